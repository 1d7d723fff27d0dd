import Basics
import GistValues
import Store

/// Whether a gist can be deleted, and what the user is asked: decided once for the detail
/// screen, the list's rows and `dehub delete`. Only the owner's; the question says what the
/// gist is and what goes with it (the unsent drafts of it, which are let go once GitHub
/// confirmed the delete).
public enum GistDeletion: Equatable, Sendable {
  /// It cannot be deleted; the sentence says why.
  case refuse(String)
  /// Ask first, in these lines.
  case ask([String])

  /// How a delete is undone: its whole copy is kept for a week.
  public static let undoable = "dehub undelete makes it again for a week, with a new id."

  /// What is said when someone else's gist is to be deleted.
  public static let onlyOwner = "Only the owner can delete this gist."

  /// Deleting `gist`: `isOwner` is nil when it is not known (the server then decides);
  /// `kept` holds the unsent drafts of it.
  public static func decide(_ gist: Gist, isOwner: Bool?, kept: [Draft]) -> GistDeletion {
    if isOwner == false { return .refuse(onlyOwner) }
    var message = [gist.title, undoable]
    if !kept.isEmpty {
      message.append(
        "Your unsent \(kept.count.word("draft")) of it \(kept.count.word("is", plural: "are")) discarded too."
      )
    }
    return .ask(message)
  }

  /// Gist `id` was deleted: its unsent drafts in `drafts` go with it.
  public static func deleted(_ id: String, drafts: DraftStore?) {
    for kept in drafts?.drafts(editing: id) ?? [] { drafts?.remove(kept) }
  }
}
