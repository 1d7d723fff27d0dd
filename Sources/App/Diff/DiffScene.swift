import AppLogic

/// A diff to read: its Stage and Director.
public final class DiffScene: StagedScene<CursesDiffStage> {
  /// A diff screen titled `title`.
  public init(title: String, lines: [DiffLine]) {
    let stage = CursesDiffStage()
    let director = DiffDirector(stage: stage, title: title, lines: lines)
    super.init(title: "Diff", stage: stage, start: director.start)
  }
}
