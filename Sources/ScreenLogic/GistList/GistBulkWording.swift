import Basics
import GistValues
import GistWork

/// What the list says about marks and bulk actions: the count in the status bar, the one
/// question a bulk action asks, its progress, how it ended, and what an undo cannot bring
/// back. Shared with `dehub delete` and `dehub undelete`.
public enum GistBulkWording {
  /// How many titles a question or a report names before "and N more".
  static let named = 3

  /// What did not come back when a deleted gist was made again.
  public static let notBack =
    "Not back: the old id and URL (it has new ones), stars, comments, forks and history."

  /// The status bar's count ("12 marked"); empty when none is.
  public static func marked(_ count: Int) -> String {
    count > 0 ? "\(count.grouped) marked" : ""
  }

  /// The gists named by title (the first few, then how many more): `“a”, “b” and 3 more`.
  public static func names(_ gists: [Gist]) -> String {
    let first = gists.prefix(named).map { "“\($0.title)”" }.joined(separator: ", ")
    let more = gists.count - min(gists.count, named)
    return more > 0 ? "\(first) and \(more) more" : first
  }

  /// The question before `action` on `gists`: a title with the count, the first few named
  /// (title and id), and for a delete how it is undone (`undoKey` nil: it cannot be);
  /// `drafts` unsent drafts of them go.
  public static func question(
    _ action: GistBulkAction, _ gists: [Gist], undoKey: String?, drafts: Int
  ) -> (title: String, message: [String], button: String) {
    let count = gists.count.counted("gist")
    var message = gists.prefix(named).map { "“\($0.title)” (\($0.id))" }
    if gists.count > named { message.append("and \(gists.count - named) more") }
    if action == .delete {
      message.append(
        undoKey.map {
          "\($0) undoes it until your next action, dehub undelete for a week (new ids)."
        }
          ?? "No copies are kept (no cache): it cannot be undone.")
      if drafts > 0 {
        message.append(
          "Your unsent \(drafts.word("draft")) of them \(drafts.word("is", plural: "are")) discarded too."
        )
      }
    }
    return ("\(action.verb) \(count)?", message, "\(action.verb) \(gists.count.grouped)")
  }

  /// While `action` runs: "Deleting 3 of 5…".
  public static func progress(_ action: GistBulkAction, _ number: Int, of total: Int) -> String {
    "\(action.doing) \(number.grouped) of \(total.grouped)…"
  }

  /// What a run cut off by quitting did, said once the app has ended: it had asked for
  /// `number` of `total` (the last may or may not have been done).
  public static func cutOff(_ action: GistBulkAction, at number: Int, of total: Int) -> String {
    let asked = "\(number.grouped) of \(total.grouped) asked"
    switch action {
    case .delete:
      return "dehub: quit while deleting gists (\(asked)): those deleted are kept a week "
        + "(dehub undelete lists them); the rest were not deleted."
    case .star, .unstar:
      return "dehub: quit while \(action.doing.lowercased()) gists (\(asked)); the rest "
        + "were not \(action == .star ? "starred" : "unstarred")."
    case .restore:
      return "dehub: quit while making deleted gists again (\(asked)); dehub undelete makes "
        + "the rest."
    }
  }

  /// How a run ended: every one done ("Deleted 3 gists · u undoes"; a restore says what
  /// did not come back), or where it stopped, which were done, and that the rest stay
  /// marked (`marked`: they were marks); `undoKey` is nil when deletes cannot be undone.
  public static func outcome(_ outcome: GistBulk.Outcome, undoKey: String?, marked: Bool)
    -> (text: String, failed: Bool)
  {
    let action = outcome.action
    let done =
      outcome.done.count == 1
      ? "“\(outcome.done[0].title)”" : outcome.done.count.counted("gist")
    guard let failure = outcome.failure else {
      switch action {
      case .delete:
        return ("\(action.done) \(done)" + (undoKey.map { " · \($0) undoes" } ?? ""), false)
      case .restore: return ("\(action.done) \(done) as new. \(notBack)", false)
      case .star, .unstar: return ("\(action.done) \(done)", false)
      }
    }
    let total = outcome.done.count + 1 + outcome.left.count
    var text =
      "Could not \(action.verb.lowercased()) “\(failure.item.title)” "
      + "(\(outcome.done.count + 1) of \(total)): \(failure.error.message)"
    text +=
      outcome.done.isEmpty
      ? " Nothing was done." : " \(action.done): \(names(outcome.done))."
    if marked, total > 1 { text += " The rest stay marked." }
    return (text, true)
  }
}
