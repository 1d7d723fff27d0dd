import FoundationEssentials
import GistValues

/// What a gist list holds and is doing.
public struct CollectionState: Equatable, Sendable {
  /// The gists loaded so far, in the server's order.
  public var gists: [Gist] = []
  /// Whether a first load, refresh or next page is in flight.
  public var isLoading = false
  /// Whether at least one load finished (so an empty list means "no gists").
  public var hasLoaded = false
  /// Whether the server has more pages.
  public var hasMore = false
  /// The last failure, cleared by the next success.
  public var error: GistError?
  /// When the list last came from the server (or was confirmed by a 304).
  public var lastUpdated: Date?
  /// Whether the next page (not a first load or refresh) is in flight.
  public var isLoadingNextPage = false
  /// Whether the server has more, but the collection stopped at its limit (10,000).
  public var reachedLimit = false
  /// Whether the gists are what the cache kept (not yet confirmed by the server).
  public var isFromCache = false

  /// An empty, idle state.
  public init() {}
}
