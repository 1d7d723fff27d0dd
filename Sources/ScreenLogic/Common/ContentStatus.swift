import Model

/// What a list screen shows: a loading line, its content, an empty state that says what to
/// do, or a failure. Every word of it is the Director's: the Stage draws it.
public enum ContentStatus: Equatable, Sendable {
  /// The first load is in flight; the title says what loads ("Loading gists…").
  case loading(String)
  /// There are rows to show.
  case hasContent
  /// Nothing to show.
  case isEmpty(EmptyState)
  /// The first load failed: what could not be loaded, why, and what to do.
  case failed(EmptyState)
}

extension ContentStatus {
  /// A failure's `reason`, and the key that tries again when the screen has one: "The
  /// server did not answer. Press R to try again." A reason that says to try again itself
  /// ("…; try again in a moment.") gives that up for the key: one retry sentence.
  public static func retrying(_ reason: String, key: String?) -> String {
    guard let key else { return reason }
    guard let clause = reason.ranges(of: "; try again").last, reason.hasSuffix(".") else {
      return "\(reason) Press \(key) to try again."
    }
    return "\(reason[..<clause.lowerBound]). Press \(key) to try again."
  }

  /// `what` could not be loaded, for `reason`; `retryKey` (nil: none) tries again.
  public static func failure(_ what: String, reason: String, retryKey: String?) -> ContentStatus {
    .failed(
      EmptyState(picture: ["  /!\\  "], title: what, subtitle: retrying(reason, key: retryKey)))
  }

  /// The status of a list loaded from the server: `loading` until a first answer, then the
  /// `failure` (when nothing was ever loaded; `retryKey` tries again), `empty`, or content.
  static func of<Element>(
    _ state: RemoteState<[Element]>, empty: EmptyState, loading: String, failure: String,
    retryKey: String?
  ) -> ContentStatus {
    guard let items = state.value else {
      if let error = state.error, !state.isLoading {
        return .failure(failure, reason: error.message, retryKey: retryKey)
      }
      return .loading(loading)
    }
    return items.isEmpty ? .isEmpty(empty) : .hasContent
  }
}
