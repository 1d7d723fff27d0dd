import Foundation
import GistValues
import Store
import Testing

/// The full-text index on a real SQLite file: fed by list pages and whole gists, answering
/// queries with ranking, filters and the matching line.
@Suite struct SearchIndexTests {
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-search-\(UUID())")
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  let folder = Folder()
  static let account = GistCache.account(host: "https://api.github.com", login: "ada")

  static func gist(
    _ id: String, _ description: String, files: [(String, String?, String?)],
    public isPublic: Bool = true,
    owner: String = "ada", updated: Double = 1_000, fork: Bool = false
  ) -> Gist {
    Gist(
      id: id, description: description, isPublic: isPublic,
      files: files.map { GistFile(filename: $0.0, language: $0.1, content: $0.2) },
      owner: GistUser(login: owner, id: 1), updatedAt: Date(timeIntervalSince1970: updated),
      forkOf: fork ? GistForkSource(id: "orig", owner: nil) : nil)
  }

  func filled() throws -> SearchIndex {
    let cache = try GistCache(folder: folder.url)
    let index = cache.searchIndex(account: Self.account)
    let gists = [
      Self.gist(
        "a1", "Retry with backoff #go",
        files: [
          ("retry.go", "Go", "package main\n\nfunc retry() {\n\t// exponential backoff\n}\n")
        ], updated: 5_000),
      Self.gist(
        "b2", "Parse CSV",
        files: [("csv.py", "Python", "import csv\nrows = csv.reader(open('x'))\n")], public: false,
        updated: 4_000),
      Self.gist(
        "c3", "Notes about été",
        files: [("notes.md", "Markdown", "# Café\n\nThe retry loop waits.\n")], updated: 3_000),
      Self.gist(
        "d4", "forked helper", files: [("helper.go", "Go", "func helper() {}\n")], updated: 2_000,
        fork: true),
    ]
    // Lists first (no content), then whole gists, as the app sees them.
    var rows = gists
    for index in rows.indices {
      for file in rows[index].files.indices { rows[index].files[file].content = nil }
    }
    index.record(list: rows, mine: true)
    #expect(index.counts() == (4, 0))
    #expect(index.pendingIDs(limit: 10) == ["a1", "b2", "c3", "d4"])
    for gist in gists { index.record(document: gist) }
    #expect(index.counts() == (4, 4))
    #expect(index.pendingIDs(limit: 10).isEmpty)
    let starred = Self.gist(
      "s5", "Someone's retry gist", files: [("r.rb", "Ruby", nil)], owner: "bob", updated: 6_000)
    index.record(list: [starred], starred: true)
    return index
  }

  func ids(_ index: SearchIndex, _ text: String) -> [String] {
    index.search(SearchQuery.parse(text)).results.map(\.gist.id)
  }

