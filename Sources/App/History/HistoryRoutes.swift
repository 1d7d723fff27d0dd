/// Where the history screen leads; its Scene fills these in, tests record them.
public struct HistoryRoutes {
  /// A revision's files (a gist destination with a revision).
  public var open: (Destination) -> Void
  /// A diff, with its title.
  public var showDiff: (_ title: String, _ lines: [DiffLine]) -> Void

  /// Routes.
  public init(
    open: @escaping (Destination) -> Void,
    showDiff: @escaping (_ title: String, _ lines: [DiffLine]) -> Void
  ) {
    self.open = open
    self.showDiff = showDiff
  }
}
