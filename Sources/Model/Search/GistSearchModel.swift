import Reactive
import Store

/// Search over the account's index, as the gist list's Director uses it.
public protocol GistSearchModel: AnyObject {
  /// How far the index is (nil before the first report).
  var progress: Observable<SearchIndexer.Progress?> { get }
  /// Finds what `query` asks for; `completion` runs on the main loop with the results of
  /// the latest search only (an older one still running is dropped).
  func search(_ query: SearchQuery, completion: @escaping (SearchResults) -> Void)
  /// Starts bringing the index up to date in the background (once; again after it ended).
  func startIndexing()
  /// After a list of the account was loaded again (its new gists are in the index): fetches
  /// the content of what is new, without walking the lists, and reports the progress.
  func catchUp()
}
