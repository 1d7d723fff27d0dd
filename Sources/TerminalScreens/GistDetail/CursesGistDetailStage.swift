import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The gist detail drawn with the terminal toolkit: a header, the files as tabs, the file
/// in a text view with line numbers (binary files said as such), messages, questions (the
/// delete confirmation, the clone folder) and the hint line.
public final class CursesGistDetailStage: GistDetailStage, KeyedStage {

  public typealias Intent = GistDetailIntent

  private let intentSubject = PublishSubject<GistDetailIntent>()
  private let titleLabel = Label("", style: .bold)
  private let infoLabel = Label("", style: .dim)
  private let fileTabs = Tabs([])
  private let positionLabel = Label("", style: .dim, alignment: .trailing)
  /// The names of the marked file tabs.
  private var markedFiles: Set<String> = []
  /// The place last reported to the Director (`.read`).
  private var reported: (lastLine: Int, lineCount: Int, columns: ClosedRange<Int>?, widest: Int)?
  private let file = FileContentView()
  private var text: TextView { file.text }
  private let prompt = StagePrompt()
  private var header: GistHeader?
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private var relativeTimes = true
  private let clipboard: (String) -> Void
  private let now: () -> Date

  /// A detail Stage; `clipboard` puts text on the clipboard; large Markdown renders in the
  /// `background` when given.
  public init(
    clipboard: @escaping (String) -> Void = { _ in }, now: @escaping () -> Date = Date.init,
    background: MarkdownView.Background? = nil
  ) {
    self.clipboard = clipboard
    self.now = now
    file.background = background
  }

  public var intents: Observable<GistDetailIntent> { intentSubject.asObservable() }

  public func showHeader(_ header: GistHeader) {
    self.header = header
    titleLabel.text = header.title
  }

  private func describeHeader() -> String {
    header?.summary(relative: relativeTimes, now: now()) ?? ""
  }

  public func showFiles(_ tabs: [FileTab], selected: Int) {
    let names = tabs.map(\.name)
    let changed = fileTabs.titles != names || fileTabs.selected != selected
    fileTabs.titles = names
    fileTabs.detailedTitles = tabs.map(\.detailed)
    fileTabs.selected = selected
    fileTabs.marked = Set(names.indices.filter { markedFiles.contains(names[$0]) })
    if changed { file.reset() }
  }

  public func showContent(_ content: FileContent) {
    let names = fileTabs.titles
    file.show(
      content, filename: names.indices.contains(fileTabs.selected) ? names[fileTabs.selected] : "")
  }

  public func showMatches(_ matches: FileMatches?) {
    text.marks = matches.map { ($0.terms, Set($0.lines)) }
    if let line = matches?.currentLine { text.reveal(line: line) }
  }

  public func askForFind(initial: String) {
    prompt.ask("Find:", initial: initial, verb: "find") { [intentSubject] in
      intentSubject.onNext(.findText($0))
    }
  }

  public func showLine(_ index: Int) { shownText.reveal(line: index) }
  public func showPosition(_ position: String) { positionLabel.text = position }

  public func markFiles(_ names: Set<String>) {
    markedFiles = names
    fileTabs.marked = Set(fileTabs.titles.indices.filter { names.contains(fileTabs.titles[$0]) })
  }

  /// The names of the gist's files, as their tabs show them.
  var fileNames: [String] { fileTabs.titles }

  /// Goes to line `line` (from 1) of the shown text, as the palette's `:120` asks.
  public func goTo(line: Int) { intentSubject.onNext(.goToLine(line)) }

  /// Tells the Director where the reader is, when it changed since it was last told (after
  /// each draw of the text: a scroll, a resize or a new file).
  private func reportPosition() {
    let view = shownText
    let cut = view.shownColumns
    let now = (
      lastLine: view.lastVisibleLine, lineCount: view.lineCount,
      columns: cut.map { $0.first...max($0.first, $0.last) }, widest: cut?.widest ?? 0
    )
    guard reported.map({ $0 != now }) ?? true else { return }
    reported = now
    intentSubject.onNext(
      .read(
        lastLine: now.lastLine, lineCount: now.lineCount, columns: now.columns,
        widest: now.widest))
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }
  public func copyToClipboard(_ text: String) { clipboard(text) }

  public func confirmDelete(message: [String]) {
    prompt.confirm(title: "Delete this gist?", message: message, action: "Delete") {
      [intentSubject] in intentSubject.onNext(.confirmDelete)
    }
  }

  public func choose(_ choice: Choice<GistDetailIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  public func askForFileName(suggested: String) {
    prompt.ask("Save as:", initial: suggested, verb: "save") { [intentSubject] in
      intentSubject.onNext(.saveFileAs($0))
    }
  }

  public func askForDirectory(suggested: String) {
    prompt.ask("Clone into:", initial: suggested, verb: "clone") { [intentSubject] in
      intentSubject.onNext(.cloneInto($0))
    }
  }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// The open question's keys, for the footer.
  public var focusHints: [(keys: String, action: String)]? { prompt.hints }

  /// A click on a file tab shows that file; the wheel scrolls.
  public func handleUnbound(_ key: Key) -> Bool {
    guard case .mouse(let event) = key else { return false }
    if let tab = fileTabs.tab(clickedBy: event), fileTabs.titles.indices.contains(tab) {
      send(.selectFile(fileTabs.titles[tab]))
      return true
    }
    switch event.kind {
    case .wheelDown: shownText.scroll(by: 3)
    case .wheelUp: shownText.scroll(by: -3)
    default: return false
    }
    return true
  }

  public func prepareForKey() { message.clear() }

  public func perform(_ operation: ViewOperation) {
    // Wrapping is the text's as written; the rest moves the view the file is in.
    ViewMoves.perform(operation, on: operation == .wrap ? text : shownText)
  }

  public func send(_ intent: GistDetailIntent) { intentSubject.onNext(intent) }

  /// The view the file is in: the rendered Markdown's, or the text's.
  private var shownText: TextView { file.shownText }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = []
    switch status {
    case .loading, .isEmpty, .failed:
      children.append(StatusView.body(status, content: Label("")))
    case .hasContent:
      infoLabel.text = describeHeader()
      children += [
        titleLabel, infoLabel, fileTabs,
        AfterDraw(body()) { [weak self] in self?.reportPosition() }, positionLabel,
      ]
    }
    if let line = prompt.line() { children.append(line) }
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }

  private func body() -> any Widget { file.widget() }
}
