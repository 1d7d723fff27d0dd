import Model
import TerminalUI

/// The gist detail screen: the real document, star and action models, its Stage and
/// Director; history and comments open as scenes of their own.
public final class GistDetailScene: StagedScene<CursesGistDetailStage> {
  /// The detail of gist `id` (as it was at `revision`, when given); `initial` (a copy from
  /// a list) shows at once.
  public init(id: String, revision: String? = nil, initial: Gist? = nil, context: SceneContext) {
    let stage = CursesGistDetailStage(clipboard: context.copyToClipboard)
    let document = GistDocument(
      id: id, revision: revision, initial: initial, api: context.api, worker: context.worker,
      cache: context.cache)
    let activity = GistActivity(id: id, api: context.api, worker: context.worker)
    let navigator = context.navigator
    let director = GistDetailDirector(
      stage: stage, document: document,
      star: StarModel(id: id, api: context.api, worker: context.worker, cache: context.cache),
      actions: GistActions(
        id: id, api: context.api, worker: context.worker, cache: context.cache),
      session: context.session,
      routes: GistDetailRoutes(
        open: { navigator.open($0) },
        history: { gist in
          navigator.show(HistoryScene(gist: gist, model: activity, context: context))
        },
        comments: { gist in
          navigator.show(CommentsScene(gist: gist, model: activity, context: context))
        },
        close: { navigator.back() },
        edit: { gist in
          navigator.show(
            ComposeScene(draft: DraftChanges.draft(editing: gist), context: context) { edited in
              navigator.back()
              document.changed(to: edited)
            })
        }))
    super.init(title: "Gist", stage: stage, start: director.start)
  }
}
