import Model
import Reactive
import Store

/// A search model the test drives: it records the queries asked and answers them when the
/// test says, and reports index progress on demand.
public final class FakeGistSearch: GistSearchModel {
  private let progressSubject = BehaviorSubject<SearchIndexer.Progress?>(value: nil)
  /// The queries asked, in order, with their completions still waiting.
  public var asked: [(query: SearchQuery, completion: (SearchResults) -> Void)] = []
  /// How many times indexing was asked to start.
  public var indexingStarts = 0

  /// A fake search.
  public init() {}

  public var progress: Observable<SearchIndexer.Progress?> { progressSubject.asObservable() }

  public func search(_ query: SearchQuery, completion: @escaping (SearchResults) -> Void) {
    asked.append((query, completion))
  }

  public func startIndexing() { indexingStarts += 1 }

  /// How many times the index was asked to catch up with a list loaded again.
  public var catchUps = 0

  public func catchUp() { catchUps += 1 }

  /// Answers the newest query with `gists` (and their matches) of `indexed`.
  public func answer(_ results: [SearchResult], indexed: Int) {
    asked.last?.completion(
      SearchResults(results: results, matched: results.count, indexed: indexed))
  }

  /// Reports index progress.
  public func report(_ progress: SearchIndexer.Progress) { progressSubject.onNext(progress) }
}