  @Test func wordsPrefixesPhrasesAndRanking() throws {
    let index = try filled()
    // Description and file-name hits first (newest first), then content hits.
    #expect(ids(index, "retry") == ["s5", "a1", "c3"])
    let results = index.search(SearchQuery.parse("retry")).results
    #expect(results[0].match == nil && results[1].match == nil)
    #expect(
      results[2].match == SearchMatch(file: "notes.md", line: 3, text: "The retry loop waits."))
    #expect(ids(index, "expon") == ["a1"])  // a prefix of a word in the content
    #expect(ids(index, "backoff retry") == ["a1"])  // any order
    #expect(ids(index, "\"retry loop\"") == ["c3"])
    #expect(ids(index, "\"loop retry\"").isEmpty)
    #expect(ids(index, "cafe") == ["c3"])  // diacritics folded
    #expect(ids(index, "ETE") == ["c3"])
    #expect(ids(index, "nothing-like-it").isEmpty)
    let found = index.search(SearchQuery.parse("retry"))
    #expect(found.matched == 3 && found.indexed == 5)
  }

  /// A binary file's name is searchable; its base64 is not indexed (it matched nothing a
  /// person types, and a 5 MB image took seconds to index after every sync).
  @Test func aBinaryFilesNameIsIndexedButNotItsBase64() throws {
    let cache = try GistCache(folder: folder.url)
    let index = cache.searchIndex(account: Self.account)
    var gist = Self.gist("b1", "pictures", files: [("notes.md", "Markdown", "about logos\n")])
    gist.files.append(
      GistFile(filename: "logo.png", content: "iVBORw0KGgoAAAANSUhEUgAAAAE", encoding: "base64"))
    index.record(document: gist)
    #expect(ids(index, "logo.png") == ["b1"])
    #expect(ids(index, "iVBORw0KGgoAAAANSUhEUgAAAAE").isEmpty)
    #expect(ids(index, "logos") == ["b1"])
  }

  /// Issue 35, item 4: the line a result shows (and opens at) is the one holding the most
  /// of the words: for "quokka rotate", a line with both before one with either.
  @Test func theMatchLineHoldsTheMostWords() throws {
    let cache = try GistCache(folder: folder.url)
    let index = cache.searchIndex(account: Self.account)
    let gist = Self.gist(
      "q1", "Zoo",
      files: [
        ("a.txt", nil, "quokka facts\nnothing here\n"),
        ("b.txt", nil, "rotate the logs\nquokka: rotate the enclosure\n"),
      ])
    index.record(document: gist)
    let found = index.search(SearchQuery.parse("quokka rotate")).results
    #expect(
      found.first?.match
        == SearchMatch(file: "b.txt", line: 2, text: "quokka: rotate the enclosure"))
    // One word: its first line, as before.
    #expect(
      index.search(SearchQuery.parse("quokka")).results.first?.match
        == SearchMatch(file: "a.txt", line: 1, text: "quokka facts"))
  }

  @Test func filters() throws {
    let index = try filled()
    #expect(ids(index, "lang:go") == ["a1", "d4"])
    #expect(ids(index, "lang:go lang:python") == ["a1", "b2", "d4"])
    #expect(ids(index, "is:secret") == ["b2"])
    #expect(ids(index, "is:public lang:python").isEmpty)
    #expect(ids(index, "is:starred") == ["s5"])
    #expect(ids(index, "is:fork") == ["d4"])
    #expect(ids(index, "file:csv") == ["b2"])
    #expect(ids(index, "#go") == ["a1"])
    #expect(ids(index, "user:BOB") == ["s5"])
    #expect(ids(index, "func lang:go") == ["a1", "d4"])
  }

  @Test func hostileInputIsTextNeverSyntax() throws {
    let index = try filled()
    for typed in [
      "\"unbalanced", "NEAR(retry backoff)", "retry OR csv", "retry AND", "col:retry", "^retry",
      "retry*", "(", ")", "\"\"\"", "'", "a\"b\"c", "{retry}", "-retry", "+", "\u{0}", "🎉",
    ] {
      // Never an FTS syntax error (which would read as "no results" only by luck): every
      // query returns normally, and operators are not applied.
      _ = index.search(SearchQuery.parse(typed))
    }
    #expect(ids(index, "retry OR csv").isEmpty)  // OR is a word, and no gist has it
    #expect(ids(index, "NEAR(retry").isEmpty)
  }

  @Test func aChangedGistWaitsForItsContentAndKeepsWhatItHad() throws {
    let index = try filled()
    var changed = Self.gist(
      "b2", "Parse CSV", files: [("csv.py", "Python", nil)], public: false, updated: 9_000)
    index.record(list: [changed], mine: true)
    #expect(index.pendingIDs(limit: 10) == ["b2", "s5"])
    #expect(ids(index, "reader") == ["b2"])  // the old content is still searchable
    changed.files[0].content = "import pandas\n"
    index.record(document: changed)
    #expect(ids(index, "reader").isEmpty)
    #expect(ids(index, "pandas") == ["b2"])
    index.prune(keeping: ["a1", "b2"], mine: true)
    #expect(Set(ids(index, "is:public") + ids(index, "is:secret")) == ["a1", "b2", "s5"])
    index.remove("a1")
    #expect(ids(index, "backoff").isEmpty)
  }

  @Test func theCacheFeedsTheIndexFromListsAndWholeGists() throws {
    let cache = try GistCache(folder: folder.url)
    let row = Self.gist("z9", "from a list page", files: [("z.txt", "Text", nil)])
    cache.pages.save(
      [CachedPage(url: nil, etag: nil, next: nil, fetchedAt: Date(), gists: [row])],
      account: Self.account, list: "mine")
    let index = cache.searchIndex(account: Self.account)
    #expect(ids(index, "page") == ["z9"])
    cache.documents.save(
      Self.gist("z9", "from a list page", files: [("z.txt", "Text", "zebra crossing\n")]),
      account: Self.account)
    #expect(ids(index, "zebra") == ["z9"])
    // Public lists of other people are not the account's: not indexed.
    cache.pages.save(
      [
        CachedPage(
          url: nil, etag: nil, next: nil, fetchedAt: Date(),
          gists: [Self.gist("p1", "public one", files: [], owner: "eve")])
      ],
      account: Self.account, list: "public")
    #expect(ids(index, "public").isEmpty)
    cache.removed("z9", account: Self.account)
    #expect(ids(index, "zebra").isEmpty)
  }
}
