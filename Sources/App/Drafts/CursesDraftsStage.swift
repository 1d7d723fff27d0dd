import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The unsent drafts drawn with the terminal toolkit: what each is, its files, when it was
/// saved and why its last send failed.
public final class CursesDraftsStage: DraftsStage, KeyedStage {
  /// What a key of the drafts screen does.
  public enum Command: Sendable {
    case move(Int), review, discard
  }

  /// The keys of the drafts screen, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding([.enter], "Enter", "review the draft", .review, hinted: true),
    KeyBinding(
      [.character("x"), .delete], "x Del", "discard it (asks first)", .discard, hinted: true),
    KeyBinding([.down, .character("j")], "↓ j", "next draft", .move(1)),
    KeyBinding([.up, .character("k")], "↑ k", "previous draft", .move(-1)),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let intentSubject = PublishSubject<DraftsIntent>()
  private let prompt = StagePrompt()
  private let titleLabel = Label("", style: .bold)
  private var drafts: [DraftRow] = []
  private var message = StageMessage()
  private let now: () -> Date
  private lazy var list = ListView(
    columns: [.flexible, .fixed(9), .fixed(20)], count: { [unowned self] in drafts.count }
  ) { [unowned self] in
    let draft = drafts[$0]
    return [
      ListView.Cell(draft.name),
      ListView.Cell(draft.filesLabel, style: .dim),
      ListView.Cell(draft.savedLabel(now: now()), style: .dim),
    ]
  }

  /// A drafts Stage.
  public init(now: @escaping () -> Date = Date.init) {
    self.now = now
  }

  public var intents: Observable<DraftsIntent> { intentSubject.asObservable() }

  public func showDrafts(_ drafts: [DraftRow], title: String) {
    self.drafts = drafts
    titleLabel.text = title
    list.reload()
  }

  public func confirmDiscard(id: String, name: String) {
    prompt.confirm(
      title: "Discard this draft?", message: [name, "Its text will be gone."], action: "Discard"
    ) {
      [intentSubject] in intentSubject.onNext(.confirmDiscard(id))
    }
  }

  public func confirmReviewHere(id: String, question: String, detail: [String], action: String) {
    prompt.confirm(title: question, message: detail, action: action) {
      [intentSubject] in intentSubject.onNext(.confirmReviewHere(id))
    }
  }

  /// The draft under the highlight.
  private var highlighted: String? {
    drafts.indices.contains(list.selection) ? drafts[list.selection].id : nil
  }

  public func showNotice(_ notice: String) { message.notice(notice) }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if prompt.handle(key) { return true }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .move(let delta): list.moveSelection(by: delta)
    case .review: highlighted.map { intentSubject.onNext(.review($0)) }
    case .discard: highlighted.map { intentSubject.onNext(.discard($0)) }
    }
    return true
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [titleLabel, list]
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: prompt.dialog())
  }
}
