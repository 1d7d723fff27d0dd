import Reactive

/// The unsent-drafts Stage, as its Director sees it.
public protocol DraftsStage: AnyObject {
  /// What the user asks for.
  var intents: Observable<DraftsIntent> { get }
  /// Shows the drafts, oldest first, with a title ("1 unsent draft").
  func showDrafts(_ drafts: [DraftRow], title: String)
  /// Asks whether to discard draft `id`; yes comes back as `.confirmDiscard`.
  func confirmDiscard(id: String, name: String)
  /// Asks `question` (with `detail` lines below it) before draft `id`, written for another
  /// account or host, opens here; `action` names the yes button, which comes back as
  /// `.confirmReviewHere`.
  func confirmReviewHere(id: String, question: String, detail: [String], action: String)
  /// Tells the user what happened.
  func showNotice(_ notice: String)
}
