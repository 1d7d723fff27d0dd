import Basics
import GistValues
import GistWork
import Reactive

/// The list's marks and what is done to them: `Space`, `V` and `Ctrl-A` mark gists (kept by
/// id across the filter, a refresh, a new order and a tab switch); `d` and `*` act on the
/// marks when there are some (one question names the count and the first few), one
/// request at a time, paced by `GistBulk`, with progress; a failure stops the run, says
/// which were done, and keeps the rest marked. After a delete (one gist or many), `u`
/// makes them again from their kept copies, until the next action.
final class GistListMarking {
  private let stage: any GistListStage
  private let session: AppSession
  private let tools: GistListTools
  private let bulk: GistBulk
  /// The undo key (as remapped), for the sentences that name it; nil when deleted gists'
  /// copies are not kept (no cache), so a delete cannot be undone.
  private let undoKey: String?
  /// The marked gists.
  private(set) var selection = GistListSelection()
  /// The gists the last delete took, which `u` makes again, until the next action.
  private(set) var undoable: [Gist] = []
  /// The action asked about, waiting for its yes.
  private var asked: (action: GistBulkAction, gists: [Gist])?
  /// The model of the request in flight, kept until it answered.
  private var inFlight: AnyObject?
  /// The gists made again by the undo running.
  private var restored: [Gist] = []

  private let report = PublishSubject<GistListOutcome>()
  private let bag = DisposeBag()
  /// What the marks did that the list shows (as it happens: a run goes on after `handle`).
  var outcomes: Observable<GistListOutcome> { report.asObservable() }

  init(
    stage: any GistListStage, session: AppSession, tools: GistListTools, bulk: GistBulk,
    undoKey: String?
  ) {
    self.stage = stage
    self.session = session
    self.tools = tools
    self.bulk = bulk
    self.undoKey = undoKey
    // Deleted on its own screen: `u` here makes it again, as for a delete from the list.
    session.deletedGist.asObservable().subscribe(onNext: { [weak self] in self?.deletedOne($0) })
      .disposed(by: bag)
  }

  /// The list closed (the app quit, Ctrl-C, a signal): a run under way stops between two
  /// requests, and what it did is said when the app has ended.
  func closed() {
    guard let running = bulk.running else { return }
    bulk.cancel()
    session.sayAtEnd(GistBulkWording.cutOff(running.action, at: running.at, of: running.of))
  }

  /// Handles `intent` when it is about marks or acts on them, on the list as `state` holds
  /// it. False when the intent is not the marks' (a `d` or `*` with nothing marked is the
  /// highlighted gist's).
  func handle(_ intent: GistListIntent, in state: GistListState) -> Bool {
    let shown = state.shown.gists
    // The offer to undo lasts until the next action (a move is none).
    switch intent {
    case .select, .jumpToEnd, .undo, .leaveField: break
    default: undoable = []
    }
    switch intent {
    case .mark(let id):
      guard let gist = state.listed(id) else { return true }
      selection.toggle(gist)
      report.onNext(.rerender)
    case .markRange(let id):
      guard let gist = state.listed(id) else { return true }
      selection.markRange(to: gist, in: shown)
      report.onNext(.rerender)
    case .markAll:
      let before = selection.count
      let marked = selection.toggleAll(shown)
      let count = marked ? shown.count : before
      stage.showNotice(GistBulkWording.markedAll(count, marked: marked, more: state.morePages))
      report.onNext(.rerender)
    case .delete where !selection.isEmpty:
      ask(.delete, selection.gists)
    case .toggleStar where !selection.isEmpty:
      let unstarred = selection.gists.filter { !state.isStarred($0.id) }
      if unstarred.isEmpty { ask(.unstar, selection.gists) } else { ask(.star, unstarred) }
    case .confirmBulk(let action):
      guard let asked, asked.action == action else { return true }
      self.asked = nil
      run(action, on: asked.gists, marked: true)
    case .undo:
      let gists = undoable
      undoable = []
      restored = []
      run(.restore, on: gists, marked: false)
    default: return false
    }
    return true
  }

