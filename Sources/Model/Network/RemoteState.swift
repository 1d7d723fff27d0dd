import GistValues

/// The state of something loaded from the server: its value when known, whether a load
/// is in flight, and the last failure.
public struct RemoteState<Value: Sendable>: Sendable {
  /// The value, once loaded.
  public var value: Value?
  /// Whether a load is in flight.
  public var isLoading: Bool
  /// The last failure, cleared by the next success.
  public var error: GistError?

  /// A state.
  public init(value: Value? = nil, isLoading: Bool = false, error: GistError? = nil) {
    self.value = value
    self.isLoading = isLoading
    self.error = error
  }
}

extension RemoteState: Equatable where Value: Equatable {}
