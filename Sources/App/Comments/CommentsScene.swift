import Model
import TerminalUI

/// The comments screen of a gist: its Stage and Director over the gist's activity model;
/// links in comments open through the switchboard's destinations.
public final class CommentsScene: StagedScene<CursesCommentsStage> {
  /// The comments of `gist`, loaded through `model`.
  public init(gist: Gist, model: any GistCommentsModel, context: SceneContext) {
    let stage = CursesCommentsStage()
    let navigator = context.navigator
    let director = CommentsDirector(
      stage: stage, gist: gist, model: model, session: context.session,
      open: { navigator.open($0) })
    super.init(title: "Comments", stage: stage, start: director.start)
  }
}
