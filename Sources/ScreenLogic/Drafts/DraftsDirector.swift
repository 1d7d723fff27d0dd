import Basics
import GistValues
import Reactive
import Store

/// The drafts kept from before (a failed send, a crash, a kill): review one (it opens in
/// the compose screen) or discard it after asking. When none is left on coming back to it
/// (the last one sent), the screen closes; after a discard it stays until left.
/// A draft written for another account or host says so ("written for LOGIN at HOST") and
/// opens here only after a question naming both, so it is not sent there unasked.
public final class DraftsDirector: ScreenDirector {
  public typealias Intent = DraftsIntent

  private let stage: any DraftsStage
  private let drafts: DraftStore
  private weak var navigator: (any Navigator)?
  private let bag = DisposeBag()
  private var shown: [Draft] = []

  /// A Director for `stage` over `drafts`; a review opens the compose screen through
  /// `navigator`.
  public init(
    stage: any DraftsStage, drafts: DraftStore, navigator: any Navigator
  ) {
    self.stage = stage
    self.drafts = drafts
    self.navigator = navigator
  }

  /// Starts observing and lists the drafts.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    render()
  }

  /// Lists the drafts again (the screen is shown again after a review).
  public func uncovered() { refresh() }

  /// Shows the drafts as they are now; none left: the screen closes.
  private func refresh() {
    render()
    if shown.isEmpty { navigator?.go(.back) }
  }

  private func handle(_ intent: DraftsIntent) {
    switch intent {
    case .review(let id):
      guard let draft = shown.first(where: { $0.id == id }) else { return }
      guard let account = drafts.account, !account.owns(draft) else {
        navigator?.go(.push(.compose(draft)))
        return
      }
      let writer = DraftAccount.writer(of: draft) ?? account.described
      stage.confirmReviewHere(
        id: id, question: "Send this draft as \(account.described)?",
        detail: [
          "It was written for \(writer).",
          "Opened here, it is sent to \(account.described) when you send it.",
        ], action: "Open here")
    case .confirmReviewHere(let id):
      guard let draft = shown.first(where: { $0.id == id }), let account = drafts.account else {
        return
      }
      let adopted = account.stamp(draft)
      do throws(GistError) {
        try drafts.save(adopted)
      } catch {
        return stage.showNotice(error.message)
      }
      navigator?.go(.push(.compose(adopted)))
    case .discard(let id):
      guard let draft = shown.first(where: { $0.id == id }) else { return }
      stage.confirmDiscard(id: id, name: Self.name(of: draft))
    case .confirmDiscard(let id):
      guard let draft = shown.first(where: { $0.id == id }) else { return }
      drafts.remove(draft)
      stage.showNotice("Discarded \(Self.name(of: draft))")
      // The screen stays, empty, after its last draft is discarded: the user's next `q`
      // (to leave it) would else quit dehub from the list it fell back to.
      render()
    }
  }

  private func render() {
    // Other hosts' drafts show too, marked, so one can be moved here (issue 30); the start
    // and the list's count say only this host's.
    shown = drafts.all()
    let count = shown.count
    stage.showDrafts(
      shown.map {
        DraftRow(
          id: $0.id,
          name: elsewhere($0) + Self.name(of: $0) + ($0.lastError.map { " — \($0)" } ?? ""),
          fileCount: $0.files.count, savedAt: $0.savedAt)
      },
      title: count == 0
        ? "No unsent drafts: a gist you write waits here until GitHub has it"
        : "\(count.counted("unsent draft")): Enter reviews, x discards")
  }

  /// "written for LOGIN at HOST — " for a draft of another account or host, else nothing:
  /// first in the row, so a narrow screen cuts the draft's name, not the host and port that
  /// tell servers apart.
  private func elsewhere(_ draft: Draft) -> String {
    guard !drafts.isOwn(draft), let writer = DraftAccount.writer(of: draft) else { return "" }
    return "written for \(writer) — "
  }

  /// What the list says at the start when `count` unsent drafts are kept for this host
  /// (`key` opens them): the app starts on the list, not on the drafts.
  public static func keptNotice(_ count: Int, key: String) -> String {
    "\(count.counted("unsent draft")) kept · \(key) opens \(count == 1 ? "it" : "them")"
  }

  /// What a draft is called: its description, else its first file name.
  public static func name(of draft: Draft) -> String {
    let kind = draft.gistID.map { "edit of \($0)" } ?? "new gist"
    let title =
      draft.description.isEmpty
      ? (draft.files.keys.sorted().first ?? "no files") : draft.description
    return "\(title) (\(kind))"
  }
}
