import ScreenLogic

/// The outbox: the writes GitHub could not take, waiting to be sent, being sent, or
/// stopped at a conflict or a refusal; send now, open one, or drop one.
public final class OutboxScene: StagedScene<CursesOutboxStage> {
  /// The outbox of `context`'s session (`courier`).
  public init(courier: OutboxCourier, context: SceneContext) {
    let stage = CursesOutboxStage()
    let director = OutboxDirector(
      stage: stage, courier: courier, drafts: context.drafts, navigator: context.navigator)
    super.init(
      title: "Outbox", stage: stage, table: OutboxKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
