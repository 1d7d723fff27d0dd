import FoundationEssentials
import Glibc
import Model

/// Finds secrets in text before it leaves the machine: GitHub, AWS and Slack tokens,
/// private-key blocks, JSON Web Tokens, and `password=`/`secret=`/`token=` assignments whose
/// value looks random. Pure: no network, no files. The patterns are a table (`patterns`),
/// each a regular expression and, where the shape alone would say too much, a check of what
/// it matched. Each pattern also names words one of which a line must hold for the
/// expression to be tried on it: Swift's `Regex` is slow (about 1.6 s for seven patterns
/// over 1 MB), and most lines hold none.
public enum SecretScanner {
  /// One row of the table: the kind, the words (lower case ASCII, found in any case) one of
  /// which a line must hold, the expression, which capture group is the secret, and a check
  /// the captured text must pass. Swift's `Regex` has no look-behind, so "not after a
  /// letter" is written `(?:^|[^…])` ahead of the group.
  struct Pattern: Sendable {
    let kind: SecretKind
    let words: [String]
    let expression: String
    let group: Int
    let check: @Sendable (String) -> Bool
  }

  /// The least length and entropy (bits a character) of an assigned value for it to count
  /// as a secret: `password = "changeme"` is a placeholder, `token=x9Fq…` is not.
  static let assignedLength = 12
  static let assignedEntropy = 3.5

  /// The table.
  static let patterns: [Pattern] = [
    Pattern(
      kind: .githubToken, words: ["gh"],
      expression: #"(?:^|[^A-Za-z0-9_])(gh[pousr]_[A-Za-z0-9]{36,251})(?![A-Za-z0-9_])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .githubToken, words: ["github_pat_"],
      expression: #"(?:^|[^A-Za-z0-9_])(github_pat_[A-Za-z0-9_]{22,244})(?![A-Za-z0-9_])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .awsAccessKey, words: ["akia", "asia"],
      expression: #"(?:^|[^A-Za-z0-9])((?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Za-z0-9])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .slackToken, words: ["xox"],
      expression: #"(?:^|[^A-Za-z0-9])(xox[baprs]-[0-9]{6,}-[A-Za-z0-9-]{6,})"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .privateKey, words: ["private key"],
      expression: #"(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)"#,
      group: 1, check: { _ in true }),
    Pattern(
      // A JWT's header is a JSON object, `{"…` in base64url: "ey".
      kind: .jwt, words: ["ey"],
      expression:
        #"(?:^|[^A-Za-z0-9_.=-])([A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*)(?![A-Za-z0-9_.=-])"#,
      group: 1, check: isJWT),
    Pattern(
      kind: .assignedSecret, words: ["passw", "secret", "token"],
      expression:
        #"(?i)(?:^|[^A-Za-z0-9])[A-Za-z0-9_.-]*(?:password|passwd|secret|token)[A-Za-z0-9_]*["']?[ \t]*(?::=|=|:)[ \t]*["']?([A-Za-z0-9+/=_.~!@#%^&*?|-][A-Za-z0-9+/=_.~!@#$%^&*?|-]*)(?=["'\s,;]|$)"#,
      group: 1, check: looksRandom),
  ]

  /// The compiled table (an expression that does not compile is left out; a test checks
  /// that none is). `^` and `$` match at line breaks.
  static func compiled() -> [(Pattern, Regex<AnyRegexOutput>)] {
    patterns.compactMap { pattern in compile(pattern).map { (pattern, $0) } }
  }

  /// `pattern`'s expression compiled, `^` and `$` matching at line breaks; nil when it does
  /// not compile.
  private static func compile(_ pattern: Pattern) -> Regex<AnyRegexOutput>? {
    (try? Regex(pattern.expression)).map { $0.anchorsMatchLineEndings() }
  }

  /// The table's expressions for one send, each compiled the first time a line holds one of
  /// its words: compiling all seven took 1.3 ms of `dehub create`'s 14 ms, and most texts
  /// hold none of the words. (`Regex` is not `Sendable`, so it cannot be kept in a static.)
  private final class Expressions {
    private var compiled: [Regex<AnyRegexOutput>??] = Array(
      repeating: nil, count: SecretScanner.patterns.count)

    /// The expression of the table's row `index`, compiled now if it was not yet.
    func expression(_ index: Int) -> Regex<AnyRegexOutput>? {
      if let done = compiled[index] { return done }
      let made = SecretScanner.compile(SecretScanner.patterns[index])
      compiled[index] = .some(made)
      return made
    }
  }

  /// The secrets in each of `files` (a gist's files, a comment), in file order, then by
  /// line.
  public static func scan(files: [(name: String, content: String)]) -> [SecretFinding] {
    let expressions = Expressions()
    return files.flatMap { scan($0.content, file: $0.name, with: expressions) }
  }

