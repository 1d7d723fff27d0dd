import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The comments drawn with the terminal toolkit: one row a comment (author, when, first
/// line), the selected comment whole below, the question line for a new comment, the
/// delete confirmation, messages and the hint line.
public final class CursesCommentsStage: CommentsStage, KeyedStage {

  public typealias Intent = CommentsIntent

  private let intentSubject = PublishSubject<CommentsIntent>()
  private let titleLabel = Label("", style: .bold)
  private let prompt = StagePrompt()
  private let body = MarkdownView()
  /// A comment too large to render, as written.
  private let plainBody = TextView()
  private var comments: [CommentRow] = []
  /// The comment shown below the list (rendered as Markdown, or as written).
  private var shownBody: CommentRow?
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private var relativeTimes = true
  private let now: () -> Date
  private lazy var list = ListView(
    columns: [.fixed(16), .fixed(16), .flexible], count: { [unowned self] in comments.count }
  ) { [unowned self] in
    let comment = comments[$0]
    return [
      ListView.Cell(comment.author, style: .accent),
      ListView.Cell(
        comment.createdAt.map { RelativeTime.describe($0, relative: relativeTimes, now: now()) }
          ?? "", style: .dim),
      ListView.Cell(comment.preview),
    ]
  }

  /// A comments Stage; a large comment renders in the `background` when given.
  public init(now: @escaping () -> Date = Date.init, background: MarkdownView.Background? = nil) {
    self.now = now
    body.background = background
    plainBody.showsLineNumbers = false
    plainBody.wraps = true
  }

  public var intents: Observable<CommentsIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }

  public func showComments(_ comments: [CommentRow]) {
    self.comments = comments
    list.reload()
    showSelected()
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  public func askForComment(_ text: String) {
    prompt.ask("Comment:", initial: text, placeholder: "type, then Enter to send; Esc gives up") {
      [intentSubject] in intentSubject.onNext(.submit($0))
    }
  }

  public func confirmDelete(id: Int, preview: String) {
    prompt.confirm(
      title: "Delete your comment?", message: [preview, "This cannot be undone."],
      action: "Delete"
    ) { [intentSubject] in intentSubject.onNext(.confirmDelete(id)) }
  }

  /// The comment under the highlight.
  public var highlighted: Int? {
    comments.indices.contains(list.selection) ? comments[list.selection].id : nil
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// A click on a comment opens its link.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if list.handleMouse(event) == .activated, let id = highlighted {
      intentSubject.onNext(.openLink(id))
    }
    showSelected()
    return true
  }

  public func prepareForKey() { message.clear() }

  public func perform(_ operation: ViewOperation) {
    ViewMoves.perform(operation, on: list)
    showSelected()
  }

  public func send(_ intent: CommentsIntent) {
    intentSubject.onNext(intent)
    showSelected()
  }

  private func showSelected() {
    let shown = comments.indices.contains(list.selection) ? comments[list.selection] : nil
    guard shown != shownBody else { return }
    shownBody = shown
    if let shown, !shown.rendered {
      plainBody.setText(shown.body)
    } else {
      body.setMarkdown(shown?.body ?? "")
    }
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [titleLabel]
    if case .hasContent = status {
      let listHeight = min(max(3, comments.count), 8)
      children.append(
        Sized(list, height: listHeight))
      children.append(Rule())
      children.append(shownBody?.rendered == false ? plainBody : body)
    } else {
      children.append(
        StatusView.body(status, content: list))
    }
    if let line = prompt.line() { children.append(line) }
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }
}
