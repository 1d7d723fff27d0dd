import GistValues
import Reactive

/// One value loaded with a blocking API call on the worker and observed by screens: the
/// building block of the gist document, history, comments and forks models.
public final class RemoteResource<Value: Sendable> {
  private let worker: NetworkWorker
  private let fetch: @Sendable () throws(GistError) -> Value
  private let subject = BehaviorSubject(value: RemoteState<Value>())
  /// Counts loads; the answer of a load that a newer one replaced is dropped.
  private var generation = 0

  /// A resource that loads with `fetch`.
  public init(worker: NetworkWorker, fetch: @escaping @Sendable () throws(GistError) -> Value) {
    self.worker = worker
    self.fetch = fetch
  }

  /// The state, starting with the current one.
  public var state: Observable<RemoteState<Value>> { subject.asObservable() }

  /// The current state.
  public var current: RemoteState<Value> { subject.value }

  /// Loads (again), unless a load is in flight.
  public func load() { load(completion: nil) }

  /// Loads again even if a load is in flight (whose answer is then dropped): after a
  /// change the caller made, an answer that left earlier would be stale.
  public func reload() {
    generation += 1
    subject.onNext(RemoteState(value: subject.value.value, isLoading: false, error: nil))
    load(completion: nil)
  }

  /// Loads (again), unless a load is in flight. `completion` runs after the state changed.
  public func load(completion: ((Result<Value, GistError>) -> Void)?) {
    guard !subject.value.isLoading else { return }
    update { $0.isLoading = true }
    let started = generation
    worker.perform(fetch) { [weak self] result in
      guard let self, self.generation == started else { return }
      self.update { state in
        state.isLoading = false
        switch result {
        case .success(let value):
          state.value = value
          state.error = nil
        case .failure(let error):
          state.error = error
        }
      }
      completion?(result)
    }
  }

  /// Replaces the value (after a change the caller made on the server, or from a cache).
  public func set(_ value: Value) {
    update {
      $0.value = value
      $0.error = nil
    }
  }

  /// Changes the value in place.
  public func modify(_ change: (inout Value) -> Void) {
    guard var value = subject.value.value else { return }
    change(&value)
    set(value)
  }

  private func update(_ change: (inout RemoteState<Value>) -> Void) {
    var state = subject.value
    change(&state)
    subject.onNext(state)
  }
}
