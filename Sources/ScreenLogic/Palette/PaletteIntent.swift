/// What the palette's user did.
public enum PaletteIntent: Equatable, Sendable {
  /// The query is now this text.
  case query(String)
  /// The entry with this id was chosen.
  case choose(String)
  /// The palette was left without a choice.
  case cancel
}
