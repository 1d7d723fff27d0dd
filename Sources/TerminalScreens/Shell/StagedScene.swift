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
  /// Whether the screen types printable keys into a field (the login's token): the leave
  /// hint then names the back keys that do not type (`Esc`), or Ctrl-C on the first screen.
  private let typesLetters: Bool

  /// A scene titled `title` (in help) showing `stage` with its keys `table` (remapped as
  /// `keyMap` says), run by `director` (which says what is available, and is told of the
  /// scene's lifecycle).
  init(
    title: String, stage: Stage, table: [KeyBinding<Stage.Intent, Stage.Item>],
    director: some ScreenDirector<Stage.Intent>, keyMap: KeyMap,
    typesLetters: Bool = false
  ) {
    shellKeys = keyMap.applied(to: ShellKeys.table)
    self.typesLetters = typesLetters
    self.title = title
    self.stage = stage
    let table = keyMap.applied(to: table)
    keys = KeyDispatcher(stage: stage, table: table) { director.availability(of: $0) }
    self.director = director
  }

  public func helpEntries(isRoot: Bool) -> [(keys: String, action: String)] {
    keys.helpEntries
      + AppShell.helpEntries(shellKeys, atRoot: isRoot, typesLetters: typesLetters)
  }

  /// The screen's verbs first, in help order, then its scroll keys.
  public func paletteEntries() -> [PaletteEntry] { keys.paletteEntries }

  public func runPaletteEntry(_ id: String) -> KeyOutcome { keys.run(named: id) }

  public func key(for action: String) -> Key? {
    keys.table.first { $0.name == action }?.keys.first
      ?? shellKeys.first { $0.name == action }?.keys.first
  }

  /// No text to go to a line of, unless a screen says so.
  public var goesToLines: Bool { false }
  public func goToLine(_ line: Int) {}

  public func content(isRoot: Bool) -> any Widget {
    let help = shellKeys.first { $0.name == "help" }?.keys.first?.label ?? "?"
    // A field or dialog with the focus takes the keys: the footer names its own.
    if let focused = stage.focusHints { return stage.content(help: focused) }
    return stage.content(help: keys.hints + [leaveHint(isRoot: isRoot), (help, "help")])
  }

  /// The key that leaves the screen, and what it does: `q` back (quit on the first screen);
  /// where letters type, `Esc` back, or Ctrl-C quit on the first screen.
  private func leaveHint(isRoot: Bool) -> (keys: String, action: String) {
    let backKeys = shellKeys.first { $0.name == "back" }?.keys ?? []
    guard typesLetters else { return (backKeys.first?.label ?? "q", isRoot ? "quit" : "back") }
    let untyped = backKeys.filter {
      if case .character = $0 { return false }
      return true
    }
    guard !isRoot, let key = untyped.first else { return ("Ctrl-C", "quit") }
    return (key.label, "back")
  }

  public func handle(_ key: Key) -> KeyOutcome { keys.handle(key) }

  public func appear() {
    if started { return director.uncovered() }
    started = true
    director.start()
  }

  public func covered() { director.covered() }
  /// The Stage reports what is typed but not answered, then the Director hears of it.
  public func closed() {
    stage.closing()
    director.closed()
  }
}
