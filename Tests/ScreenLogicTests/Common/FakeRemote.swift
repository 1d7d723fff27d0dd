import GistValues
import Model
import Reactive

/// Something loaded from the server that the test answers.
class FakeRemote<Value: Sendable>: RemoteModel {
  let subject: BehaviorSubject<RemoteState<Value>>
  var loads = 0

  init(initial: Value? = nil) {
    subject = BehaviorSubject(value: RemoteState(value: initial))
  }

  var state: Observable<RemoteState<Value>> { subject.asObservable() }
  var current: RemoteState<Value> { subject.value }

  func load() {
    loads += 1
    var state = subject.value
    state.isLoading = true
    subject.onNext(state)
  }

  /// Ends the load with `value` (kept when nil) and `error`.
  func answer(_ value: Value?, error: GistError? = nil) {
    var state = subject.value
    state.isLoading = false
    if let value { state.value = value }
    state.error = error
    subject.onNext(state)
  }
}
