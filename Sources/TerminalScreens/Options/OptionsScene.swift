import ScreenLogic
import TerminalUI

/// The options screen: its Stage and Director, saving into the context's option store.
public final class OptionsScene: StagedScene<CursesOptionsStage> {
  /// The options of `context`'s session.
  public init(context: SceneContext) {
    let stage = CursesOptionsStage()
    let director = OptionsDirector(
      stage: stage, session: context.session, store: context.optionStore)
    super.init(
      title: "Options", stage: stage, table: OptionsKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
