/// How an action's availability is said, in one wording for help, the footer, the palette
/// and the refusal a key gets.
public enum Availability {
  /// The action as listed: `delete (asks first)` while it works, `delete (unavailable:
  /// your gists only)` while it does not (one aside, never two; "fork (your own gist)" read
  /// as an instruction). `brief` (the footer, short of room, beside the screen's other
  /// verbs): the reason alone, `delete (your gists only)`.
  public static func describe(
    _ action: String, note: String?, unavailable: String?, brief: Bool = false
  ) -> String {
    if let unavailable { return "\(action) (\(brief ? "" : "unavailable: ")\(unavailable))" }
    return note.map { "\(action) (\($0))" } ?? action
  }

  /// Why an action about the highlighted item does nothing on an empty screen.
  public static let nothingHighlighted = "nothing highlighted"

  /// Why an action on a gist does nothing when the gist could not be loaded.
  public static let gistNotLoaded = "the gist did not load"

  /// Why going to the next or previous file does nothing: there is no other.
  public static let oneFile = "the gist has one file"

  /// Whether `reason` says what the action is about is not there (a gist that did not
  /// load, a second file): the footer leaves such actions out, offering what can be done
  /// (help and the palette say why). An empty list's actions stay, last: they say what
  /// the screen is for.
  public static func isAbsence(_ reason: String?) -> Bool {
    reason == gistNotLoaded || reason == oneFile
  }

  /// What is said when a key is refused: the action and why not (`edit: your gists only`).
  public static func refusal(_ action: String, reason: String) -> String {
    "\(action): \(reason)"
  }
}
