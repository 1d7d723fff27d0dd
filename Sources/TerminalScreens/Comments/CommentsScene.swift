import GistValues
import Model
import ScreenLogic
import Store

/// The comments screen of a gist: its Stage and Director over the gist's activity model.
public final class CommentsScene: StagedScene<CursesCommentsStage> {
  /// The comments of `gist`.
  public init(gist: Gist, context: SceneContext) {
    let stage = CursesCommentsStage(background: context.markdownBackground)
    let director = CommentsDirector(
      stage: stage, gist: gist,
      model: GistActivity(id: gist.id, api: context.api, worker: context.worker),
      session: context.session, editor: context.editor,
      kept: CommentDrafts(beside: context.drafts),
      keyMap: context.keyMap, navigator: context.navigator)
    super.init(
      title: "Comments", stage: stage, table: CommentsKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
