import Model

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

extension ContentStatus {
  /// A failure's `reason`, and the key that tries again when the screen has one: "The
  /// server did not answer. Press R to try again."
  public static func retrying(_ reason: String, key: String?) -> String {
    key.map { "\(reason) Press \($0) to try again." } ?? reason
  }

  /// The status of a list loaded from the server: loading until a first answer, then the
  /// failure (when nothing was ever loaded), `empty`, or content.
  static func of<Element>(_ state: RemoteState<[Element]>, empty: EmptyState) -> ContentStatus {
    guard let items = state.value else {
      if let error = state.error, !state.isLoading { return .failed(error.message) }
      return .loading
    }
    return items.isEmpty ? .isEmpty(empty) : .hasContent
  }
}
