import Basics
import FoundationEssentials
import Model

/// What may be done to a gist and how it is said, the same wherever the user acts on it
/// (the detail screen, or a row of the list): whose it is, its web page, and the question
/// an edit asks about a kept draft. Edits start by `EditStart`, deletes by `GistDeletion`.
public enum GistRules {
  /// What is said when a gist has no web page to copy or open.
  public static let noWebAddress = "This gist has no web address."
  /// What is said when someone else's gist is to be edited.
  public static let onlyOwnerEdits = "Only the owner can edit this gist."

  /// Whether `gist` belongs to `login`.
  public static func isOwn(_ gist: Gist, login: String?) -> Bool {
    guard let login, let owner = gist.owner?.login else { return false }
    return login.equalsIgnoringCase(owner)
  }

  /// The gist's web page (at `revision`, when given); nil when the server gave none a
  /// browser should open.
  public static func webPage(of gist: Gist, revision: String? = nil) -> String? {
    guard let url = gist.htmlURL, GistLink.isWebPage(url) else { return nil }
    return revision.map { "\(url)/\($0)" } ?? url
  }

  /// Said once a URL was put on the clipboard.
  public static func copied(_ url: String) -> String {
    "Copied \(url) (through the terminal, if it allows it)"
  }

  /// Said once a page was opened.
  public static func opened(_ url: String) -> String { "Opened \(url) in the web browser" }

  /// The question asked when an edit starts and an unsent draft of the gist is kept:
  /// resume it (`resume`) or start from the gist (`fresh`).
  public static func resumeQuestion<Answer>(kept: Draft, resume: Answer, fresh: Answer)
    -> Choice<Answer>
  {
    Choice(
      title: "You have an unsent draft of this gist",
      message: [
        "Saved \(RelativeTime.describe(kept.savedAt)).",
        "Resume it, or start from the gist as it is (the draft stays in D, drafts)?",
      ],
      options: [
        .init("Cancel", nil), .init("Start from the gist", fresh),
        .init("Resume the draft", resume),
      ])
  }
}
