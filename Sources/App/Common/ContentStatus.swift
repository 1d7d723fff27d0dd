/// What a list screen shows: a loading indicator, its content, an empty state that says
/// what to do, or a failure.
public enum ContentStatus: Equatable, Sendable {
  /// The first load is in flight.
  case loading
  /// There are rows to show.
  case hasContent
  /// Nothing to show.
  case isEmpty(EmptyState)
  /// The first load failed; the sentence says why.
  case failed(String)
}
