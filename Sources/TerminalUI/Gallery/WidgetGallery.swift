import Basics
import FoundationEssentials
import Keys

/// Every widget on one screen, with wide, right-to-left and hostile text: for screenshots,
/// for checking a terminal, and for the rendering tests. `dehub gallery` runs it.
public final class WidgetGallery {
  /// What a key asks of the loop.
  public enum Action: Equatable, Sendable {
    /// Nothing beyond redrawing.
    case none
    /// Quit.
    case quit
    /// Suspend (Ctrl-Z).
    case suspend
  }

  /// Rows of the sample list: CJK, emoji, right-to-left, and hostile text.
  public static let sampleRows: [[String]] =
    [
      ["Swift retry with backoff", "1 file", "public", "2 hours ago"],
      ["日本語のメモ — 東京", "2 files", "secret", "3 days ago"],
      ["Emoji party 🎉🚀✨", "1 file", "public", "5 days ago"],
      ["שלום עולם (right-to-left)", "1 file", "public", "1 week ago"],
      [
        "evil\u{1B}]0;pwned\u{07}\u{1B}[2J title \u{202E}gnp.exe", "1 file", "secret",
        "2 weeks ago",
      ],
      ["Combining accents: e\u{301} a\u{308} n\u{303}", "3 files", "public", "1 month ago"],
    ]
    + (1...60).map {
      [
        "Generated gist #\($0)", "\($0 % 4 + 1) files", $0 % 5 == 0 ? "secret" : "public",
        "\($0) days ago",
      ]
    }

  /// The key table: help and the hint line are made from it.
  public static let keys: [(keys: String, action: String)] = [
    ("↑ ↓ j k", "move"), ("PgUp PgDn", "page"), ("g G", "first / last"), ("Tab", "next tab"),
    ("/", "filter (Esc clears)"), ("← →", "scroll text"), ("w", "wrap"), ("n", "line numbers"),
    ("s", "secret field"), ("e", "empty state"), ("m", "dialog"), ("?", "help"),
    ("Ctrl-Z", "suspend"), ("q Esc", "quit"),
  ]

  let tabs = Tabs(["Mine", "Starred", "Public", "User"])
  let filter = TextField(placeholder: "/ to filter")
  let list: ListView
  let text = TextView()
  let spinner = Spinner("Loading the next page…")
  let status = StatusBar(left: "octocat · 4,998 requests left", right: "updated just now")
  let hints = HintBar(Array(WidgetGallery.keys.prefix(8)))
  let empty = EmptyStateView(
    picture: ["  ┌────┐", "  │ ∅  │", "  └────┘"], title: "No gists yet",
    subtitle: "press n to create your first gist")
  private var filtering = false
  private var showsEmpty = false
  private var modal: Modal?
  private var help: HelpOverlay?
  private var visible: [[String]] = WidgetGallery.sampleRows

  /// A gallery.
  public init() {
    var rows: [[String]] = WidgetGallery.sampleRows
    list = ListView(columns: [.flexible, .fixed(8), .fixed(7), .fixed(12)], count: { rows.count }) {
      rows[$0].enumerated().map { ListView.Cell($1, style: $0 == 0 ? .normal : .dim) }
    }
    filter.isFocused = false
    text.setText(Self.sampleCode)
    text.styler = { _, line in SyntaxHighlighter.swift.runs(line) }
    let update: ([[String]]) -> Void = { rows = $0 }
    self.updateRows = update
  }

  private let updateRows: ([[String]]) -> Void

  /// The widget tree to draw.
  public func content() -> any Widget {
    let body: any Widget =
      showsEmpty
      ? empty
      : HStack([(widget: list, width: nil), (widget: VStack([text, spinner]), width: nil)])
    let screen = VStack([
      Label("dehub widget gallery", style: .bold), tabs, filter, body, status, hints,
    ])
    return Overlay(base: screen, top: modal ?? help)
  }

  /// Handles a key.
  public func handle(_ key: Key) -> Action {
    if modal != nil {
      switch key {
      case .left, .right, .tab: modal?.move(by: key == .left ? -1 : 1)
      case .escape, .enter: modal = nil
      default: break
      }
      return .none
    }
    if help != nil {
      help = nil
      return .none
    }
    if filtering {
      switch key {
      case .escape:
        filtering = false
        filter.text = ""
        filter.isFocused = false
      case .enter:
        filtering = false
        filter.isFocused = false
      default:
        filter.handle(key)
      }
      applyFilter()
      return .none
    }
    switch key {
    case .character("q"), .escape, .ctrl("c"): return .quit
    case .ctrl("z"): return .suspend
    case .down, .character("j"): list.moveSelection(by: 1)
    case .up, .character("k"): list.moveSelection(by: -1)
    case .pageDown, .ctrl("f"): list.page(1)
    case .pageUp, .ctrl("b"): list.page(-1)
    case .character("g"), .home: list.select(0)
    case .character("G"), .end: list.select(list.rowCount - 1)
    case .tab: tabs.move(by: 1)
    case .backTab: tabs.move(by: -1)
    case .character("/"):
      filtering = true
      filter.isFocused = true
    case .left: text.scrollHorizontally(by: -4)
    case .right: text.scrollHorizontally(by: 4)
    case .character("w"): text.wraps.toggle()
    case .character("n"): text.showsLineNumbers.toggle()
    case .character("s"): filter.isSecret.toggle()
    case .character("e"): showsEmpty.toggle()
    case .character("m"):
      modal = .confirm(
        title: "Delete gist?", message: ["“Swift retry with backoff” will be gone for good."],
        action: "Delete")
    case .character("?"): help = HelpOverlay(title: "Keys", entries: Self.keys)
    case .mouse(let event):
      switch event.kind {
      case .wheelDown: list.moveSelection(by: 3)
      case .wheelUp: list.moveSelection(by: -3)
      default: break
      }
    default: break
    }
    return .none
  }

  /// Advances the spinner (the loop's timer calls it).
  public func tick() {
    spinner.advance()
  }

  private func applyFilter() {
    let query = filter.text
    visible =
      query.isEmpty
      ? Self.sampleRows
      : Self.sampleRows.filter { $0[0].rangeIgnoringCaseAndAccents(of: query) != nil }
    updateRows(visible)
    list.highlight = query
    list.reload()
  }

  static let sampleCode = """
    import Foundation

    /// Retries `body` with exponential backoff.
    func retry<T>(times: Int = 3, _ body: () throws -> T) rethrows -> T {
    \tvar delay = 0.1  // seconds
    \tfor attempt in 1..<times {
    \t\tdo { return try body() } catch { print("attempt \\(attempt) failed") }
    \t\tThread.sleep(forTimeInterval: delay)
    \t\tdelay *= 2
    \t}
    \treturn try body()
    }

    let greeting = "こんにちは 🌏 — a long line that goes on past the edge of the view to show horizontal scrolling and wrapping"
    print(greeting)
    """
}
