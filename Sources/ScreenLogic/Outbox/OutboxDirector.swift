import Basics
import GistValues
import Reactive
import Store

/// The outbox screen: what waits to be sent, what is being sent, and what stopped at a
/// conflict or a refusal, each with why. Send now; open a write (a new gist or an edit
/// opens in compose, taken out of the outbox, so a conflict is settled there as any
/// edit's is; a delete, star or comment opens its gist); drop one after asking.
public final class OutboxDirector: ScreenDirector {
  public typealias Intent = OutboxIntent

  private let stage: any OutboxStage
  private let courier: OutboxCourier
  private let drafts: DraftStore
  private weak var navigator: (any Navigator)?
  private let bag = DisposeBag()
  private var shown: [OutboxRecord] = []
  /// The draft of the write last opened in compose, until the screen shows again.
  private var opened: Draft?

  /// A Director for `stage` over `courier`'s outbox; a write opened in compose becomes a
  /// draft in `drafts` first (so nothing is lost if compose is left).
  public init(
    stage: any OutboxStage, courier: OutboxCourier, drafts: DraftStore, navigator: any Navigator
  ) {
    self.stage = stage
    self.courier = courier
    self.drafts = drafts
    self.navigator = navigator
  }

  /// Starts observing and lists the writes.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    courier.changed.subscribe(onNext: { [weak self] in self?.render() }).disposed(by: bag)
    courier.refusals.subscribe(onNext: { [weak self] in self?.stage.showNotice($0) })
      .disposed(by: bag)
    render()
  }

  /// Lists the writes again (back from compose or a gist); a write opened in compose and
  /// left unsent is said to be a draft now, no longer waiting here.
  public func uncovered() {
    render()
    guard let draft = opened else { return }
    opened = nil
    guard drafts.all().contains(where: { $0.id == draft.id }) else { return }
    stage.showNotice(
      "“\(ComposeDirector.name(of: draft))” is a draft now, no longer in the outbox: it is "
        + "sent from compose (D in the gist list opens your drafts).")
  }

  private func handle(_ intent: OutboxIntent) {
    switch intent {
    case .open(let id):
      guard let record = shown.first(where: { $0.id == id }) else { return }
      open(record)
    case .sendNow:
      guard courier.outbox.waitingCount > 0 else {
        return stage.showNotice("Nothing waits to be sent; a conflict is settled by opening it.")
      }
      stage.showNotice("Sending…")
      courier.sendNow()
    case .drop(let id):
      guard let record = shown.first(where: { $0.id == id }) else { return }
      stage.confirmDrop(
        id: id, title: "Drop this write?",
        detail: [record.write.summary, Self.loss(record.write)], action: "Drop")
    case .confirmDrop(let id):
      guard let record = shown.first(where: { $0.id == id }) else { return }
      courier.drop(record)
      stage.showNotice("Dropped: \(record.write.summary)")
    }
  }

  private func open(_ record: OutboxRecord) {
    guard case .send(let draft) = record.write else {
      if let id = record.write.gistID { navigator?.go(.push(.gist(id: id, revision: nil))) }
      return
    }
    guard !courier.isSending else {
      return stage.showNotice("It is being sent; open it again in a moment.")
    }
    // The draft first, then out of the outbox: a crash between leaves it in both, never in
    // neither.
    do throws(GistError) {
      try drafts.save(draft)
    } catch {
      return stage.showNotice(error.message)
    }
    courier.drop(record)
    opened = draft
    navigator?.go(.push(.compose(draft)))
  }

  /// What dropping `write` loses, in a sentence.
  static func loss(_ write: OutboxWrite) -> String {
    switch write {
    case .send: "Its text goes with it; nothing is sent."
    case .comment: "The comment's text goes with it; nothing is sent."
    case .delete: "The gist stays on GitHub."
    case .star(_, let starred): starred ? "The gist stays unstarred." : "The gist stays starred."
    }
  }

  private func render() {
    shown = courier.records
    let waiting = shown.filter { $0.state == .waiting }.count
    let stopped = shown.count - waiting
    let rows = shown.enumerated().map { index, record in
      OutboxRow(
        id: record.id, summary: record.write.summary,
        state: Self.state(of: record, sending: courier.isSending && index == firstWaiting),
        needsYou: record.state != .waiting, queuedAt: record.queuedAt)
    }
    var parts: [String] = []
    if waiting > 0 { parts.append("\(waiting.counted("write")) waiting to send") }
    if stopped > 0 { parts.append("\(stopped) need\(stopped == 1 ? "s" : "") you") }
    stage.showWrites(
      rows,
      title: parts.isEmpty
        ? "The outbox is empty: what GitHub cannot take now waits here"
        : parts.joined(separator: " · ") + ": Enter opens, S sends now, x drops")
  }

  /// Why `intent` does nothing now (nil: it works).
  public func availability(of intent: OutboxIntent) -> String? {
    switch intent {
    case .sendNow: courier.outbox.waitingCount == 0 ? "nothing waits" : nil
    default: nil
    }
  }

  private var firstWaiting: Int? { shown.firstIndex { $0.state == .waiting } }

  /// A record's state in words.
  static func state(of record: OutboxRecord, sending: Bool) -> String {
    switch record.state {
    case .waiting:
      if sending { return "sending…" }
      return record.lastError.map { "waiting · last try: \($0)" } ?? "waiting"
    case .conflict(let reason): return "conflict: \(reason)"
    case .failed(let reason): return "failed: \(reason)"
    }
  }
}
