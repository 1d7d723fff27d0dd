import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The gist detail drawn with the terminal toolkit: a header, the files as tabs, the file
/// in a text view with line numbers (binary files said as such), messages, questions (the
/// delete confirmation, the clone folder) and the hint line.
public final class CursesGistDetailStage: GistDetailStage, KeyedStage {
  /// What a key of the detail screen does.
  public enum Command: Sendable {
    case file(forward: Bool), scroll(Int), page(Int), top, bottom, sideways(Int), wrap
    case intent(GistDetailIntent)
  }

  /// The keys of the detail screen, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.tab], "Tab", "next file", .file(forward: true), hinted: true, rank: 2),
    KeyBinding([.backTab], "Shift-Tab", "previous file", .file(forward: false)),
    KeyBinding([.down, .character("j")], "↓ j", "scroll down", .scroll(1)),
    KeyBinding([.up, .character("k")], "↑ k", "scroll up", .scroll(-1)),
    KeyBinding(
      [.pageDown, .ctrl("f"), .character(" ")], "PgDn Ctrl-F Space", "page down", .page(1)),
    KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", "page up", .page(-1)),
    KeyBinding([.character("g"), .home], "g Home", "top", .top),
    KeyBinding([.character("G"), .end], "G End", "bottom", .bottom),
    KeyBinding([.left], "←", "scroll left", .sideways(-8)),
    KeyBinding([.right], "→", "scroll right", .sideways(8)),
    KeyBinding([.character("w")], "w", "wrap long lines", .wrap),
    KeyBinding(
      [.character("m")], "m", "Markdown rendered / as written", .intent(.toggleRendering)),
    KeyBinding(
      [.character("/")], "/", "find in the files", .intent(.find), hinted: true, rank: 0),
    KeyBinding([.character("n")], "n", "next match", .intent(.nextMatch(forward: true))),
    KeyBinding([.character("N")], "N", "previous match", .intent(.nextMatch(forward: false))),
    KeyBinding(
      [.character("*"), .character("s")], "* s", "star / unstar", .intent(.toggleStar),
      hinted: true, rank: 1),
    KeyBinding([.character("h")], "h", "history", .intent(.history), hinted: true, rank: 3),
    KeyBinding([.character("c")], "c", "comments", .intent(.comments), hinted: true, rank: 4),
    KeyBinding([.enter], "Enter", "open the gist it was forked from", .intent(.openOriginal)),
    KeyBinding([.character("F")], "F", "forks of this gist", .intent(.forks)),
    KeyBinding([.character("e")], "e", "edit (your gist)", .intent(.edit)),
    KeyBinding([.character("f")], "f", "fork", .intent(.fork)),
    KeyBinding([.character("d")], "d", "delete (asks first)", .intent(.delete)),
    KeyBinding([.character("y")], "y", "copy the URL", .intent(.copyURL)),
    KeyBinding([.character("Y")], "Y", "copy the file's text", .intent(.copyFile)),
    KeyBinding([.character("u")], "u", "copy the file's raw URL", .intent(.copyRawURL)),
    KeyBinding(
      [.character("S")], "S", "save the file here (asks the name)", .intent(.saveFile)),
    KeyBinding([.character("o")], "o", "open in the web browser", .intent(.openInBrowser)),
    KeyBinding([.character("C")], "C", "clone (asks for a folder)", .intent(.clone)),
    KeyBinding([.character("r")], "r", "reload", .intent(.refresh)),
  ]

  public var bindings: [KeyBinding<Command>] {
    Self.table.map { binding in
      guard case .intent(let intent) = binding.command, let reason = unavailable[intent] else {
        return binding
      }
      var marked = binding
      marked.unavailable = reason
      return marked
    }
  }

  private var unavailable: [GistDetailIntent: String] = [:]

  private let intentSubject = PublishSubject<GistDetailIntent>()
  private let titleLabel = Label("", style: .bold)
  private let infoLabel = Label("", style: .dim)
  private let fileTabs = Tabs([])
  private let positionLabel = Label("", style: .dim, alignment: .trailing)
  /// The names of the marked file tabs.
  private var markedFiles: Set<String> = []
  /// The place last reported to the Director (`.read`).
  private var reported: (lastLine: Int, lineCount: Int)?
  private let file = FileContentView()
  private var text: TextView { file.text }
  private let prompt = StagePrompt()
  private var header: GistHeader?
  private var status: ContentStatus = .loading
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
    prompt.ask("Find:", initial: initial) { [intentSubject] in
      intentSubject.onNext(.findText($0))
    }
  }

  public func showLine(_ index: Int) { shownText.reveal(line: index) }
  public func showPosition(_ position: String) { positionLabel.text = position }

  public func markFiles(_ names: Set<String>) {
    markedFiles = names
    fileTabs.marked = Set(fileTabs.titles.indices.filter { names.contains(fileTabs.titles[$0]) })
  }

  /// Goes to line `line` (from 1) of the shown text, as the palette's `:120` asks.
  public func goTo(line: Int) { intentSubject.onNext(.goToLine(line)) }

  /// Tells the Director where the reader is, when it changed since it was last told (after
  /// each draw of the text: a scroll, a resize or a new file).
  private func reportPosition() {
    let view = shownText
    let now = (lastLine: view.lastVisibleLine, lineCount: view.lineCount)
    guard reported.map({ $0 != now }) ?? true else { return }
    reported = now
    intentSubject.onNext(.read(lastLine: now.lastLine, lineCount: now.lineCount))
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }
  public func showUnavailable(_ reasons: [GistDetailIntent: String]) { unavailable = reasons }
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
    prompt.ask("Save as:", initial: suggested) { [intentSubject] in
      intentSubject.onNext(.saveFileAs($0))
    }
  }

  public func askForDirectory(suggested: String) {
    prompt.ask("Clone into:", initial: suggested) { [intentSubject] in
      intentSubject.onNext(.cloneInto($0))
    }
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    if case .mouse(let event) = key, let tab = fileTabs.tab(clickedBy: event),
      fileTabs.titles.indices.contains(tab)
    {
      intentSubject.onNext(.selectFile(fileTabs.titles[tab]))
      return true
    }
    if case .mouse(let event) = key {
      switch event.kind {
      case .wheelDown: shownText.scroll(by: 3)
      case .wheelUp: shownText.scroll(by: -3)
      default: return false
      }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .file(let forward): intentSubject.onNext(.cycleFile(forward: forward))
    case .scroll(let rows): shownText.scroll(by: rows)
    case .page(let direction): shownText.page(direction)
    case .top: shownText.jump(toEnd: false)
    case .bottom: shownText.jump(toEnd: true)
    case .sideways(let columns): shownText.scrollHorizontally(by: columns)
    case .wrap: text.wraps.toggle()
    case .intent(let intent): intentSubject.onNext(intent)
    }
    return true
  }

  /// The view the file is in: the rendered Markdown's, or the text's.
  private var shownText: TextView { file.shownText }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = []
    switch status {
    case .loading, .isEmpty:
      children.append(EmptyStateView(picture: [], title: "Loading the gist…", subtitle: ""))
    case .failed(let reason):
      children.append(
        EmptyStateView(
          picture: ["  /!\\  "], title: "The gist could not be loaded",
          subtitle: "\(reason) Press r to try again."))
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
