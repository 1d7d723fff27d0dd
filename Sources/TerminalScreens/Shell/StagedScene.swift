import Keys
import ScreenLogic
import TerminalUI

/// The one shape of every screen: one keyed Stage driven by the screen's key table (from
/// `ScreenLogic`), its Director asked whether a key's intent is available before it is sent,
/// help and the hint line made from the same table and the shell's keys, and the Director's
/// lifecycle: started the first time the scene appears, then covered, uncovered and closed
/// (covered is not closed). Each screen's scene subclasses it, building its Stage and
/// Director and nothing else.
public class StagedScene<Stage: KeyedStage>: Scene {
  /// The scene's Stage.
  let stage: Stage
  private let keys: KeyDispatcher<Stage>
  /// The app's own keys, as remapped (help and the footer name them).
  private let shellKeys: [KeyBinding<ShellIntent, Never>]
  private let director: any ScreenDirector<Stage.Intent>
  private var started = false
  public let title: String
  /// The leave key's hint, when it is not `q` (on the login screen `q` types).
  private let leave: (keys: String, action: String)?

  /// A scene titled `title` (in help) showing `stage` with its keys `table` (remapped as
  /// `keyMap` says), run by `director` (which says what is available, and is told of the
  /// scene's lifecycle).
  init(
    title: String, stage: Stage, table: [KeyBinding<Stage.Intent, Stage.Item>],
    director: some ScreenDirector<Stage.Intent>, keyMap: KeyMap,
    leave: (keys: String, action: String)? = nil
  ) {
    shellKeys = keyMap.applied(to: ShellKeys.table)
    self.leave = leave
    self.title = title
    self.stage = stage
    let table = keyMap.applied(to: table)
    keys = KeyDispatcher(stage: stage, table: table) { director.availability(of: $0) }
    self.director = director
  }

  public func helpEntries(isRoot: Bool) -> [(keys: String, action: String)] {
    keys.helpEntries + AppShell.helpEntries(shellKeys, atRoot: isRoot)
  }

  /// The screen's verbs first, in help order, then its scroll keys.
  public func paletteEntries() -> [PaletteEntry] { keys.paletteEntries }

  public func runPaletteEntry(_ id: String) -> KeyOutcome { keys.run(named: id) }

  /// No text to go to a line of, unless a screen says so.
  public var goesToLines: Bool { false }
  public func goToLine(_ line: Int) {}

  public func content(isRoot: Bool) -> any Widget {
    let back = shellKeys.first { $0.name == "back" }?.keys.first?.label ?? "q"
    let help = shellKeys.first { $0.name == "help" }?.keys.first?.label ?? "?"
    return stage.content(
      help: keys.hints + [leave ?? (back, isRoot ? "quit" : "back"), (help, "help")])
  }

  public func handle(_ key: Key) -> KeyOutcome { keys.handle(key) }

  public func appear() {
    if started { return director.uncovered() }
    started = true
    director.start()
  }

  public func covered() { director.covered() }
  public func closed() { director.closed() }
}
