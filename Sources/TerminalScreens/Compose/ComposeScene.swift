import Model
import ScreenLogic
import Store

/// The compose screen: a new gist, an edit of one, or a kept draft.
public final class ComposeScene: StagedScene<CursesComposeStage> {
  /// Composes `draft`.
  public init(draft: Draft, context: SceneContext) {
    let stage = CursesComposeStage()
    let director = ComposeDirector(
      stage: stage, draft: draft,
      model: GistComposer(api: context.api, worker: context.worker, cache: context.cache),
      drafts: context.drafts, editor: context.editor, session: context.session,
      home: context.home, navigator: context.navigator, keyMap: context.keyMap)
    super.init(
      title: "Compose", stage: stage, table: ComposeKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
