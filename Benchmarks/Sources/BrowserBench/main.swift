import Foundation
import Model
import Reactive
import ScreenLogic
// Filter-as-you-type on 10,000 gists: the real gist list Director, its ncurses Stage and a
// real screen (100x30, writing to a file). Each key adds a character to the filter; the
// time per key is the Director filtering and the Stage redrawing. Prints one JSON line of
// medians; `scripts/bench` repeats it.
import TerminalScreens
import TerminalUI

/// A list that already holds its gists (the cache issue will make this the normal start).
final class LoadedCollection: GistCollectionModel {
  private let subject: BehaviorSubject<CollectionState>
  init(_ gists: [Gist]) {
    var state = CollectionState()
    state.gists = gists
    state.hasLoaded = true
    subject = BehaviorSubject(value: state)
  }
  var state: Observable<CollectionState> { subject.asObservable() }
  var current: CollectionState { subject.value }
  func refresh(completion: (() -> Void)?) { completion?() }
  func loadNextPage() {}
}

let languages = [
  ("swift", "Swift"), ("py", "Python"), ("js", "JavaScript"), ("go", "Go"), ("rs", "Rust"),
]
let topics = ["retry with backoff", "parse CSV", "tiny HTTP server", "dotfiles", "deploy script"]
let gists = (0..<10_000).map { index -> Gist in
  let (ext, language) = languages[index % languages.count]
  return Gist(
    id: String(format: "%032x", index),
    description: "\(language) \(topics[index / 5 % 5]) #\(index)",
    isPublic: index % 5 != 4,
    files: [GistFile(filename: "snippet\(index).\(ext)", language: language, size: 100)],
    updatedAt: Date(timeIntervalSince1970: 1_800_000_000 - Double(index) * 60))
}

let path = FileManager.default.temporaryDirectory.appendingPathComponent(
  "dehub-browser-bench-\(getpid())"
).path
let output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
defer { unlink(path) }
let screen = try Screen(
  input: open("/dev/null", O_RDONLY), output: output, term: "xterm-256color", environment: [:])
screen.resize(columns: 100, rows: 30)
/// Moves between screens go nowhere: the bench stays on the list.
final class Nowhere: Navigator {
  func go(_ transition: Transition) {}
}

let stage = CursesGistListStage(account: "bench")
let nowhere = Nowhere()
let director = GistListDirector(
  stage: stage, scheduler: VirtualTimeScheduler(), refreshInterval: 30,
  resumed: Observable<Void>.never(), collections: { _ in LoadedCollection(gists) },
  navigator: nowhere)
director.start()
// Keys go through the list's table, as in the app (`/` asks the Director to filter).
let keys = KeyDispatcher(stage: stage, table: GistListKeys.table) {
  director.availability(of: $0)
}
let help: [(keys: String, action: String)] = [("Enter", "open"), ("q", "quit"), ("?", "help")]
screen.render(stage.content(help: help))

var perKey: [Double] = []
for round in 0..<20 {
  _ = keys.handle(.character("/"))
  for character in "retry" + String(round % 10) {
    let start = DispatchTime.now().uptimeNanoseconds
    _ = keys.handle(.character(character))
    screen.render(stage.content(help: help))
    perKey.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  _ = keys.handle(.escape)
  screen.render(stage.content(help: help))
}
screen.end()
let sorted = perKey.sorted()

// Search as you type over the full-text index of the same 10,000 gists, each with a file
// of twenty lines: the time of one query per key (what `/` asks the index on Mine).
let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
  "dehub-search-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: cacheFolder) }
let cache = try GistCache(folder: cacheFolder)
let index = cache.searchIndex(account: "bench/bench")
let body = (0..<20).map { "let value\($0) = compute(\($0)) // step \($0) of the retry loop" }
  .joined(separator: "\n")
index.record(list: gists, mine: true)
let indexStart = DispatchTime.now().uptimeNanoseconds
// In batches of 25, as the indexer writes them.
for start in stride(from: 0, to: gists.count, by: 25) {
  index.record(
    documents: gists[start..<min(start + 25, gists.count)].map { gist in
      var whole = gist
      whole.files[0].content = body + "\nunique\(gist.id.suffix(6))\n"
      return whole
    })
}
let indexSeconds = Double(DispatchTime.now().uptimeNanoseconds - indexStart) / 1e9
var searchKeys: [Double] = []
for word in ["retry", "comput", "unique00", "csv lang:go", "\"retry loop\""] {
  for length in 1...word.count {
    let query = SearchQuery.parse(String(word.prefix(length)))
    let start = DispatchTime.now().uptimeNanoseconds
    _ = index.search(query, limit: 100)
    searchKeys.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
}
let searchSorted = searchKeys.sorted()

// Write-through with the 10,000 gists cached as 100 list pages: the CPU a star and an edit
// cost in the cache (the pages showing the gist are found by the list_members table).
func cpuMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}
let account = "bench/bench"
let listPages = stride(from: 0, to: gists.count, by: 100).map { start in
  CachedPage(
    url: nil, etag: "W/\"\(start)\"", next: nil, fetchedAt: Date(),
    gists: Array(gists[start..<min(start + 100, gists.count)]))
}
cache.save(pages: listPages, account: account, list: "mine")
var writeThrough: [Double] = []
for round in 0..<20 {
  let gist = gists[(round * 487) % gists.count]
  let start = cpuMilliseconds()
  cache.starred(gist.id, round % 2 == 0, account: account)
  writeThrough.append(cpuMilliseconds() - start)
  var edited = gist
  edited.description = "edited \(round)"
  let editStart = cpuMilliseconds()
  cache.changed(edited, account: account)
  writeThrough.append(cpuMilliseconds() - editStart)
}
let writeSorted = writeThrough.sorted()
print(
  "{\"filter_key_ms\": \(sorted[sorted.count / 2]), \"filter_key_p90_ms\": \(sorted[sorted.count * 9 / 10]), \"search_key_ms\": \(searchSorted[searchSorted.count / 2]), \"search_key_p90_ms\": \(searchSorted[searchSorted.count * 9 / 10]), \"index_10000_s\": \(indexSeconds), \"write_through_cpu_ms\": \(writeSorted[writeSorted.count / 2])}"
)
