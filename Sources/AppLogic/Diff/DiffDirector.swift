/// The diff screen's logic: its title and lines, and what it says when there are none.
public final class DiffDirector {
  private let stage: any DiffStage
  private let title: String
  private let lines: [DiffLine]

  /// A Director for `stage` showing `lines` under `title`.
  public init(stage: any DiffStage, title: String, lines: [DiffLine]) {
    self.stage = stage
    self.title = title
    self.lines = lines
  }

  /// Shows the diff.
  public func start() {
    stage.showTitle(title)
    stage.showLines(lines.isEmpty ? [DiffLine(.note, "No changes.")] : lines)
  }
}