  /// Why `intent` does nothing now because of the marks or the undo (nil: the list
  /// decides).
  func availability(of intent: GistListIntent, shown: Int) -> String? {
    switch intent {
    case .undo:
      if let running = bulk.running { return Self.busy(running) }
      if undoKey == nil { return "no copies kept (no cache)" }
      return undoable.isEmpty ? "nothing deleted just now" : nil
    case .markAll: return shown == 0 && selection.isEmpty ? "nothing shown" : nil
    case .delete where !selection.isEmpty:
      if let running = bulk.running { return Self.busy(running) }
      let others = selection.gists.filter {
        GistRules.ownersOnly($0, login: session.login.value) != nil
      }.count
      return others > 0
        ? "your gists only: \(others.grouped) marked \(others == 1 ? "is" : "are") not yours" : nil
    case .toggleStar where !selection.isEmpty:
      return bulk.running.map(Self.busy)
    default: return nil
    }
  }

  private static func busy(_ running: (action: GistBulkAction, at: Int, of: Int)) -> String {
    "busy: \(GistBulkWording.progress(running.action, running.at, of: running.of))"
  }

  /// The rows with the marked ones marked.
  func marked(_ rows: [GistRow]) -> [GistRow] {
    guard !selection.isEmpty else { return rows }
    return rows.map { row in
      var row = row
      row.isMarked = selection.contains(row.id)
      return row
    }
  }

  /// Gist `gist` was deleted alone (`d` with nothing marked): `u` makes it again.
  func deletedOne(_ gist: Gist) {
    selection.remove(gist.id)
    undoable = [gist]
    stage.showNotice(
      GistBulkWording.outcome(
        GistBulk.Outcome(action: .delete, done: [gist], failure: nil, left: []),
        undoKey: undoKey, marked: false
      ).text)
  }

  /// Asks before doing `action` to `gists`.
  private func ask(_ action: GistBulkAction, _ gists: [Gist]) {
    let drafts =
      action == .delete
      ? gists.reduce(0) { $0 + (tools.drafts?.drafts(editing: $1.id).count ?? 0) } : 0
    let question = GistBulkWording.question(action, gists, undoKey: undoKey, drafts: drafts)
    asked = (action, gists)
    stage.confirm(
      question.title, message: question.message, action: question.button,
      intent: .confirmBulk(action))
  }

  private func run(_ action: GistBulkAction, on gists: [Gist], marked: Bool) {
    bulk.run(
      action, on: gists,
      perform: { [weak self] gist, answer in self?.perform(action, on: gist, answer: answer) },
      progress: { [weak self] number, total in
        self?.stage.showNotice(GistBulkWording.progress(action, number, of: total))
      },
      each: { [weak self] gist in self?.did(action, to: gist) },
      finished: { [weak self] outcome in self?.finished(outcome, marked: marked) })
  }

  private func perform(
    _ action: GistBulkAction, on gist: Gist, answer: @escaping (Result<Void, GistError>) -> Void
  ) {
    switch action {
    case .delete:
      let actions = tools.actions(gist.id)
      inFlight = actions
      actions.delete(completion: answer)
    case .star, .unstar:
      let star = tools.star(gist.id, action == .unstar)
      inFlight = star
      star.toggle(completion: answer)
    case .restore:
      let actions = tools.actions(gist.id)
      inFlight = actions
      actions.restore { [weak self] result in
        if case .success(let made) = result { self?.restored.append(made) }
        answer(result.map { _ in })
      }
    }
  }

  private func did(_ action: GistBulkAction, to gist: Gist) {
    inFlight = nil
    switch action {
    case .delete:
      GistDeletion.deleted(gist.id, drafts: tools.drafts)
      selection.remove(gist.id)
      report.onNext(.dropped(gist.id))
    case .star, .unstar:
      selection.remove(gist.id)
      report.onNext(.starChanged(gist.id, action == .star))
      report.onNext(.rerender)
    case .restore: break
    }
  }

  private func finished(_ outcome: GistBulk.Outcome, marked: Bool) {
    inFlight = nil
    let said = GistBulkWording.outcome(outcome, undoKey: undoKey, marked: marked)
    if said.failed { stage.showMessage(said.text) } else { stage.showNotice(said.text) }
    switch outcome.action {
    case .delete: undoable = outcome.done
    case .restore:
      // What was not made again can be tried again.
      undoable = outcome.failure.map { [$0.item] + outcome.left } ?? []
      if !outcome.done.isEmpty { report.onNext(.reload) }
    case .star, .unstar: break
    }
  }
}
