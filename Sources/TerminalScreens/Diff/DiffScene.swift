import ScreenLogic

/// A diff to read: its Stage and Director.
public final class DiffScene: StagedScene<CursesDiffStage> {
  /// A diff screen titled `title`, of `sections` one after the other, with `keyMap`'s keys.
  public init(title: String, sections: [DiffDirector.Section], keyMap: KeyMap = KeyMap()) {
    let stage = CursesDiffStage()
    let director = DiffDirector(stage: stage, title: title, sections: sections)
    super.init(
      title: "Diff", stage: stage, table: DiffKeys.table, director: director, keyMap: keyMap)
  }
}
