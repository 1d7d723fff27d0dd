import FoundationEssentials
import Keys
import Model
import Reactive
import ScreenLogic
import TerminalUI

/// The gist list drawn with the terminal toolkit: tabs, the filter field, the list (star,
/// title, files, languages, visibility, updated), empty and failure views, the status bar
/// and the hint line. It names intents; its Director decides.
public final class CursesGistListStage: GistListStage, KeyedStage {

  public typealias Intent = GistListIntent

  private let intentSubject = PublishSubject<GistListIntent>()
  private let fieldSubject = PublishSubject<String>()
  private var statusLine: GistListStatusLine
  private var relativeTimes = true
  private let tabs = Tabs(GistListTab.allCases.map(\.title))
  /// The text field above the rows, as the Director last said (nil: none), and its widget.
  private var shownField: GistListField?
  private let textField = TextField()
  /// Where a content search matched in the highlighted gist.
  private let hitView = TextView()
  private var hit: String?
  private var rows: [GistRow] = []
  private let list: ListView
  private var status: ContentStatus = .loading("")
  private var message = StageMessage()
  private let prompt = StagePrompt()
  private let clipboard: (String) -> Void
  private let now: () -> Date
  private var preview: GistPreview?
  private let previewFile = FileContentView()
  private let previewTitle = Label("", style: .bold)
  private let previewInfo = Label("", style: .dim)

  /// A list Stage for the signed-in `account`; `clipboard` puts text on the clipboard;
  /// large Markdown in the preview renders in the `background` when given.
  public init(
    account: String, clipboard: @escaping (String) -> Void = { _ in },
    now: @escaping () -> Date = Date.init, background: MarkdownView.Background? = nil
  ) {
    previewFile.background = background
    self.clipboard = clipboard
    statusLine = GistListStatusLine(login: account)
    self.now = now
    hitView.showsLineNumbers = false
    var source: [GistRow] = []
    let clock = now
    var relative = true
    list = ListView(
      columns: Self.columns(relative: true, shown: GistRowColumns()),
      count: { source.count }
    ) {
      let row = source[$0]
      return [
        ListView.Cell(row.gutter, style: .accent),
        ListView.Cell(row.owner ?? "", style: .dim),
        ListView.Cell(row.title, style: row.isMarked ? .accent : .normal),
        ListView.Cell(row.commentsLabel, style: .dim),
        ListView.Cell(row.filesLabel, style: .dim),
        ListView.Cell(row.languagesLabel, style: .dim),
        ListView.Cell(row.visibilityLabel, style: row.isPublic ? .dim : .accent),
        ListView.Cell(row.updatedLabel(relative: relative, now: clock()), style: .dim),
      ]
    }
    list.maximumFlexible = 90
    // The description has its room before the comments, languages, file count and owner.
    list.minimumFlexible = 40
    textField.isFocused = false
    setRows = { source = $0 }
    setRelative = { relative = $0 }
  }

  /// The list's columns: the user's mark, star and fork, the owner (on tabs of others' gists),
  /// description (takes the room), comments, files and languages (dropped on a narrow
  /// screen: comments first, then languages, files, the owner), visibility (where some
  /// gist is secret), and the time (a date is wider; "created " wider still).
  private static func columns(relative: Bool, shown: GistRowColumns) -> [ListView.ColumnWidth] {
    [
      .fixed(3), shown.owners ? .optional(14, rank: 3) : .fixed(0), .flexible,
      .optional(11, rank: 0), .optional(8, rank: 2), .optional(14, rank: 1),
      .fixed(shown.visibility ? 6 : 0), .fixed((relative ? 14 : 16) + (shown.creation ? 8 : 0)),
    ]
  }

  private let setRows: ([GistRow]) -> Void
  private let setRelative: (Bool) -> Void

  public var intents: Observable<GistListIntent> { intentSubject.asObservable() }
  public var fieldText: Observable<String> { fieldSubject.asObservable() }

