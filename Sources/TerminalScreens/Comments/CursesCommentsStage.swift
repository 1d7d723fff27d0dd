import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The comments drawn with the terminal toolkit: one row a comment (author, when, first
/// line), the selected comment whole below, the question line for a new comment, the
/// delete confirmation, messages and the hint line.
public final class CursesCommentsStage: CursesMessagingStage<CommentsIntent>, CommentsStage,
  KeyedStage
{

  private let body = MarkdownView()
  /// A comment too large to render, as written.
  private let plainBody = TextView()
  private var comments: [CommentRow] = []
  /// The comment shown below the list (rendered as Markdown, or as written).
  private var shownBody: CommentRow?
  private lazy var list = ListView(
    columns: [.fixed(16), .fixed(16), .flexible], count: { [unowned self] in comments.count }
  ) { [unowned self] in
    let comment = comments[$0]
    return [
      ListView.Cell(comment.author, style: .accent),
      ListView.Cell(when(comment.createdAt), style: .dim),
      ListView.Cell(comment.preview),
    ]
  }

  /// A comments Stage; a large comment renders in the `background` when given.
  public init(now: @escaping () -> Date = Date.init, background: MarkdownView.Background? = nil) {
    super.init(now: now)
    body.background = background
    plainBody.showsLineNumbers = false
    plainBody.wraps = true
  }

  public func showComments(_ comments: [CommentRow]) {
    self.comments = comments
    list.reload()
    showSelected()
  }

  public func askForComment(_ text: String) {
    prompt.ask(
      "Comment:", initial: text, placeholder: "type, then Enter to send; Esc gives up",
      verb: "send"
    ) {
      [intentSubject] in intentSubject.onNext(.submit($0))
    }
  }

  public func selectComment(_ id: Int) {
    guard let index = comments.firstIndex(where: { $0.id == id }) else { return }
    list.select(index)
    showSelected()
  }

  /// The comments shown, as the Director gave them.
  public var shownComments: [CommentRow] { comments }

  /// The comment under the highlight.
  public var highlighted: Int? {
    comments.indices.contains(list.selection) ? comments[list.selection].id : nil
  }

  /// A click on a comment opens its link.
  public func handleUnbound(_ key: Key) -> Bool {
    defer { showSelected() }
    return click(key, on: list, item: { highlighted }, intent: CommentsIntent.openLink)
  }

  public func perform(_ operation: ViewOperation) {
    ViewMoves.perform(operation, on: list)
    showSelected()
  }

  public override func send(_ intent: CommentsIntent) {
    super.send(intent)
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
