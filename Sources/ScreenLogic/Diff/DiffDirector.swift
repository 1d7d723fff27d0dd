import GistValues
import GistWork
import Reactive

/// The diff screen's logic: the changes from one version of a gist to another under a
/// title, with three lines of context or the whole files (`c`), and what it says when
/// there are none.
public final class DiffDirector: ScreenDirector {
  public typealias Intent = DiffIntent

  private let stage: any DiffStage
  private let title: String
  private let sections: [Section]
  private var wholeFiles = false
  private let bag = DisposeBag()

  /// One part of a diff: the changes from `from` to `to`, under `heading` when given.
  public struct Section: Sendable {
    /// What the part shows ("On GitHub since you opened it").
    public var heading: String?
    /// The older version.
    public var from: Gist
    /// The newer version.
    public var to: Gist

    /// A section.
    public init(heading: String? = nil, from: Gist, to: Gist) {
      self.heading = heading
      self.from = from
      self.to = to
    }
  }

  /// A Director for `stage` showing the changes from `old` to `new` under `title`.
  public convenience init(stage: any DiffStage, title: String, from old: Gist, to new: Gist) {
    self.init(stage: stage, title: title, sections: [Section(from: old, to: new)])
  }

  /// A Director for `stage` showing `sections` one after the other under `title`.
  public init(stage: any DiffStage, title: String, sections: [Section]) {
    self.stage = stage
    self.title = title
    self.sections = sections
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
    let context = wholeFiles ? nil : GistDiff.context
    var lines: [DiffLine] = []
    for section in sections {
      if let heading = section.heading { lines.append(DiffLine(.hunk, heading)) }
      var part = GistDiff.lines(from: section.from, to: section.to, context: context)
      if section.heading != nil, GistDiff.isUnchanged(part) {
        part = [DiffLine(.note, "No changes.")]
      }
      lines += part
    }
    stage.showLines(lines.isEmpty ? [DiffLine(.note, "No changes.")] : lines)
  }
}
