import Foundation
import Reactive
import TerminalUI

/// The gist detail drawn with the terminal toolkit: a header, the files as tabs, the file
/// in a text view with line numbers (binary files said as such), the hint line.
public final class CursesGistDetailStage: GistDetailStage {
  /// What a key of the detail screen does.
  public enum Command: Sendable {
    case file(forward: Bool), scroll(Int), page(Int), top, bottom, sideways(Int), wrap, star
    case refresh
  }

  /// The keys of the detail screen, in help order.
  public static let bindings: [KeyBinding<Command>] = [
    KeyBinding([.tab], "Tab", "next file", .file(forward: true), hinted: true),
    KeyBinding([.backTab], "Shift-Tab", "previous file", .file(forward: false)),
    KeyBinding([.down, .character("j")], "↓ j", "scroll down", .scroll(1), hinted: true),
    KeyBinding([.up, .character("k")], "↑ k", "scroll up", .scroll(-1)),
    KeyBinding(
      [.pageDown, .ctrl("f"), .character(" ")], "PgDn Ctrl-F Space", "page down", .page(1)),
    KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", "page up", .page(-1)),
    KeyBinding([.character("g"), .home], "g Home", "top", .top),
    KeyBinding([.character("G"), .end], "G End", "bottom", .bottom),
    KeyBinding([.left, .character("h")], "← h", "scroll left", .sideways(-8)),
    KeyBinding([.right, .character("l")], "→ l", "scroll right", .sideways(8)),
    KeyBinding([.character("w")], "w", "wrap long lines", .wrap),
    KeyBinding([.character("s")], "s", "star / unstar", .star, hinted: true),
    KeyBinding([.character("r")], "r", "reload", .refresh),
  ]

  private let intentSubject = PublishSubject<GistDetailIntent>()
  private let titleLabel = Label("", style: .bold)
  private let infoLabel = Label("", style: .dim)
  private let fileTabs = Tabs([])
  private let text = TextView()
  private var content: FileContent = .loading
  private var status: ContentStatus = .loading
  private var message: String?
  private let now: () -> Date

  /// A detail Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<GistDetailIntent> { intentSubject.asObservable() }

  public func showHeader(_ header: GistHeader) {
    titleLabel.text = header.title
    var parts: [String] = []
    if let owner = header.owner { parts.append(owner) }
    parts.append(header.isPublic ? "public" : "secret")
    if let updated = header.updatedAt {
      parts.append("updated \(RelativeTime.describe(updated, now: now()))")
    }
    if let created = header.createdAt {
      parts.append("created \(RelativeTime.describe(created, now: now()))")
    }
    parts.append("\(header.comments) comment\(header.comments == 1 ? "" : "s")")
    if let forks = header.forks { parts.append("\(forks) fork\(forks == 1 ? "" : "s")") }
    if let starred = header.isStarred { parts.append(starred ? "★ starred" : "☆ not starred") }
    infoLabel.text = parts.joined(separator: " · ")
  }

  public func showFiles(_ names: [String], selected: Int) {
    let changed = fileTabs.titles != names || fileTabs.selected != selected
    fileTabs.titles = names
    fileTabs.selected = selected
    if changed { content = .loading }
  }

  public func showContent(_ content: FileContent) {
    guard content != self.content else { return }
    self.content = content
    if case .text(let body, let language) = content {
      text.setText(body)
      let highlighter = SyntaxHighlighter.forFile(
        named: fileTabs.titles.indices.contains(fileTabs.selected)
          ? fileTabs.titles[fileTabs.selected] : "", language: language)
      text.styler = highlighter.map { highlighter in { _, line in highlighter.runs(line) } }
    }
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message = message }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    message = nil
    guard let binding = Self.bindings.binding(for: key) else { return false }
    switch binding.command {
    case .file(let forward): intentSubject.onNext(.cycleFile(forward: forward))
    case .scroll(let rows): text.scroll(by: rows)
    case .page(let direction): text.page(direction)
    case .top: text.jump(toEnd: false)
    case .bottom: text.jump(toEnd: true)
    case .sideways(let columns): text.scrollHorizontally(by: columns)
    case .wrap: text.wraps.toggle()
    case .star: intentSubject.onNext(.toggleStar)
    case .refresh: intentSubject.onNext(.refresh)
    }
    return true
  }

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
      children += [titleLabel, infoLabel, fileTabs, body()]
    }
    if let message { children.append(Label(message, style: .error)) }
    children.append(HintBar(help))
    return VStack(children)
  }

  private func body() -> any Widget {
    switch content {
    case .text: return text
    case .binary(let size):
      return EmptyStateView(
        picture: ["[ 0101 ]"], title: "A binary file (\(size) bytes)",
        subtitle: "not shown here; clone the gist to get it")
    case .empty: return EmptyStateView(picture: [], title: "An empty file", subtitle: "")
    case .loading: return EmptyStateView(picture: [], title: "Loading the file…", subtitle: "")
    }
  }
}
