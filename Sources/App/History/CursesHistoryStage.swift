import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The history drawn with the terminal toolkit: one row a revision (version, author, when,
/// additions and deletions).
public final class CursesHistoryStage: HistoryStage, KeyedStage {
  /// What a key of the history does.
  public enum Command: Sendable {
    case move(ListMove), refresh
    /// An action on the highlighted revision.
    case act(@Sendable (String) -> HistoryIntent)
  }

  /// The keys of the history, in help order.
  public static let table: [KeyBinding<Command>] =
    [
      KeyBinding(
        [.enter], "Enter", "what this revision changed", .act { .changes($0) }, hinted: true,
        rank: 0),
      KeyBinding(
        [.character("d")], "d", "diff against the current version", .act { .diff($0) },
        hinted: true, rank: 3),
      KeyBinding(
        [.character("o")], "o", "the files at this revision", .act { .open($0) }, hinted: true,
        rank: 2),
      KeyBinding(
        [.character("r")], "r", "restore this revision (asks first)",
        .act { .restore($0) }, hinted: true, rank: 1),
    ]
    + KeyBinding.navigation(
      item: "revision", first: "newest", last: "oldest"
    ) { .move($0) }
    + [
      KeyBinding([.character("R")], "R", "reload", .refresh)
    ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<HistoryIntent>()
  private let titleLabel = Label("", style: .bold)
  private var commits: [GistCommit] = []
  /// The versions: author (at most a login's 39 characters, so a wide screen keeps the
  /// date beside it), date, lines added and removed.
  private lazy var list: ListView = {
    let list = ListView(
      columns: [.fixed(9), .flexible, .fixed(18), .fixed(8), .fixed(8)],
      count: { [unowned self] in commits.count }
    ) { [unowned self] in
      let commit = commits[$0]
      return [
        ListView.Cell(String(commit.version.prefix(7)), style: .accent),
        ListView.Cell(commit.user?.login ?? "unknown"),
        ListView.Cell(
          commit.committedAt.map {
            RelativeTime.describe($0, relative: relativeTimes, now: now())
          } ?? "", style: .dim),
        ListView.Cell("+\(commit.additions)", style: .success),
        ListView.Cell("-\(commit.deletions)", style: .error),
      ]
    }
    list.maximumFlexible = 39
    return list
  }()
  private var status: ContentStatus = .loading
  private var message = StageMessage()
  private let prompt = StagePrompt()
  private var relativeTimes = true
  private let now: () -> Date

  /// A history Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<HistoryIntent> { intentSubject.asObservable() }
  public func showTitle(_ title: String) { titleLabel.text = title }

  public func showCommits(_ commits: [GistCommit]) {
    self.commits = commits
    list.reload()
  }

  public func setContentStatus(_ status: ContentStatus) { self.status = status }
  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }
  public func useRelativeTimes(_ relative: Bool) { relativeTimes = relative }

  public func choose(_ choice: Choice<HistoryIntent>) {
    prompt.choose(choice) { [intentSubject] in intentSubject.onNext($0) }
  }

  /// The revision under the highlight.
  private var highlighted: String? {
    commits.indices.contains(list.selection) ? commits[list.selection].version : nil
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated, let version = highlighted {
        intentSubject.onNext(.changes(version))
      }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .move(let move): list.perform(move, count: commits.count)
    case .act(let intent): highlighted.map { intentSubject.onNext(intent($0)) }
    case .refresh: intentSubject.onNext(.refresh)
    }
    return true
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [titleLabel]
    children.append(
      StatusView.body(
        status, content: list, loading: "Loading the history…",
        failure: "The history could not be loaded"))
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }
}
