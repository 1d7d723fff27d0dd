/// One action the palette offers: the screen's (from its key table) or the app's. It is
/// named by `id`, which comes back when it is chosen.
public struct PaletteEntry: Equatable, Sendable {
  /// What names it when chosen (the screen's key table's row, or a `GlobalAction`'s name).
  public var id: String
  /// What it does, as help says it.
  public var action: String
  /// Its keys, as help writes them (empty: none on this screen).
  public var keys: String
  /// A few words more, said beside the action while it works (`asks first`).
  public var note: String?
  /// Why it does nothing now (nil: it works).
  public var unavailable: String?

  /// An entry.
  public init(
    id: String, action: String, note: String? = nil, keys: String, unavailable: String? = nil
  ) {
    self.id = id
    self.action = action
    self.note = note
    self.keys = keys
    self.unavailable = unavailable
  }

  /// What the palette says it does, in help's wording: the action with its note, or why it
  /// does nothing now.
  public var description: String {
    Availability.describe(action, note: note, unavailable: unavailable)
  }
}
