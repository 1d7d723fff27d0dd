import GistValues
import Model
import Reactive
import Store

/// The list's search as the user types: on Mine and Starred `/` asks the account's index,
/// whose answer takes the place of filtering the loaded rows once the index knows at least
/// those; elsewhere (and until then) the loaded rows are filtered. Also how far the index
/// has got.
final class GistListSearch {
  private let model: (any GistSearchModel)?
  private let scheduler: any Scheduler
  /// The filter as typed (empty: none).
  private(set) var filter = ""
  /// How far the index has got.
  private(set) var progress: SearchIndexer.Progress?
  /// The index's results for the filter they were asked for.
  private var found: (filter: String, results: SearchResults)?
  /// The tab searched, and how many gists its list keeps.
  private var tab = GistListTab.mine
  private var listed = 0
  private let bag = DisposeBag()
  /// Runs when the index answered the filter as it is.
  var answered: () -> Void = {}
  /// Runs when the index grew (and was asked again).
  var grew: () -> Void = {}

  /// A search through `model` (nil: there is no index; the rows are filtered); indexing
  /// starts on `scheduler`.
  init(model: (any GistSearchModel)?, scheduler: any Scheduler) {
    self.model = model
    self.scheduler = scheduler
  }

  /// Follows the index's progress, and starts indexing once it is known who is signed in
  /// (the index is per account), at the scheduler's next turn: a login known at start
  /// (the cache's) is known before the first frame, and the indexer's first queries would
  /// hold the cache while that frame reads its list from it.
  func start(login: Observable<String?>) {
    guard let model else { return }
    model.progress.subscribe(onNext: { [weak self] progress in
      self?.progress = progress
      // The index grew: the search for the filter shown is asked again.
      self?.ask()
      self?.grew()
    }).disposed(by: bag)
    login.compactMap { $0 }.distinctUntilChanged().subscribe(onNext: { [weak self] _ in
      guard let self else { return }
      scheduler.schedule { model.startIndexing() }.disposed(by: bag)
    }).disposed(by: bag)
  }

  /// The filter typed is `text`: the index is asked.
  func type(_ text: String) {
    filter = text
    ask()
  }

  /// The list shows `tab`; what was found for another goes.
  func show(_ tab: GistListTab) {
    self.tab = tab
    found = nil
  }

  /// The tab's list keeps `count` gists now.
  func listed(_ count: Int) { listed = count }

  /// The account's list loaded again: the index fetches what it brought.
  func catchUp() { model?.catchUp() }

  /// Whether `/` searches the index: on Mine and Starred, when there is one.
  var searchesIndex: Bool { model != nil && (tab == .mine || tab == .starred) }

  /// The index's answer for the filter as it is now, when the index knows at least the
  /// gists loaded: on a first run, before the indexer has walked the list, an empty index
  /// would hide rows the loaded list has (those are filtered instead).
  var answer: SearchResults? {
    guard let found, found.filter == filter, found.results.indexed >= listed else { return nil }
    return found.results
  }

  /// The words searched for, to mark in what is shown.
  var terms: [String] { SearchQuery.parse(filter).textTerms }

  /// What the rows mark: the first word or phrase the index was asked for, else (until it
  /// answered) the filter.
  var highlight: String {
    guard searchesIndex, !filter.isEmpty, answer != nil else { return filter }
    return terms.first ?? ""
  }

  /// Where the search matched in gist `id` (`file.py:42: the line`), when it searched
  /// content.
  func hit(in id: String?) -> String? {
    guard let answer, !filter.isEmpty, let id,
      let match = answer.results.first(where: { $0.gist.id == id })?.match
    else { return nil }
    return "\(match.file):\(match.line): \(match.text)"
  }

  /// Where opening gist `id` goes (`listed`: the list's copy of it): a gist the index found
  /// opens at its first match, and n / N go on from there; else the list's copy shows at
  /// once, or the gist is loaded by id.
  func destination(of id: String, listed: Gist?) -> Destination {
    if searchesIndex, let found = answer, !terms.isEmpty,
      let result = found.results.first(where: { $0.gist.id == id })
    {
      return .found(
        id: id, gist: listed ?? result.gist,
        find: TextFind(terms: terms, file: result.match?.file, line: result.match?.line))
    }
    return listed.map { .loadedGist($0) } ?? .gist(id: id, revision: nil)
  }

  /// The search as the list's words need it.
  var words: GistListWording.Search {
    GistListWording.Search(
      filter: filter, answer: answer, progress: progress, searchesIndex: searchesIndex)
  }

  /// Asks the index for the filter as it is now (results come back through `answered`).
  func ask() {
    guard searchesIndex, !filter.isEmpty, let model else { return }
    var query = SearchQuery.parse(filter)
    if tab == .starred { query.starred = true }
    let asked = filter
    model.search(query) { [weak self] results in
      guard let self, asked == self.filter else { return }
      self.found = (asked, results)
      self.answered()
    }
  }
}
