import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The gist list drawn with the terminal toolkit: tabs, the filter field, the list (star,
/// title, files, languages, visibility, updated), empty and failure views, the status bar
/// and the hint line. It names intents; its Director decides.
public final class CursesGistListStage: GistListStage, KeyedStage {
  /// What a key of the list does.
  public enum Command: Sendable {
    case move(ListMove), filter, cycleTab(forward: Bool), tab, refresh, open
    case options, newGist, drafts, preview, order, visibility
    /// An action on the highlighted gist.
    case act(@Sendable (String) -> GistListIntent)
  }

  /// The keys of the list, in help order.
  public static let table: [KeyBinding<Command>] =
    [
      KeyBinding([.enter], "Enter", "open the gist", .open, hinted: true)
    ]
    + KeyBinding.navigation(
      item: "gist", first: "first gist", last: "last gist"
    ) { .move($0) }
    + [
      KeyBinding(
        [.character("/")], "/", "search as you type (Esc clears)", .filter, hinted: true),
      KeyBinding([.tab], "Tab", "next tab", .cycleTab(forward: true), hinted: true),
      KeyBinding([.backTab], "Shift-Tab", "previous tab", .cycleTab(forward: false)),
      KeyBinding([.character("1")], "1", GlobalAction.mine.action, .tab),
      KeyBinding([.character("2")], "2", GlobalAction.starred.action, .tab),
      KeyBinding([.character("3")], "3", GlobalAction.discover.action, .tab),
      KeyBinding([.character("4")], "4", "User (asks whose)", .tab),
      KeyBinding([.character("r")], "r", "refresh", .refresh, hinted: true),
      KeyBinding(
        [.character("n")], "n", GlobalAction.newGist.action, .newGist, hinted: true),
      KeyBinding([.character("D")], "D", GlobalAction.drafts.action, .drafts),
      KeyBinding([.character("O")], "O", GlobalAction.options.action, .options),
      KeyBinding([.character("p")], "p", "preview pane (on by itself from 140 columns)", .preview),
      KeyBinding([.character("s")], "s", "sort: updated, created, description", .order),
      KeyBinding([.character("v")], "v", "show: all, public, secret", .visibility),
      KeyBinding([.character("*")], "*", "star / unstar", .act { .toggleStar($0) }),
      KeyBinding([.character("y")], "y", "copy the URL", .act { .copyURL($0) }),
      KeyBinding([.character("o")], "o", "open in the web browser", .act { .openInBrowser($0) }),
      KeyBinding([.character("e")], "e", "edit (your gist)", .act { .edit($0) }),
      KeyBinding([.character("d")], "d", "delete (asks first)", .act { .delete($0) }),
    ]

  private let intentSubject = PublishSubject<GistListIntent>()
  private let filterSubject = PublishSubject<String>()
  private var account: String
  private var rateLimit: RateLimit?
  private var relativeTimes = true
  private let tabs = Tabs(GistListTab.allCases.map(\.title))
  private let filterField = TextField(
    placeholder: "type to search; Enter opens the highlighted gist, Esc clears")
  /// Where a content search matched in the highlighted gist.
  private let hitView = TextView()
  private var hit: String?
  /// Why the list is stale, as the Director says it.
  private var staleReason = "offline"
  private let userField = TextField(placeholder: "user name, then Enter")
  private var rows: [GistRow] = []
  private let list: ListView
  private var status: ContentStatus = .loading
  private var staleSince: Date?
  private var lastUpdated: Date?
  private var message = StageMessage()
  private let prompt = StagePrompt()
  private let clipboard: (String) -> Void
  private var position = ""
  private var filtering = false
  private var askingUser = false
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
    self.account = account
    self.now = now
    hitView.showsLineNumbers = false
    var source: [GistRow] = []
    let clock = now
    var relative = true
    list = ListView(
      columns: Self.columns(relative: true, owners: false),
      count: { source.count }
    ) {
      let row = source[$0]
      return [
        ListView.Cell((row.isStarred ? "★" : " ") + (row.isFork ? "⑂" : " "), style: .accent),
        ListView.Cell(row.owner ?? "", style: .dim),
        ListView.Cell(row.title),
        ListView.Cell(
          row.comments > 0 ? "\(row.comments) comment\(row.comments == 1 ? "" : "s")" : "",
          style: .dim),
        ListView.Cell("\(row.fileCount) file\(row.fileCount == 1 ? "" : "s")", style: .dim),
        ListView.Cell(row.languages.joined(separator: ", "), style: .dim),
        ListView.Cell(row.isPublic ? "public" : "secret", style: row.isPublic ? .dim : .accent),
        ListView.Cell(
          row.updatedAt.map { RelativeTime.describe($0, relative: relative, now: clock()) } ?? "",
          style: .dim),
      ]
    }
    list.maximumFlexible = 90
    // The description has its room before the comments, languages, file count and owner.
    list.minimumFlexible = 40
    filterField.isFocused = false
    userField.isFocused = false
    setRows = { source = $0 }
    setRelative = { relative = $0 }
  }

  /// The list's columns: star and fork marks, the owner (on tabs of others' gists),
  /// description (takes the room), comments, files and languages (dropped on a narrow
  /// screen: comments first, then languages, files, the owner), visibility, and
  /// the time (a date is wider).
  private static func columns(relative: Bool, owners: Bool) -> [ListView.ColumnWidth] {
    [
      .fixed(2), owners ? .optional(14, rank: 3) : .fixed(0), .flexible, .optional(11, rank: 0),
      .optional(8, rank: 2), .optional(14, rank: 1), .fixed(6), .fixed(relative ? 14 : 16),
    ]
  }

  private let setRows: ([GistRow]) -> Void
  private let setRelative: (Bool) -> Void

  public var intents: Observable<GistListIntent> { intentSubject.asObservable() }
  public var filterText: Observable<String> { filterSubject.asObservable() }
  public var bindings: [KeyBinding<Command>] { Self.table }

  public func showTabs(_ titles: [String], selected: GistListTab) {
    tabs.selected = selected.rawValue
    tabs.titles = titles
  }

  public func showRows(_ rows: [GistRow], selected: String?, highlight: String) {
    self.rows = rows
    let owners = rows.contains { $0.owner != nil }
    if owners != showsOwners {
      showsOwners = owners
      list.columns = Self.columns(relative: relativeTimes, owners: owners)
    }
    setRows(rows)
    list.highlight = highlight
    list.reload()
    list.select(selected.flatMap { id in rows.firstIndex { $0.id == id } } ?? 0)
  }

  /// The gist under the highlight.
  /// The highlighted row's gist (a test reads it).
  var highlightedID: String? {
    rows.indices.contains(list.selection) ? rows[list.selection].id : nil
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }

  public func showSession(login: String?, rateLimit: RateLimit?) {
    account = login ?? "not signed in"
    self.rateLimit = rateLimit
  }

  public func useRelativeTimes(_ relative: Bool) {
    relativeTimes = relative
    setRelative(relative)
    list.columns = Self.columns(relative: relative, owners: showsOwners)
  }

  /// Whether the owner column is shown (some row has an owner).
  private var showsOwners = false
  public func setStale(since: Date?, reason: String) {
    staleSince = since
    staleReason = reason
  }
  public func showLastUpdated(_ date: Date?) { lastUpdated = date }

  public func askForUserName() {
    askingUser = true
    userField.text = ""
    userField.isFocused = true
  }

  public func showPreview(_ preview: GistPreview?) {
    if preview?.id != self.preview?.id || preview?.filename != self.preview?.filename {
      previewFile.reset()
    }
    self.preview = preview
    guard let preview else { return }
    previewTitle.text = preview.title
    previewInfo.text =
      preview.fileCount > 1
      ? "\(preview.filename) · 1 of \(preview.fileCount) files · Enter opens the gist"
      : preview.filename
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

  public func choose(_ choice: Choice<GistListIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }
  public func showPosition(_ text: String) { position = text }

  public func showHit(_ text: String?, words: [String]) {
    hit = text
    guard let text else { return }
    hitView.setText(text)
    hitView.marks = (words, [0])
  }

  /// Handles a key; false for keys the list has no use for.
  public func handle(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    message.clear()
    if askingUser { return handleUserField(key) }
    if filtering { return handleFilter(key) }
    if case .mouse(let event) = key, let tab = tabs.tab(clickedBy: event),
      let clicked = GistListTab(rawValue: tab)
    {
      intentSubject.onNext(.selectTab(clicked))
      return true
    }
    if case .mouse(let event) = key {
      switch list.handleMouse(event) {
      case .activated: highlightedID.map { intentSubject.onNext(.open($0)) }
      case .moved: highlightedID.map { intentSubject.onNext(.select($0)) }
      case .ignored: break
      }
      return true
    }
    if key == .escape, !filterField.text.isEmpty {
      filterField.text = ""
      filterSubject.onNext("")
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    switch binding.command {
    case .move(.by(let delta)): select(list.selection + delta)
    case .move(.page(let direction)): page(direction)
    case .move(.first): select(0)
    case .move(.last):
      select(rows.count - 1)
      intentSubject.onNext(.jumpToEnd)
    case .cycleTab(let forward): intentSubject.onNext(.cycleTab(forward: forward))
    case .refresh: intentSubject.onNext(.refresh)
    case .open: highlightedID.map { intentSubject.onNext(.open($0)) }
    case .options: intentSubject.onNext(.options)
    case .newGist: intentSubject.onNext(.newGist)
    case .drafts: intentSubject.onNext(.drafts)
    case .preview: intentSubject.onNext(.togglePreview)
    case .order: intentSubject.onNext(.cycleOrder)
    case .visibility: intentSubject.onNext(.cycleVisibility)
    case .act(let intent): highlightedID.map { intentSubject.onNext(intent($0)) }
    case .tab:
      if case .character(let digit) = key, let number = Int(String(digit)),
        let tab = GistListTab(rawValue: number - 1)
      {
        intentSubject.onNext(.selectTab(tab))
      }
    case .filter:
      filtering = true
      filterField.isFocused = true
    }
    return true
  }

  private func handleFilter(_ key: Key) -> Bool {
    switch key {
    case .escape:
      filtering = false
      filterField.isFocused = false
      filterField.text = ""
      filterSubject.onNext("")
    case .enter, .down, .up:
      // Enter opens the highlighted result at once (the query stays for when the user
      // comes back); the arrows leave typing and move.
      filtering = false
      filterField.isFocused = false
      if key == .enter {
        highlightedID.map { intentSubject.onNext(.open($0)) }
      } else {
        _ = handle(key)
      }
    default:
      if filterField.handle(key) { filterSubject.onNext(filterField.text) }
    }
    return true
  }

  private func handleUserField(_ key: Key) -> Bool {
    switch key {
    case .escape:
      askingUser = false
      userField.isFocused = false
    case .enter:
      askingUser = false
      userField.isFocused = false
      intentSubject.onNext(.showUser(userField.text))
    default:
      userField.handle(key)
    }
    return true
  }

  private func page(_ direction: Int) {
    list.page(direction)
    highlightedID.map { intentSubject.onNext(.select($0)) }
  }

  private func select(_ index: Int) {
    list.select(index)
    highlightedID.map { intentSubject.onNext(.select($0)) }
  }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [tabs]
    if askingUser {
      children.append(
        HStack([(widget: Label("User:", style: .bold), width: 6), (widget: userField, width: nil)]))
    } else if filtering || !filterField.text.isEmpty {
      children.append(
        HStack([(widget: Label("/", style: .accent), width: 1), (widget: filterField, width: nil)]))
      if hit != nil { children.append(Sized(hitView, height: 1)) }
    }
    children.append(body())
    if let line = message.label { children.append(line) }
    let freshness =
      staleSince.map {
        "\(staleReason) · loaded \(RelativeTime.describe($0, relative: relativeTimes, now: now()))"
      }
      ?? lastUpdated.map {
        "updated \(RelativeTime.describe($0, relative: relativeTimes, now: now()))"
      } ?? "not updated yet"
    var right = [freshness]
    if let rateLimit {
      right = [
        "\(rateLimit.remaining)/\(rateLimit.limit) requests left · \(freshness)",
        "\(rateLimit.remaining) left · \(freshness)", freshness,
      ]
    }
    children.append(
      StatusBar(
        left: ["dehub", account, position].filter { !$0.isEmpty }.joined(separator: " · "),
        right: right))
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }

  private func body() -> any Widget {
    let listBody = StatusView.body(
      status, content: list, loading: "Loading gists…", failure: "The gists could not be loaded")
    guard let preview else { return listBody }
    let pane: any Widget =
      preview.id.isEmpty
      ? EmptyStateView(picture: [], title: "Nothing to preview", subtitle: "")
      : VStack([previewTitle, previewInfo, Rule(), previewFile.widget()])
    return HStack([(widget: listBody, width: nil), (widget: pane, width: nil)])
  }
}
