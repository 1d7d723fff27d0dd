import Keys
import ScreenLogic
import TerminalUI

/// A screen of the app: it builds its Stage and Director, shows the Stage's widgets,
/// passes it keys, and lists its keys for help. Every screen is a `StagedScene`.
public protocol Scene: AnyObject {
  /// The help title.
  var title: String { get }
  /// The screen's keys and what they do, for help (made from the Stage's key table), with
  /// the shell's keys; `isRoot` when it is the first screen (`q` quits there).
  func helpEntries(isRoot: Bool) -> [(keys: String, action: String)]
  /// The screen's actions for the command palette: every row of its key table, in help
  /// order (the same table help and the hint line are made from).
  func paletteEntries() -> [PaletteEntry]
  /// Runs the palette entry `id` (one of `paletteEntries`) as its key would (refused, as
  /// the key would be, when it is not available).
  func runPaletteEntry(_ id: String) -> KeyOutcome
  /// The key that does the action named `action` on this screen (a row of its key table, or
  /// one of the app's own keys: `back`, `help`, `palette`), as `[keys]` remaps it; nil when
  /// the screen has no such action.
  func key(for action: String) -> Key?
  /// Whether the screen shows a text whose lines the palette can go to (`:120`).
  var goesToLines: Bool { get }
  /// Shows line `line` (from 1) of the screen's text.
  func goToLine(_ line: Int)
  /// The widget tree to draw; `isRoot` as for help.
  func content(isRoot: Bool) -> any Widget
  /// Handles a key: done, of no use to the scene, or refused (the shell says why).
  func handle(_ key: Key) -> KeyOutcome
  /// The scene is shown (the first time, or again when the scene over it closed).
  func appear()
  /// Another scene was opened over this one, which stays open underneath.
  func covered()
  /// The scene closed for good.
  func closed()
}
