import FoundationEssentials
import GistValues
import Model
import Reactive
import Store

/// Mine with the new gists still waiting in the outbox on top, each a row of its own
/// (its id `queued:RECORD`, its time "waiting"), so a gist written offline is seen
/// where the user looks for it; the rest is the account's list as it is. Opening such a
/// row opens the outbox. When the gist goes, its row is GitHub's.
public final class OutboxListing: GistCollectionModel {
  /// The prefix of a waiting gist's id in the list.
  public static let prefix = "queued:"

  private let base: any GistCollectionModel
  private let courier: OutboxCourier
  private let subject: BehaviorSubject<CollectionState>
  private let bag = DisposeBag()

  /// `base` (Mine) with `courier`'s waiting new gists on top.
  public init(_ base: any GistCollectionModel, courier: OutboxCourier) {
    self.base = base
    self.courier = courier
    subject = BehaviorSubject(value: base.current)
    base.state.subscribe(onNext: { [weak self] in self?.publish($0) }).disposed(by: bag)
    courier.changed.subscribe(onNext: { [weak self] in
      guard let self else { return }
      self.publish(self.base.current)
    }).disposed(by: bag)
  }

  /// Whether `id` is a waiting gist's row.
  public static func isWaiting(_ id: String) -> Bool { id.hasPrefix(prefix) }

  public var state: Observable<CollectionState> { subject.asObservable() }
  public var current: CollectionState { subject.value }
  public func refresh(completion: (() -> Void)?) { base.refresh(completion: completion) }
  public func loadNextPage() { base.loadNextPage() }
  public func loadRest() { base.loadRest() }

  private func publish(_ state: CollectionState) {
    var state = state
    let waiting = courier.records.compactMap { record -> Gist? in
      guard case .send(let draft) = record.write, draft.gistID == nil else { return nil }
      return Gist(
        id: Self.prefix + record.id, description: draft.description, isPublic: draft.isPublic,
        files: draft.files.map {
          GistFile(filename: $0.key, size: $0.value.utf8.count, content: $0.value)
        },
        createdAt: record.queuedAt, updatedAt: record.queuedAt)
    }
    if !waiting.isEmpty { state.gists = waiting.reversed() + state.gists }
    subject.onNext(state)
  }
}
