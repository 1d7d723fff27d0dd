import GistValues
import Model
import ScreenLogic

/// The history screen of a gist: its Stage and Director over the gist's activity model.
public final class HistoryScene: StagedScene<CursesHistoryStage> {
  /// The history of `gist` (its current version, whole).
  public init(gist: Gist, context: SceneContext) {
    let stage = CursesHistoryStage()
    let director = HistoryDirector(
      stage: stage, gist: gist,
      model: GistActivity(id: gist.id, api: context.api, worker: context.worker),
      session: context.session,
      compose: GistComposer(api: context.api, worker: context.worker, cache: context.cache),
      drafts: context.drafts, keyMap: context.keyMap, navigator: context.navigator)
    super.init(
      title: "History", stage: stage, table: HistoryKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
