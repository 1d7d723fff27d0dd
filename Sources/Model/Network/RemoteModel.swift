import Reactive

/// Something loaded from the server and observed by a screen (a gist, its history, its
/// comments). Directors see these protocols, so tests give them fakes.
public protocol RemoteModel<Value>: AnyObject {
  /// What is loaded.
  associatedtype Value: Sendable
  /// The state, starting with the current one.
  var state: Observable<RemoteState<Value>> { get }
  /// The current state.
  var current: RemoteState<Value> { get }
  /// Loads (again), unless a load is in flight.
  func load()
}

extension RemoteResource: RemoteModel {}
