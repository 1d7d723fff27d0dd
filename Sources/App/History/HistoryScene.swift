import Model
import TerminalUI

/// The history screen of a gist: its Stage and Director over the gist's activity model;
/// a revision opens as a gist detail at that revision, a diff as a diff screen.
public final class HistoryScene: StagedScene<CursesHistoryStage> {
  /// The history of `gist` (its current version, whole), loaded through `model`.
  public init(gist: Gist, model: any GistHistoryModel, context: SceneContext) {
    let stage = CursesHistoryStage()
    let navigator = context.navigator
    let director = HistoryDirector(
      stage: stage, gist: gist, model: model, session: context.session,
      routes: HistoryRoutes(
        open: { navigator.open($0) },
        showDiff: { title, lines in navigator.show(DiffScene(title: title, lines: lines)) }))
    super.init(title: "History", stage: stage, start: director.start)
  }
}
