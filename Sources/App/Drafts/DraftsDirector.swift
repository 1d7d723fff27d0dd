import Model
import Reactive

/// The drafts kept from before (a failed send, a crash, a kill): review one (it opens in
/// the compose screen) or discard it after asking. When none is left the screen closes.
public final class DraftsDirector {
  private let stage: any DraftsStage
  private let drafts: DraftStore
  private let review: (Draft) -> Void
  private let close: () -> Void
  private let bag = DisposeBag()
  private var shown: [Draft] = []

  /// A Director for `stage` over `drafts`; `review` opens one, `close` leaves.
  public init(
    stage: any DraftsStage, drafts: DraftStore, review: @escaping (Draft) -> Void,
    close: @escaping () -> Void
  ) {
    self.stage = stage
    self.drafts = drafts
    self.review = review
    self.close = close
  }

  /// Starts observing and lists the drafts.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    render()
  }

  /// Lists the drafts again (the screen is shown again after a review).
  public func refresh() {
    render()
    if shown.isEmpty { close() }
  }

  private func handle(_ intent: DraftsIntent) {
    switch intent {
    case .review(let row):
      guard shown.indices.contains(row) else { return }
      review(shown[row])
    case .discard(let row):
      guard shown.indices.contains(row) else { return }
      stage.confirmDiscard(row: row, name: Self.name(of: shown[row]))
    case .confirmDiscard(let row):
      guard shown.indices.contains(row) else { return }
      drafts.remove(shown[row])
      stage.showNotice("Discarded \(Self.name(of: shown[row]))")
      refresh()
    }
  }

  private func render() {
    shown = drafts.all()
    let count = shown.count
    stage.showDrafts(
      shown, title: "\(count) unsent draft\(count == 1 ? "" : "s"): Enter reviews, x discards")
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
