import Model
import TerminalUI

/// The drafts kept from before, offered at start: review one in the compose screen, or
/// discard it.
public final class DraftsScene: StagedScene<CursesDraftsStage> {
  private let director: DraftsDirector
  private var shownBefore = false

  /// The drafts of `context`.
  public init(context: SceneContext) {
    let stage = CursesDraftsStage()
    let navigator = context.navigator
    let director = DraftsDirector(
      stage: stage, drafts: context.drafts,
      review: { navigator.show(ComposeScene(draft: $0, context: context)) },
      close: { navigator.back() })
    self.director = director
    super.init(title: "Unsent drafts", stage: stage, start: director.start)
  }

  public override func appear() {
    if shownBefore { director.refresh() }
    shownBefore = true
    super.appear()
  }
}
