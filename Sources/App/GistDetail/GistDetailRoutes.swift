import Model

/// Where the detail screen leads; its Scene fills these in, tests record them.
public struct GistDetailRoutes {
  /// Another gist (the new fork).
  public var open: (Destination) -> Void
  /// The revisions of the gist shown.
  public var history: (Gist) -> Void
  /// The comments of the gist shown.
  public var comments: (Gist) -> Void
  /// Leave the screen (the gist was deleted).
  public var close: () -> Void
  /// Edit the gist shown (its whole current version).
  public var edit: (Gist) -> Void

  /// Routes.
  public init(
    open: @escaping (Destination) -> Void, history: @escaping (Gist) -> Void,
    comments: @escaping (Gist) -> Void, close: @escaping () -> Void,
    edit: @escaping (Gist) -> Void = { _ in }
  ) {
    self.edit = edit
    self.open = open
    self.history = history
    self.comments = comments
    self.close = close
  }
}
