import AppLogic
import Reactive
import TerminalUI

/// The compose screen drawn with the terminal toolkit: the description, visibility, the
/// files (name and lines), what GitHub would refuse, questions and dialogs, messages and
/// the hint line (send is dimmed while it is not possible).
public final class CursesComposeStage: ComposeStage, KeyedStage {
  /// What a key of the compose screen does.
  public enum Command: Sendable {
    case move(Int), edit, newFile, localFile, rename, remove, description, visibility, send
    case sendAsNew, changes
  }

  /// The keys of the compose screen, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.character("a")], "a", "add a file", .newFile, hinted: true, rank: 2),
    KeyBinding(
      [.enter, .character("e")], "Enter e", "edit", .edit, hinted: true, rank: 1),
    KeyBinding([.character("D")], "D", "description", .description, hinted: true, rank: 3),
    KeyBinding(
      [.character("S"), .ctrl("s")], "S Ctrl-S", "send", .send, hinted: true, rank: 0),
    KeyBinding([.character("N")], "N", "send as a new gist", .sendAsNew),
    KeyBinding([.character("A")], "A", "add a local file", .localFile, hinted: true, rank: 5),
    KeyBinding([.character("R")], "R", "rename the file", .rename),
    KeyBinding([.character("x"), .delete], "x Del", "remove the file (asks first)", .remove),
    KeyBinding([.character("p")], "p", "public / secret", .visibility, hinted: true, rank: 4),
    KeyBinding([.character("d")], "d", "the changes, as a diff", .changes, hinted: true, rank: 6),
    KeyBinding([.down, .character("j")], "↓ j", "next file", .move(1)),
    KeyBinding([.up, .character("k")], "↑ k", "previous file", .move(-1)),
  ]

  public var bindings: [KeyBinding<Command>] {
    Self.table.map { binding in
      var marked = binding
      switch binding.command {
      case .send: marked.unavailable = sendUnavailable
      case .sendAsNew: marked.unavailable = sendAsNewEnabled ? nil : "when the gist is gone"
      case .visibility: marked.unavailable = visibilityUnavailable
      default: break
      }
      return marked
    }
  }

  private let intentSubject = PublishSubject<ComposeIntent>()
  private let prompt = StagePrompt()
  private let titleLabel = Label("", style: .bold)
  private let descriptionLabel = Label("")
  private let visibilityLabel = Label("")
  private var files: [ComposeFileRow] = []
  private var problems: [String] = []
  private var sendUnavailable: String? = "needs text"
  private var sendAsNewEnabled = false
  private var visibilityUnavailable: String?
  private var message = StageMessage()
  private lazy var list = ListView(
    columns: [.flexible, .fixed(26), .fixed(12)], count: { [unowned self] in files.count }
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

  public func showDraft(description: String, files: [ComposeFileRow], visibility: String) {
    descriptionLabel.text =
      "Description: " + (description.isEmpty ? "(none; D to write one)" : description)
    visibilityLabel.text = "Visibility:  " + visibility
    self.files = files
    list.reload()
  }

  public func enableSend(_ unavailable: String?) { sendUnavailable = unavailable }
  public func enableSendAsNew(_ enabled: Bool) { sendAsNewEnabled = enabled }
  public func enableVisibility(_ unavailable: String?) { visibilityUnavailable = unavailable }
  public func showProblems(_ problems: [String]) { self.problems = problems }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }

  public func ask(_ question: ComposeQuestion, initial: String) {
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

  /// The file under the highlight.
  private var highlighted: String? {
    files.indices.contains(list.selection) ? files[list.selection].name : nil
  }

  public func choose(_ choice: Choice<ComposeIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated, let name = highlighted {
        intentSubject.onNext(.editFile(name))
      }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .move(let delta): list.moveSelection(by: delta)
    case .edit: highlighted.map { intentSubject.onNext(.editFile($0)) }
    case .newFile: intentSubject.onNext(.ask(.newFileName))
    case .localFile: intentSubject.onNext(.ask(.localFile))
    case .rename: highlighted.map { intentSubject.onNext(.ask(.rename($0))) }
    case .remove: highlighted.map { intentSubject.onNext(.removeFile($0)) }
    case .description: intentSubject.onNext(.ask(.description))
    case .visibility: intentSubject.onNext(.togglePublic)
    case .send: intentSubject.onNext(.send)
    case .sendAsNew: intentSubject.onNext(.sendAsNew)
    case .changes: intentSubject.onNext(.showChanges)
    }
    return true
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [titleLabel, descriptionLabel, visibilityLabel, Rule()]
    if files.isEmpty {
      children.append(
        EmptyStateView(
          picture: EmptyState.defaultPicture, title: "No files yet",
          subtitle: "press a to write one in your editor, A to add a local file"))
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
