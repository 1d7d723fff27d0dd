import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The compose screen drawn with the terminal toolkit: the description, visibility, the
/// files (name and lines), what GitHub would refuse, questions and dialogs, messages and
/// the hint line (send is dimmed while it is not possible).
public final class CursesComposeStage: ComposeStage, KeyedStage {
  public typealias Intent = ComposeIntent

  private let intentSubject = PublishSubject<ComposeIntent>()
  private let prompt = StagePrompt()
  private let titleLabel = Label("", style: .bold)
  private let descriptionLabel = Label("")
  private let visibilityLabel = Label("")
  private var files: [ComposeFileRow] = []
  private var noFiles = EmptyState(title: "", subtitle: "")
  private var problems: [String] = []
  private var message = StageMessage()
  /// The last line of text asked for (what `prompt.typed` answers while it is open).
  private var asking: ComposeQuestion?
  private lazy var list = ListView(
    columns: [.flexible, .fixed(26), .fixed(14)], count: { [unowned self] in files.count }
  ) { [unowned self] in
    let file = files[$0]
    let markStyle: Style =
      switch file.change {
      case .new: .success
      case .removed: .error
      case .changed, .renamed: .accent
      case nil: .dim
      }
    return [
      ListView.Cell(file.name, style: file.change == .removed ? .dim : .normal),
      ListView.Cell(file.mark, style: markStyle),
      ListView.Cell(
        file.sizeLabel,
        style: file.isBlank ? .error : .dim),
    ]
  }

  /// A compose Stage.
  public init() {}

  public var intents: Observable<ComposeIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }

  public func showDraft(
    description: String, files: [ComposeFileRow], visibility: String, noFiles: EmptyState
  ) {
    descriptionLabel.text = description
    self.noFiles = noFiles
    visibilityLabel.text = "Visibility:  " + visibility
    self.files = files
    list.reload()
  }

  public func showProblems(_ problems: [String]) { self.problems = problems }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }

  public func ask(_ question: ComposeQuestion, initial: String) {
    asking = question
    let label =
      switch question {
      case .description: "Description:"
      case .newFileName: "New file name:"
      case .localFile: "Local file:"
      case .rename: "New name:"
      }
    prompt.ask(label, initial: initial) { [intentSubject] in
      intentSubject.onNext(.answered(question, $0))
    }
  }

  public func confirmRemove(name: String) {
    prompt.confirm(title: "Remove this file?", message: [name], action: "Remove") {
      [intentSubject] in intentSubject.onNext(.confirmRemove(name))
    }
  }

  /// The title shown ("New gist", "Editing “Notes”").
  public var shownTitle: String { titleLabel.text }
  /// The description line shown ("Description: Notes").
  public var shownDescription: String { descriptionLabel.text }
  /// The visibility line shown ("Visibility:  public (p makes it secret)").
  public var shownVisibility: String { visibilityLabel.text }
  /// The files shown, as the Director gave them.
  public var shownFiles: [ComposeFileRow] { files }
  /// What GitHub would refuse, as shown.
  public var shownProblems: [String] { problems }

  /// The file under the highlight.
  public var highlighted: String? {
    files.indices.contains(list.selection) ? files[list.selection].name : nil
  }

  public func choose(_ choice: Choice<ComposeIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// The open question's keys, for the footer.
  public var focusHints: [(keys: String, action: String)]? { prompt.hints }

  /// A click on a file edits it.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let name = highlighted {
      intentSubject.onNext(.editFile(name))
    }
    return true
  }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: ComposeIntent) { intentSubject.onNext(intent) }

  /// What is typed in an open question goes to the Director, unanswered.
  public func closing() {
    guard let asking, let typed = prompt.typed else { return }
    intentSubject.onNext(.unanswered(asking, typed))
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [titleLabel, descriptionLabel, visibilityLabel, Rule()]
    if files.isEmpty {
      children.append(
        StatusView.view(of: noFiles))
    } else {
      children.append(list)
    }
    children += problems.map { Label("✗ " + $0, style: .error) }
    if let line = prompt.line() { children.append(line) }
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }
}