  public func showTabs(_ titles: [String], selected: GistListTab) {
    fourTabs = (titles, selected)
    showAllTabs()
  }

  public func showSavedTabs(_ names: [String], selected: String?) {
    savedTabs = (names, selected)
    showAllTabs()
  }

  /// The four tabs' titles (the one showing), and the saved searches' (the one showing).
  private var fourTabs: (titles: [String], selected: GistListTab) = (
    GistListTab.allCases.map(\.title), .mine
  )
  private var savedTabs: (names: [String], selected: String?) = ([], nil)

  /// The four tabs, then the saved ones, the one showing marked.
  private func showAllTabs() {
    tabs.titles = fourTabs.titles + savedTabs.names
    tabs.selected =
      savedTabs.selected.flatMap { savedTabs.names.firstIndex(of: $0) }
      .map { fourTabs.titles.count + $0 } ?? fourTabs.selected.rawValue
  }

  public func showRows(_ rows: [GistRow], selected: String?, highlight: String) {
    self.rows = rows
    let shown = GistRowColumns(rows: rows)
    if shown != shownColumns {
      shownColumns = shown
      list.columns = Self.columns(relative: relativeTimes, shown: shown)
    }
    setRows(rows)
    list.highlight = highlight
    list.reload()
    list.select(selected.flatMap { id in rows.firstIndex { $0.id == id } } ?? 0)
  }

  /// The rows shown, as the Director gave them (what a test reads of the list).
  public var shownRows: [GistRow] { rows }

  /// Where the highlight is and how many gists, as the status bar says it.
  public var position: String { statusLine.position }
  /// What the status bar says waits in the outbox (nil: nothing).
  public var outboxNote: String? { statusLine.outbox }

  /// The preview pane's gist, as the Director last gave it (nil: no pane).
  public var shownPreview: GistPreview? { preview }

  /// The line under the filter that says where a content search matched the highlighted
  /// gist (nil: none).
  public var shownHit: String? { shownField?.kind == .filter ? hit : nil }

  /// The gist under the highlight.
  public var highlighted: String? {
    rows.indices.contains(list.selection) ? rows[list.selection].id : nil
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }

  public func showSession(login: String?, signedOut: Bool, rateLimit: RateLimit?) {
    statusLine.signedOut = signedOut
    statusLine.login = login
    statusLine.rateLimit = rateLimit
  }

  public func useRelativeTimes(_ relative: Bool) {
    relativeTimes = relative
    setRelative(relative)
    list.columns = Self.columns(relative: relative, shown: shownColumns)
  }

  /// Which optional columns are shown (the owner, the visibility), as the rows need them.
  private var shownColumns = GistRowColumns()
  public func setStale(since: Date?, reason: String) {
    statusLine.staleSince = since
    statusLine.staleReason = reason
  }
  public func showLastUpdated(_ date: Date?) { statusLine.lastUpdated = date }
  public func showOutbox(_ note: String?) { statusLine.outbox = note }

  public func showField(_ field: GistListField?) {
    shownField = field
    guard let field else { return }
    if textField.text != field.text { textField.text = field.text }
    textField.placeholder = field.placeholder
    textField.isFocused = field.isFocused
  }

  public func showPreview(_ preview: GistPreview?) {
    if preview?.id != self.preview?.id || preview?.filename != self.preview?.filename {
      previewFile.reset()
    }
    self.preview = preview
    guard let preview else { return }
    previewTitle.text = preview.title
    previewInfo.text = preview.info
    previewFile.show(preview.content, filename: preview.filename)
    previewFile.text.showsLineNumbers = false
  }

  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func copyToClipboard(_ text: String) { clipboard(text) }

  public func confirmDelete(id: String, message: [String]) {
    prompt.confirm(title: "Delete this gist?", message: message, action: "Delete") {
      [intentSubject] in intentSubject.onNext(.confirmDelete(id))
    }
  }

