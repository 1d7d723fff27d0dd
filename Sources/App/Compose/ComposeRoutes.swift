import Model

/// Where the compose screen leads; its Scene fills these in, tests record them.
public struct ComposeRoutes {
  /// The gist was created or changed: show it.
  public var sent: (Gist) -> Void

  /// Routes.
  public init(sent: @escaping (Gist) -> Void) {
    self.sent = sent
  }
}
