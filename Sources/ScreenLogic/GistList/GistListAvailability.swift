import GistValues
import GistWork
import Model

/// Why a list key does nothing now, in a few words (nil: it works), by the same rules as
/// everywhere (`GistRules`): the marks and the undo first, then the gist the key names (only
/// the owner edits and deletes; a gist with no web page has no address to copy or open).
enum GistListAvailability {
  /// Why `intent` does nothing on the list as `list` holds it, with `marking` (nil: the list
  /// only reads) and `login` signed in.
  static func of(
    _ intent: GistListIntent, in list: GistListState, marking: GistListMarking?, login: String?
  ) -> String? {
    if let marking {
      switch intent {
      case .undo, .markAll, .delete, .toggleStar:
        if let reason = marking.availability(of: intent, shown: list.shown.rows.count) {
          return reason
        }
        if case .delete = intent, !marking.selection.isEmpty { return nil }
      default: break
      }
    } else if case .undo = intent {
      return "the list only reads"
    }
    // A new gist still in the outbox is not on GitHub yet: only opening it (the outbox) works.
    switch intent {
    case .edit(let id), .delete(let id), .toggleStar(let id), .copyURL(let id),
      .openInBrowser(let id):
      if OutboxListing.isWaiting(id) { return OutboxWording.notYetOnGitHub }
    default: break
    }
    return switch intent {
    case .edit(let id), .delete(let id):
      list.listed(id).flatMap { GistRules.ownersOnly($0, login: login) }
    case .copyURL(let id), .openInBrowser(let id):
      list.listed(id).flatMap { GistRules.webPage(of: $0) == nil ? GistRules.noWebAddress : nil }
    default: nil
    }
  }
}
