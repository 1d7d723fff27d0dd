import FoundationEssentials
import Keys
import TerminalUI

/// Plays a demo script on the app's main loop: keys and text go to the scene stack as
/// if typed, `wait idle` continues once no network work is in flight (the worker says when
/// its last call was delivered), pauses are scaled by the speed, `expect` reads the screen
/// as it is now, `snapshot` prints it, `editor` queues what the scripted editor writes.
public final class DemoPlayer {
  /// How the player ends.
  public enum Outcome: Equatable, Sendable {
    /// Every step ran.
    case finished
    /// An `expect` line did not hold.
    case failed(line: Int, expected: String)
    /// The user stopped the tour (`q`, `Esc` or Ctrl-C).
    case stopped
  }

  /// What a key of the user's says while the tour plays.
  static let stopHint = "The tour is playing: q stops it."

  private let steps: [DemoStep]
  private let assembly: AppAssembly
  private let editor: ScriptedEditor
  private let speed: Double
  private let typingDelay: TimeInterval
  private let snapshot: (String, [String]) -> Void
  private let finished: (Outcome) -> Void
  private var index = 0
  private var waitingForIdle = false
  /// Whether the tour ended (its steps still scheduled do nothing).
  private var ended = false
  /// Runs after every step (a cast notes what the screen showed by then).
  public var afterStep: (() -> Void)?

  /// A player of `steps` on `assembly`. `speed` scales pauses (0: none); `typingDelay` is the
  /// pause after each key at speed 1, for people to follow; `snapshot` receives named
  /// screens; `finished` is told how it ended.
  public init(
    steps: [DemoStep], assembly: AppAssembly, editor: ScriptedEditor, speed: Double,
    typingDelay: TimeInterval, snapshot: @escaping (String, [String]) -> Void,
    finished: @escaping (Outcome) -> Void
  ) {
    self.steps = steps
    self.assembly = assembly
    self.editor = editor
    self.speed = speed
    self.typingDelay = typingDelay
    self.snapshot = snapshot
    self.finished = finished
  }

  /// Starts with the first step on the next turn of the loop.
  public func start(idleSignal: (@escaping () -> Void) -> Void) {
    idleSignal { [weak self] in self?.deliveryHappened() }
    next(after: 0)
  }

  /// From now on the user's keys do not drive the app (only the script's do): `q`, `Esc`
  /// or Ctrl-C stop the tour; any other key says how to stop it.
  public func takeUserKeys() {
    assembly.loop.onKey = { [weak self] key in self?.userPressed(key) }
  }

  private func userPressed(_ key: Key) {
    switch key {
    case .character("q"), .escape, .ctrl("c"): end(.stopped)
    default: assembly.shell.showToast(Self.stopHint)
    }
  }

  private func end(_ outcome: Outcome) {
    guard !ended else { return }
    ended = true
    finished(outcome)
  }

  private func next(after delay: TimeInterval) {
    _ = assembly.loop.scheduler.schedule(after: delay * speed) { [weak self] in self?.step() }
  }

  private func press(_ key: Key) {
    assembly.shell.handle(key)
    assembly.loop.setNeedsRender()
  }

  private func screenText() -> [String] {
    assembly.loop.renderNow()
    return assembly.loop.screen.snapshot()
  }

  private func step() {
    guard !ended else { return }
    guard index < steps.count else { return end(.finished) }
    let step = steps[index]
    index += 1
    defer { afterStep?() }
    switch step.instruction {
    case .key(let key):
      press(key)
      next(after: typingDelay * 3)
    case .type(let text):
      for character in text { press(.character(character)) }
      next(after: typingDelay * Double(max(1, text.count)))
    case .waitIdle:
      if assembly.isIdle {
        next(after: 0)
      } else {
        waitingForIdle = true
      }
    case .pause(let seconds):
      next(after: seconds)
    case .expect(let text):
      if screenText().contains(where: { $0.contains(text) }) {
        next(after: 0)
      } else {
        end(.failed(line: step.line, expected: text))
      }
    case .snapshot(let name):
      snapshot(name, screenText())
      next(after: 0)
    case .editor(let content):
      editor.willWrite(content)
      next(after: 0)
    }
  }

  /// A network result was delivered; the worker counts it done right after, so idleness is
  /// checked on the next turn.
  private func deliveryHappened() {
    guard waitingForIdle else { return }
    _ = assembly.loop.scheduler.schedule(after: 0) { [weak self] in
      guard let self, self.waitingForIdle, self.assembly.isIdle else { return }
      self.waitingForIdle = false
      self.next(after: 0)
    }
  }
}