  /// The secrets in what creating `gist` sends: its description and files, by file name.
  public static func scan(_ gist: NewGist) -> [SecretFinding] {
    scan(
      description: gist.description,
      files: gist.files.map { ($0.key, $0.value.content) }.sorted { $0.0 < $1.0 })
  }

  /// The secrets in what `changes` sends: a new description and the files' new contents
  /// (named as they will be), and nothing of what stays as it is on GitHub.
  public static func scan(_ changes: GistChanges) -> [SecretFinding] {
    let files = changes.files.compactMap { name, change -> (String, String)? in
      guard let change, let content = change.content else { return nil }
      return (change.filename ?? name, content)
    }
    return scan(description: changes.description, files: files.sorted { $0.0 < $1.0 })
  }

  private static func scan(description: String?, files: [(String, String)]) -> [SecretFinding] {
    scan(files: [(name: "the description", content: description ?? "")] + files)
  }

  /// The secrets in `text`, by line; `file` names it in the findings. Where two patterns
  /// find the same text (`token=ghp_…`), the more specific one (earlier in the table) is
  /// kept.
  public static func scan(_ text: String, file: String) -> [SecretFinding] {
    scan(text, file: file, with: Expressions())
  }

  /// `scan(_:file:)` with the expressions compiled once for all of a send's texts.
  private static func scan(_ text: String, file: String, with expressions: Expressions)
    -> [SecretFinding]
  {
    var found: [(range: Range<String.Index>, finding: SecretFinding)] = []
    // By line (no pattern spans lines), each pattern tried where one of its words is.
    let lines = text.utf8.split(separator: 10, omittingEmptySubsequences: false)
    for (number, bytes) in lines.enumerated() {
      let line = Substring(bytes)
      for (index, pattern) in patterns.enumerated()
      where pattern.words.contains(where: { bytes.holds($0) }) {
        guard let expression = expressions.expression(index) else { continue }
        for match in line.matches(of: expression) {
          guard pattern.group < match.output.count,
            let range = match.output[pattern.group].range
          else { continue }
          let secret = String(text[range])
          guard pattern.check(secret), !found.contains(where: { $0.range.overlaps(range) })
          else { continue }
          found.append(
            (
              range,
              SecretFinding(
                file: file, line: number + 1, kind: pattern.kind,
                glimpse: pattern.kind == .privateKey ? "" : glimpse(of: secret))
            ))
        }
      }
    }
    return found.sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.finding)
  }

  /// At most the first and last four characters of `secret` around an ellipsis, fewer for a
  /// short one (a quarter of it each side), so most of it is never shown: `ghp_…9f2c`.
  public static func glimpse(of secret: String) -> String {
    let characters = Array(secret)
    let shown = min(4, characters.count / 4)
    return String(characters.prefix(shown)) + "…" + String(characters.suffix(shown))
  }

  /// The Shannon entropy of `text`, in bits a character.
  static func entropy(_ text: String) -> Double {
    let characters = Array(text)
    guard !characters.isEmpty else { return 0 }
    var counts: [Character: Int] = [:]
    for character in characters { counts[character, default: 0] += 1 }
    let total = Double(characters.count)
    return counts.values.reduce(0) { sum, count in
      let share = Double(count) / total
      return sum - share * log2(share)
    }
  }

  /// Whether an assigned value is long and varied enough to be a real secret.
  static func looksRandom(_ value: String) -> Bool {
    value.count >= assignedLength && entropy(value) >= assignedEntropy
  }

  /// Whether `candidate` is a JWT: its first part decodes (base64url) to a JSON object with
  /// an `alg`.
  static func isJWT(_ candidate: String) -> Bool {
    guard let header = candidate.split(separator: ".", omittingEmptySubsequences: false).first
    else { return false }
    var base64 = String(header).replacing("-", with: "+").replacing("_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64) else { return false }
    return (try? JSONDecoder().decode(JWTHeader.self, from: data)) != nil
  }

  /// What a JWT's first part holds at least: an object with an `alg`.
  private struct JWTHeader: Decodable {
    let alg: String
  }
}

extension Substring.UTF8View {
  /// Whether the bytes hold `word` (lower-case ASCII) in any case.
  fileprivate func holds(_ word: String) -> Bool {
    let target = Array(word.utf8)
    guard let first = target.first, count >= target.count else { return false }
    var index = startIndex
    let last = self.index(endIndex, offsetBy: -target.count)
    while index <= last {
      if self[index] | 0x20 == first {
        var candidate = index
        var matched = true
        for byte in target {
          let here = self[candidate]
          if here != byte && here | 0x20 != byte {
            matched = false
            break
          }
          candidate = self.index(after: candidate)
        }
        if matched { return true }
      }
      index = self.index(after: index)
    }
    return false
  }
}
