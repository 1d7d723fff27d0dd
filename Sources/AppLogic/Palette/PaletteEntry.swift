/// One action the palette offers: the screen's (from its key table) or the app's. It is
/// named by `id`, which comes back when it is chosen.
public struct PaletteEntry: Equatable, Sendable {
  /// What names it when chosen (the screen's key table's row, or a `GlobalAction`'s name).
  public var id: String
  /// What it does, as help says it.
  public var action: String
  /// Its keys, as help writes them (empty: none on this screen).
  public var keys: String
  /// Why it does nothing now (nil: it works).
  public var unavailable: String?

  /// An entry.
  public init(id: String, action: String, keys: String, unavailable: String? = nil) {
    self.id = id
    self.action = action
    self.keys = keys
    self.unavailable = unavailable
  }
}
