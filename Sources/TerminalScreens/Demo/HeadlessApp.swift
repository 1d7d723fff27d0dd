import FoundationEssentials
import Glibc
import Reactive
import TerminalUI

/// The whole app on a hidden screen: a curses screen that writes to a file (nothing, or a
/// cast's scratch file) and reads from a pipe nobody writes to, its main loop, the
/// composition root (`AppAssembly`) and the demo's scripted editor. `dehub demo --headless`
/// plays a script on it; the tests drive it key by key with a scheduler of their own.
public final class HeadlessApp {
  /// The composition root.
  public let assembly: AppAssembly
  /// The editor the app runs instead of the user's (a script says what it writes).
  public let editor: ScriptedEditor
  /// The main loop, on the hidden screen.
  public var loop: MainLoop { assembly.loop }
  /// The hidden screen.
  public var screen: Screen { assembly.loop.screen }
  private let input: (read: Int32, write: Int32)
  private let ownedOutput: Int32?

  /// The app of `setup` on a hidden `columns` × `rows` screen that writes to `output`
  /// (nil: nowhere), with its loop on `scheduler` (a test's clock, or the monotonic one).
  public init(
    setup: AppSetup, columns: Int, rows: Int, output: Int32? = nil,
    scheduler: MainLoopScheduler = MainLoopScheduler()
  ) throws(TerminalError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw TerminalError.cannotOpen("a pipe") }
    let written = output ?? open("/dev/null", O_WRONLY)
    guard written >= 0 else {
      Self.close((ends[0], ends[1]), nil)
      throw TerminalError.cannotOpen("/dev/null")
    }
    input = (ends[0], ends[1])
    ownedOutput = output == nil ? written : nil
    let loop: MainLoop
    do {
      let screen = try Screen(
        input: ends[0], output: written, term: "xterm-256color", environment: [:])
      screen.resize(columns: columns, rows: rows)
      loop = try MainLoop(screen: screen, input: ends[0], scheduler: scheduler)
    } catch {
      Self.close(input, ownedOutput)
      throw error
    }
    editor = ScriptedEditor()
    assembly = AppAssembly(setup: setup, loop: loop, editor: editor)
  }

  deinit { Self.close(input, ownedOutput) }

  /// Frees the hidden screen now, on the thread that drew it (`Screen.close`): work still
  /// running elsewhere may hold the app a moment longer, and its last release must not
  /// touch curses while another screen draws.
  public func close() { screen.close() }

  /// The top screen's help title ("Gist list", "Gist"), nil before the first screen.
  public var topTitle: String? { assembly.shell.scenes.last?.title }

  /// The gist highlighted in the list, when the top screen is the list.
  public var highlightedGist: String? { listStage?.highlighted }

  /// The list's Stage, when the top screen is the list.
  public var listStage: CursesGistListStage? { topStage(CursesGistListStage.self) }

  /// The top screen's Stage, when it is a `Stage` (what a test's reader reads the screen's
  /// rows from: the values its Director gave it).
  public func topStage<Stage: KeyedStage>(_ kind: Stage.Type) -> Stage? {
    (assembly.shell.scenes.last as? StagedScene<Stage>)?.stage
  }

  private static func close(_ input: (read: Int32, write: Int32), _ output: Int32?) {
    Glibc.close(input.read)
    Glibc.close(input.write)
    if let output { Glibc.close(output) }
  }

  /// Plays `steps` on the running loop until the script ends or an `expect` fails: pauses
  /// scaled by `speed` (0: none), `snapshot` gets the named screens, `afterStep` runs after
  /// every step (a cast notes the screen).
  public func play(
    _ steps: [DemoStep], speed: Double, snapshot: @escaping (String, [String]) -> Void,
    afterStep: (() -> Void)? = nil
  ) -> DemoPlayer.Outcome {
    var outcome = DemoPlayer.Outcome.finished
    let loop = self.loop
    let player = DemoPlayer(
      steps: steps, assembly: assembly, editor: editor, speed: speed,
      typingDelay: speed == 0 ? 0 : 0.08, snapshot: snapshot
    ) { ended in
      outcome = ended
      loop.stop()
    }
    player.afterStep = afterStep
    assembly.start()
    player.takeUserKeys()
    player.start(idleSignal: assembly.afterEachDelivery)
    _ = loop.run()
    return outcome
  }
}
