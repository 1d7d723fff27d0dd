import ScreenLogic

/// The drafts kept from before, offered at start: review one in the compose screen, or
/// discard it. Shown again after a review, it lists what is left (and closes when nothing
/// is).
public final class DraftsScene: StagedScene<CursesDraftsStage> {
  /// The drafts of `context`.
  public init(context: SceneContext) {
    let stage = CursesDraftsStage()
    let director = DraftsDirector(
      stage: stage, drafts: context.drafts,
      navigator: context.navigator)
    super.init(
      title: "Unsent drafts", stage: stage, table: DraftsKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
