import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The unsent drafts drawn with the terminal toolkit: what each is, its files, when it was
/// saved and why its last send failed.
public final class CursesDraftsStage: DraftsStage, KeyedStage {
  public typealias Intent = DraftsIntent

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
  public var highlighted: String? {
    drafts.indices.contains(list.selection) ? drafts[list.selection].id : nil
  }

  public func showNotice(_ notice: String) { message.notice(notice) }

  /// An open question takes every key.
  public func intercept(_ key: Key) -> Bool { prompt.handle(key) }

  /// The open question's keys, for the footer.
  public var focusHints: [(keys: String, action: String)]? { prompt.hints }

  public func prepareForKey() { message.clear() }
  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  public func send(_ intent: DraftsIntent) { intentSubject.onNext(intent) }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column([titleLabel, list], message: message, help: help, dialog: prompt.dialog())
  }
}
