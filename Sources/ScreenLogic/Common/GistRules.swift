import Basics
import FoundationEssentials
import GistValues
import GistWork
import Store

/// What may be done to a gist and how it is said, the same wherever the user acts on it
/// (the detail screen, or a row of the list): whose it is, its web page, and the question
/// an edit asks about a kept draft. Edits start by `EditStart`, deletes by `GistDeletion`.
public enum GistRules {
  /// Why a gist's web page cannot be copied or opened, in a few words.
  public static let noWebAddress = "no web address"

  /// Whether `gist` belongs to `login`.
  public static func isOwn(_ gist: Gist, login: String?) -> Bool {
    guard let login, let owner = gist.owner?.login else { return false }
    return login.equalsIgnoringCase(owner)
  }

  /// Why an owner's action (edit, delete, restore) is not `login`'s to take on `gist`, in a
  /// few words; nil when it is.
  public static func ownersOnly(_ gist: Gist, login: String?) -> String? {
    isOwn(gist, login: login) ? nil : "your gists only"
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
