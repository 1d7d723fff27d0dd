import Model
import TerminalUI

/// The compose screen: a new gist, an edit of one, or a kept draft; once sent, the gist's
/// detail takes its place.
public final class ComposeScene: StagedScene<CursesComposeStage> {
  /// Composes `draft`; once sent, `sent` runs (by default the gist's detail takes the
  /// compose screen's place).
  public init(draft: Draft, context: SceneContext, sent: ((Gist) -> Void)? = nil) {
    let stage = CursesComposeStage()
    let navigator = context.navigator
    let director = ComposeDirector(
      stage: stage, draft: draft,
      model: GistComposer(api: context.api, worker: context.worker, cache: context.cache),
      drafts: context.drafts,
      editor: context.editor,
      routes: ComposeRoutes(
        sent: sent ?? { gist in
          navigator.replaceTop(with: GistDetailScene(id: gist.id, initial: gist, context: context))
        }))
    super.init(title: "Compose", stage: stage, start: director.start)
  }
}
