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

  /// What `Ctrl-A` did: "Marked 12 gists"; when GitHub has more than is loaded, that only
  /// the loaded ones are marked.
  static func markedAll(_ count: Int, marked: Bool, more: Bool) -> String {
    let done = "\(marked ? "Marked" : "Unmarked") \(count.counted("gist"))"
    guard marked, more else { return done }
    return done + ", the ones loaded: GitHub has more (the end of the list loads them)"
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
    if let time = timeLeft(gists.count) {
      message.append("This takes \(time): one request a second, as GitHub asks of writes.")
    }
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

  /// While `action` runs: "Deleting 3 of 5…", and on a long run the time left ("Deleting
  /// 3 of 323… about 5 minutes left").
  public static func progress(_ action: GistBulkAction, _ number: Int, of total: Int) -> String {
    let left = timeLeft(total - number + 1).map { " \($0) left" } ?? ""
    return "\(action.doing) \(number.grouped) of \(total.grouped)…\(left)"
  }

  /// How long `count` paced requests take, in words, when it is long enough to say (nil
  /// under 20 seconds): "about 40 seconds", "about 5 minutes", "about 1 hour 20 minutes".
  static func timeLeft(_ count: Int) -> String? {
    let seconds = Int((Double(count) * BulkRun<Gist>.pace).rounded(.up))
    guard seconds >= 20 else { return nil }
    if seconds < 90 { return "about \((seconds + 5) / 10 * 10) seconds" }
    let minutes = (seconds + 30) / 60
    if minutes < 60 { return "about \(minutes.counted("minute"))" }
    let rest = minutes % 60
    return "about \((minutes / 60).counted("hour"))"
      + (rest > 0 ? " \(rest.counted("minute"))" : "")
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
