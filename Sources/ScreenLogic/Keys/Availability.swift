/// How an action's availability is said, in one wording for help, the footer, the palette
/// and the refusal a key gets.
public enum Availability {
  /// The action as listed: `delete (asks first)` while it works, `delete (your gists only)`
  /// while it does not (one aside, never two).
  public static func describe(_ action: String, note: String?, unavailable: String?) -> String {
    (unavailable ?? note).map { "\(action) (\($0))" } ?? action
  }

  /// What is said when a key is refused: the action and why not (`edit: your gists only`).
  public static func refusal(_ action: String, reason: String) -> String {
    "\(action): \(reason)"
  }
}
