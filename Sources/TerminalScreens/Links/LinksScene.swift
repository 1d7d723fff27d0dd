import GistWork
import ScreenLogic

/// The linked files (`dehub link`) and where each stands: their Stage and Director over the
/// link session of the current API (the gists read through the offline cache).
public final class LinksScene: StagedScene<CursesLinksStage> {
  /// The links of `context`.
  public init(context: SceneContext) {
    let stage = CursesLinksStage()
    let session = LinkSession(
      store: context.links, remote: GistLinkRemote(api: context.api, cache: context.cache))
    let director = LinksDirector(
      stage: stage, session: session, work: context.worker, navigator: context.navigator,
      home: context.home, scheduler: context.scheduler,
      refreshInterval: context.refreshInterval, resumed: context.resumed,
      keyMap: context.keyMap)
    super.init(
      title: "Linked files", stage: stage, table: LinksKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
