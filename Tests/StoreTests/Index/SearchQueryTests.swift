import Store
import Testing

/// The query language, as a table: what the user types, what it means.
@Suite struct SearchQueryTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var typed: String
    var expected: SearchQuery
    var fts: String?
    var testDescription: String { typed.isEmpty ? "(empty)" : typed }
  }

  static func query(_ change: (inout SearchQuery) -> Void) -> SearchQuery {
    var query = SearchQuery()
    change(&query)
    return query
  }

  static let rows: [Row] = [
    Row(typed: "", expected: SearchQuery(), fts: nil),
    Row(typed: "   ", expected: SearchQuery(), fts: nil),
    Row(typed: "retry", expected: query { $0.words = ["retry"] }, fts: "\"retry\"*"),
    Row(
      typed: "backoff  retry", expected: query { $0.words = ["backoff", "retry"] },
      fts: "\"backoff\"* \"retry\"*"),
    Row(
      typed: "\"tiny http\" server",
      expected: query {
        $0.phrases = ["tiny http"]
        $0.words = ["server"]
      }, fts: "\"server\"* \"tiny http\""),
    Row(typed: "lang:Go", expected: query { $0.languages = ["go"] }, fts: nil),
    Row(typed: "language:python", expected: query { $0.languages = ["python"] }, fts: nil),
    Row(typed: "is:public", expected: query { $0.isPublic = true }, fts: nil),
    Row(typed: "is:secret", expected: query { $0.isPublic = false }, fts: nil),
    Row(typed: "is:starred", expected: query { $0.starred = true }, fts: nil),
    Row(typed: "is:fork", expected: query { $0.fork = true }, fts: nil),
    Row(typed: "file:Main.swift", expected: query { $0.files = ["main.swift"] }, fts: nil),
    Row(typed: "#TIL", expected: query { $0.tags = ["#til"] }, fts: nil),
    Row(typed: "user:octocat", expected: query { $0.user = "octocat" }, fts: nil),
    Row(
      typed: "csv lang:go is:secret #work",
      expected: query {
        $0.words = ["csv"]
        $0.languages = ["go"]
        $0.isPublic = false
        $0.tags = ["#work"]
      }, fts: "\"csv\"*"),
    // Not filters: unknown ones, empty values, a lone #, are text.
    Row(typed: "is:nothing", expected: query { $0.words = ["is:nothing"] }, fts: "\"is:nothing\"*"),
    Row(typed: "lang:", expected: query { $0.words = ["lang:"] }, fts: "\"lang:\"*"),
    Row(typed: "#", expected: query { $0.words = ["#"] }, fts: "\"#\"*"),
    // Hostile input: quotes, FTS5 operators and syntax are text, quoted.
    Row(
      typed: "\"unbalanced phrase", expected: query { $0.phrases = ["unbalanced phrase"] },
      fts: "\"unbalanced phrase\""),
    Row(
      typed: "a\"b",
      expected: query {
        $0.words = ["a"]
        $0.phrases = ["b"]
      }, fts: "\"a\"* \"b\""),
    Row(
      typed: "NEAR(a b) OR c", expected: query { $0.words = ["NEAR(a", "b)", "OR", "c"] },
      fts: "\"NEAR(a\"* \"b)\"* \"OR\"* \"c\"*"),
    Row(
      typed: "col:term ^x -y *", expected: query { $0.words = ["col:term", "^x", "-y", "*"] },
      fts: "\"col:term\"* \"^x\"* \"-y\"* \"*\"*"),
    Row(typed: "\"\"", expected: SearchQuery(), fts: nil),
  ]

  @Test(arguments: rows)
  func parses(_ row: Row) {
    let parsed = SearchQuery.parse(row.typed)
    #expect(parsed == row.expected)
    #expect(parsed.ftsExpression == row.fts)
  }

  @Test func termsWithoutLettersMatchNothing() {
    #expect(SearchQuery.parse("*").matchesNothing)
    #expect(SearchQuery.parse("\"()\"").matchesNothing)
    #expect(!SearchQuery.parse("c++").matchesNothing)
    #expect(!SearchQuery.parse("日本").matchesNothing)
    #expect(!SearchQuery.parse("lang:go").matchesNothing)
  }

  /// Issue 28, item 9: repeated words count once and a query keeps at most 32 terms (1,000
  /// repeated words took 13 s, 10,000 hung); `is:secret is:public` matches nothing instead
  /// of keeping the last silently.
  @Test func repeatsCountOnceTermsAreCappedAndContradictionsMatchNothing() {
    let repeated = SearchQuery.parse(
      Array(repeating: "retry", count: 10_000).joined(separator: " "))
    #expect(repeated.words == ["retry"])
    #expect(SearchQuery.parse("Retry retry RETRY \"a b\" \"A B\"").textTerms == ["Retry", "a b"])
    let many = SearchQuery.parse((0..<1_000).map { "w\($0)" }.joined(separator: " "))
    #expect(many.textTerms.count == SearchQuery.termLimit)
    let long = SearchQuery.parse(String(repeating: "x", count: 5_000))
    #expect(long.words.first?.count == SearchQuery.termLength)
    #expect(SearchQuery.parse("is:secret is:public").matchesNothing)
    #expect(!SearchQuery.parse("is:secret is:secret").matchesNothing)
  }
}
