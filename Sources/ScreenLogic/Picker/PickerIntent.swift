/// What the picker's user did.
public enum PickerIntent: Equatable, Sendable {
  /// The query is now this text.
  case query(String)
  /// This row was chosen.
  case choose(PickerChoice)
  /// The picker was left without a choice.
  case cancel
}
