import Reactive

/// Something loaded from the server and observed by a screen (a gist, its history, its
/// comments). Directors see these protocols, so tests give them fakes.
///
/// The network models report in one of two ways, and only these:
/// - what a screen shows (a list, a gist, its history, comments, a star) is observable
///   state, which starts with the current value and changes as loads land;
/// - a command the user gave (fork, delete, clone, create, update, add or delete a comment,
///   toggle a star, check a token, look a name up) takes a completion that receives a
///   `Result` once, on the main loop; the state it changes updates as well.
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
