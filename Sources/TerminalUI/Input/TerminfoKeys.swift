import CNCurses
import Keys

/// The key sequences the terminal's terminfo entry names (`kcuu1` for ↑, `kf5` for F5…),
/// for `KeyDecoder`: read once curses has set the terminal up (`Screen`).
public enum TerminfoKeys {
  /// terminfo's names of the keys dehub reads.
  static let capabilities: [(name: String, key: Key)] =
    [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown),
      ("kdch1", .delete), ("kich1", .insert), ("kcbt", .backTab),
    ] + (1...12).map { ("kf\($0)", Key.function($0)) }

  /// The sequences of the terminal curses was set up for, by the key each sends.
  public static func current() -> [[UInt8]: Key] {
    var found: [[UInt8]: Key] = [:]
    for (name, key) in capabilities {
      guard let value = dehub_terminfo_string(name) else { continue }
      let bytes = Array(String(cString: value).utf8)
      if found[bytes] == nil { found[bytes] = key }
    }
    return found
  }
}