  public func confirm(
    _ title: String, message: [String], action: String, intent: GistListIntent
  ) {
    prompt.confirm(title: title, message: message, action: action) {
      [intentSubject] in intentSubject.onNext(intent)
    }
  }

  public func choose(_ choice: Choice<GistListIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }
  public func showPosition(_ text: String) { statusLine.position = text }

  public func showHit(_ text: String?, words: [String]) {
    hit = text
    guard let text else { return }
    hitView.setText(text)
    hitView.marks = (words, [0])
  }

  /// The keys of an open question, or of the field being typed in, for the footer.
  public var focusHints: [(keys: String, action: String)]? {
    prompt.hints ?? shownField.flatMap { $0.isFocused ? $0.hints : nil }
  }

  /// An open question and a field being typed in take every key: Esc, Enter and the
  /// arrows leave the field (the Director says what that means), the rest types.
  public func intercept(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    message.clear()
    guard shownField?.isFocused == true else { return false }
    switch key {
    case .escape: send(.leaveField(.cancel))
    case .enter: send(.leaveField(.accept))
    case .down, .up: send(.leaveField(.move(key == .down ? 1 : -1)))
    default: if textField.handle(key) { fieldSubject.onNext(textField.text) }
    }
    return true
  }

  /// Clicks on tabs and rows, the wheel, and Esc on the filter shown.
  public func handleUnbound(_ key: Key) -> Bool {
    if case .mouse(let event) = key, let tab = tabs.tab(clickedBy: event) {
      if let clicked = GistListTab(rawValue: tab) {
        send(.selectTab(clicked))
      } else if savedTabs.names.indices.contains(tab - fourTabs.titles.count) {
        send(.selectSaved(savedTabs.names[tab - fourTabs.titles.count]))
      }
      return true
    }
    if case .mouse(let event) = key {
      switch list.handleMouse(event) {
      case .activated: highlighted.map { send(.open($0)) }
      case .moved: highlighted.map { send(.select($0)) }
      case .ignored: break
      }
      return true
    }
    if key == .escape, shownField != nil {
      send(.leaveField(.cancel))
      return true
    }
    return false
  }

  public func send(_ intent: GistListIntent) { intentSubject.onNext(intent) }

  public func perform(_ operation: ViewOperation) {
    switch operation {
    case .move(.by(let delta)): select(list.selection + delta)
    case .move(.page(let direction)): page(direction)
    case .move(.first): select(0)
    case .move(.last):
      select(rows.count - 1)
      send(.jumpToEnd)
    case .sideways, .wrap, .clearField, .choose: break
    }
  }

  private func page(_ direction: Int) {
    list.page(direction)
    highlighted.map { intentSubject.onNext(.select($0)) }
  }

  private func select(_ index: Int) {
    list.select(index)
    highlighted.map { intentSubject.onNext(.select($0)) }
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [tabs]
    if let field = shownField {
      let filter = field.kind == .filter
      let label = Label(field.label, style: !field.isFocused ? .dim : filter ? .accent : .bold)
      var parts: [(widget: any Widget, width: Int?)] = [
        (widget: label, width: field.label.count + (filter ? 0 : 1)),
        (widget: field.isFocused ? textField : Label(field.text, style: .dim), width: nil),
      ]
      if let aside = field.aside {
        parts.append((widget: Label(aside, style: .dim), width: aside.count))
      }
      children.append(HStack(parts))
      if filter, hit != nil { children.append(Sized(hitView, height: 1)) }
    }
    children.append(body())
    if let line = message.label { children.append(line) }
    children.append(
      StatusBar(left: statusLine.left, right: statusLine.right(relative: relativeTimes, now: now()))
    )
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }

  private func body() -> any Widget {
    let listBody = StatusView.body(status, content: list)
    guard let preview else { return listBody }
    let pane: any Widget =
      preview.emptyState.map(StatusView.view(of:))
      ?? VStack([previewTitle, previewInfo, Rule(), previewFile.widget()])
    return HStack([(widget: listBody, width: nil), (widget: pane, width: nil)])
  }
}
