/// The `?` help open over the screen, as its box holds it.
public struct HelpReading {
  /// The box's title (the screen's help title).
  public var title: String
  /// Its entries: the keys and what they do, the screen's then the app's.
  public var entries: [(keys: String, action: String)]

  /// The actions help names, in order.
  public var actions: [String] { entries.map(\.action) }
}
