import TerminalUI

/// A screen of the app: it builds its Stage and Director, shows the Stage's widgets,
/// passes it keys, and lists its keys for help.
public protocol Scene: AnyObject {
  /// The help title.
  var title: String { get }
  /// The screen's keys and what they do, for help (made from the Stage's key table).
  var helpEntries: [(keys: String, action: String)] { get }
  /// The widget tree to draw.
  func content() -> any Widget
  /// Handles a key; false when the scene has no use for it.
  func handle(_ key: Key) -> Bool
  /// The scene is shown.
  func appear()
  /// The scene is covered or closed.
  func disappear()
}
