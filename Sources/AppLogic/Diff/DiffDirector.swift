import Model
import Reactive

/// The diff screen's logic: the changes from one version of a gist to another under a
/// title, with three lines of context or the whole files (`c`), and what it says when
/// there are none.
public final class DiffDirector {
  private let stage: any DiffStage
  private let title: String
  private let old: Gist
  private let new: Gist
  private var wholeFiles = false
  private let bag = DisposeBag()

  /// A Director for `stage` showing the changes from `old` to `new` under `title`.
  public init(stage: any DiffStage, title: String, from old: Gist, to new: Gist) {
    self.stage = stage
    self.title = title
    self.old = old
    self.new = new
  }

  /// Shows the diff.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    stage.showTitle(title)
    render()
  }

  private func handle(_ intent: DiffIntent) {
    switch intent {
    case .toggleContext:
      wholeFiles.toggle()
      render()
      stage.showNotice(
        wholeFiles
          ? "Whole files · c shows only the changes"
          : "\(GistDiff.context) lines around each change · c shows whole files")
    }
  }

  private func render() {
    let lines = GistDiff.lines(from: old, to: new, context: wholeFiles ? nil : GistDiff.context)
    stage.showLines(lines.isEmpty ? [DiffLine(.note, "No changes.")] : lines)
  }
}
