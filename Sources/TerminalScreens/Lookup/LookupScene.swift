import Model
import ScreenLogic

/// A name that can be a gist id or a login: its Stage and Director, which ask the server
/// and show the right screen in its place.
public final class LookupScene: StagedScene<CursesLookupStage> {
  /// The look-up of `name`.
  public init(name: String, context: SceneContext) {
    let stage = CursesLookupStage()
    let director = LookupDirector(
      stage: stage, name: name, model: GistLookup(api: context.api, worker: context.worker),
      scheduler: context.scheduler, keyMap: context.keyMap, navigator: context.navigator)
    super.init(
      title: "Opening", stage: stage, table: LookupKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
