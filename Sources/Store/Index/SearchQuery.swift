import Basics

/// A search as the user types it: words in any order (each must match, as the start of a
/// word), `"quoted phrases"`, and filters: `lang:go`, `is:public`, `is:secret`,
/// `is:starred`, `is:fork`, `file:NAME`, `#tag` (a hashtag in the description), `user:NAME`.
///
/// Everything else is text to look for, never syntax: an unbalanced quote makes the rest a
/// phrase, and FTS5's operators (`AND`, `NEAR`, `*`, `^`, `:`, parentheses) are quoted.
public struct SearchQuery: Equatable, Sendable {
  /// Words, each matched as the start of a word.
  public var words: [String] = []
  /// Phrases, matched as they are (word by word, in order).
  public var phrases: [String] = []
  /// `lang:` filters: a file in one of these languages (any of them).
  public var languages: [String] = []
  /// `file:` filters: a file name containing each.
  public var files: [String] = []
  /// `#tag` filters: the description holds each hashtag.
  public var tags: [String] = []
  /// `user:` filter: the owner's login.
  public var user: String?
  /// `is:public` (true) or `is:secret` (false).
  public var isPublic: Bool?
  /// `is:starred`.
  public var starred = false
  /// `is:fork`.
  public var fork = false
  /// Both `is:public` and `is:secret`: no gist is both.
  public var contradictory = false

  /// The most words and phrases a query keeps (repeats count once): 1,000 repeated words
  /// took 13 s and 10,000 hung.
  public static let termLimit = 32
  /// The longest word or phrase kept, in characters.
  public static let termLength = 200

  /// An empty query.
  public init() {}

  /// Whether the query asks for nothing (no text, no filter).
  public var isEmpty: Bool { self == SearchQuery() }

  /// The words and phrases, for highlighting and finding the matching line.
  public var textTerms: [String] { words + phrases }

  /// The query in `text`.
  public static func parse(_ text: String) -> SearchQuery {
    var query = SearchQuery()
    var rest = Substring(text)
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      if rest.first == "\"" {
        let body = rest.dropFirst()
        let end = body.firstIndex(of: "\"") ?? body.endIndex
        let phrase = body[..<end].trimmingSpaces()
        if !phrase.isEmpty { query.addText(phrase, to: \.phrases) }
        rest = end == body.endIndex ? body[end...] : body[body.index(after: end)...]
        continue
      }
      let end = rest.firstIndex(where: { $0.isWhitespace || $0 == "\"" }) ?? rest.endIndex
      query.add(String(rest[..<end]))
      rest = rest[end...]
    }
    return query
  }

  private mutating func add(_ token: String) {
    let lower = token.lowercased()
    func value(after prefix: String) -> String? {
      guard lower.hasPrefix(prefix), token.count > prefix.count else { return nil }
      return String(token.dropFirst(prefix.count))
    }
    if let language = value(after: "lang:") ?? value(after: "language:") {
      languages.append(language.lowercased())
    } else if let name = value(after: "file:") {
      files.append(name.lowercased())
    } else if let login = value(after: "user:") {
      user = login
    } else if lower.hasPrefix("#"), token.count > 1 {
      tags.append(lower)
    } else {
      switch lower {
      case "is:public", "is:secret":
        let wanted = lower == "is:public"
        if isPublic == !wanted { contradictory = true }
        isPublic = wanted
      case "is:starred": starred = true
      case "is:fork": fork = true
      default: addText(token, to: \.words)
      }
    }
  }

  /// Adds a word or phrase once (ignoring case), up to `termLimit` in all, each cut at
  /// `termLength` characters.
  private mutating func addText(_ text: String, to list: WritableKeyPath<SearchQuery, [String]>) {
    let term = String(text.prefix(Self.termLength))
    guard words.count + phrases.count < Self.termLimit,
      !self[keyPath: list].contains(where: { $0.equalsIgnoringCase(term) })
    else { return }
    self[keyPath: list].append(term)
  }

  /// The FTS5 `MATCH` expression for the words (as prefixes) and phrases; nil when there is
  /// no text to look for. Every term is a quoted string, so nothing in it is an operator.
  /// A term with no letter or digit matches no word and makes the expression match nothing
  /// (`matchesNothing`).
  public var ftsExpression: String? {
    let terms = words.map { Self.quoted($0) + "*" } + phrases.map { Self.quoted($0) }
    return terms.isEmpty ? nil : terms.joined(separator: " ")
  }

  /// Whether no gist can match: some word or phrase has no letter or digit (no indexed word
  /// matches it), or the query asks for public and secret at once.
  public var matchesNothing: Bool {
    contradictory
      || textTerms.contains {
        !$0.unicodeScalars.contains(where: {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
        })
      }
  }

  private static func quoted(_ term: String) -> String {
    "\"" + term.replacing("\"", with: "\"\"") + "\""
  }
}
