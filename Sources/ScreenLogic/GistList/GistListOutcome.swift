import GistValues
import Model

/// What a helper of the list (the marks, the row actions) did that the list must show: the
/// Director applies it to its state and draws again. Helpers say what happened; only the
/// Director changes the list.
enum GistListOutcome: Equatable {
  /// The marks, or the rows they show on, changed.
  case rerender
  /// Gist `id` was deleted as one of the marked gists: its row goes.
  case dropped(String)
  /// The gist was deleted alone (`d` with nothing marked): its row goes and `u` offers to
  /// make it again.
  case deletedOne(Gist)
  /// Gist `id` was starred (true) or unstarred, at once or back again when GitHub refused.
  case starChanged(String, Bool)
  /// Deleted gists were made again: the list loads again to show them.
  case reload
}
