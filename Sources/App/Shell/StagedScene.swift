import AppLogic
import TerminalUI

/// The one shape of every screen: one keyed Stage, help and the hint line made from its
/// key table and the shell's keys, and a Director started the first time the scene appears
/// (`resume` and `pause` when it is shown again or covered). Each screen's scene subclasses
/// it, building its Stage and Director and nothing else.
public class StagedScene<Stage: KeyedStage>: Scene {
  /// The scene's Stage.
  let stage: Stage
  private let start: () -> Void
  private let resume: () -> Void
  private let pause: () -> Void
  private var started = false
  public let title: String
  /// The leave key's hint, when it is not `q` (on the login screen `q` types).
  private let leave: (keys: String, action: String)?

  /// A scene titled `title` (in help) showing `stage`; `start` starts its Director,
  /// `resume` runs when it is shown again, `pause` when it is covered or closed.
  init(
    title: String, stage: Stage, start: @escaping () -> Void, resume: @escaping () -> Void = {},
    pause: @escaping () -> Void = {}, leave: (keys: String, action: String)? = nil
  ) {
    self.leave = leave
    self.title = title
    self.stage = stage
    self.start = start
    self.resume = resume
    self.pause = pause
  }

  public func helpEntries(isRoot: Bool) -> [(keys: String, action: String)] {
    stage.bindings.helpEntries() + AppShell.helpEntries(atRoot: isRoot)
  }

  /// The screen's verbs first, in help order, then its scroll keys.
  public func paletteEntries() -> [PaletteEntry] {
    let bindings = stage.bindings
    return (bindings.filter { $0.rank < 1_000 } + bindings.filter { $0.rank >= 1_000 }).map {
      PaletteEntry(id: $0.label, action: $0.action, keys: $0.label, unavailable: $0.unavailable)
    }
  }

  public func runPaletteEntry(_ id: String) {
    guard let key = stage.bindings.first(where: { $0.label == id })?.keys.first else { return }
    _ = stage.handle(key)
  }

  /// No text to go to a line of, unless a screen says so.
  public var goesToLines: Bool { false }
  public func goToLine(_ line: Int) {}

  public func content(isRoot: Bool) -> any Widget {
    stage.content(
      help: stage.bindings.hints() + [leave ?? ("q", isRoot ? "quit" : "back"), ("?", "help")])
  }

  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return resume() }
    started = true
    start()
  }

  public func disappear() { pause() }
}
