import AppLogic
import Model

/// A diff to read: its Stage and Director.
public final class DiffScene: StagedScene<CursesDiffStage> {
  /// A diff screen titled `title`, of the changes from `old` to `new`.
  public init(title: String, from old: Gist, to new: Gist) {
    let stage = CursesDiffStage()
    let director = DiffDirector(stage: stage, title: title, from: old, to: new)
    super.init(title: "Diff", stage: stage, start: director.start)
  }
}
