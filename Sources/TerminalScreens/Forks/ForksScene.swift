import GistValues
import Model
import ScreenLogic

/// The forks of a gist: their Stage and Director over the gist's activity model.
public final class ForksScene: StagedScene<CursesForksStage> {
  /// The forks of `gist`.
  public init(gist: Gist, context: SceneContext) {
    let stage = CursesForksStage()
    let director = ForksDirector(
      stage: stage, gist: gist,
      forks: GistActivity(id: gist.id, api: context.api, worker: context.worker).forks,
      session: context.session, keyMap: context.keyMap, navigator: context.navigator)
    super.init(
      title: "Forks", stage: stage, table: ForksKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
