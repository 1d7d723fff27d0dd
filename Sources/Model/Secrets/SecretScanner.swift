import Foundation

/// Finds secrets in text before it leaves the machine: GitHub, AWS and Slack tokens,
/// private-key blocks, JSON Web Tokens, and `password=`/`secret=`/`token=` assignments whose
/// value looks random. Pure: no network, no files. The patterns are a table (`patterns`),
/// each a regular expression and, where the shape alone would say too much, a check of what
/// it matched.
public enum SecretScanner {
  /// One row of the table: the kind, the expression, which capture group is the secret,
  /// and a check the captured text must pass.
  struct Pattern: Sendable {
    let kind: SecretKind
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
      kind: .githubToken,
      expression: #"(?<![A-Za-z0-9_])(gh[pousr]_[A-Za-z0-9]{36,251})(?![A-Za-z0-9_])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .githubToken,
      expression: #"(?<![A-Za-z0-9_])(github_pat_[A-Za-z0-9_]{22,244})(?![A-Za-z0-9_])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .awsAccessKey,
      expression: #"(?<![A-Za-z0-9])((?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Za-z0-9])"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .slackToken,
      expression: #"(?<![A-Za-z0-9])(xox[baprs]-[0-9]{6,}-[A-Za-z0-9-]{6,})"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .privateKey,
      expression: #"(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----)"#,
      group: 1, check: { _ in true }),
    Pattern(
      kind: .jwt,
      expression:
        #"(?<![A-Za-z0-9_.=-])([A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*)(?![A-Za-z0-9_.=-])"#,
      group: 1, check: isJWT),
    Pattern(
      kind: .assignedSecret,
      expression:
        #"(?i)(?<![A-Za-z0-9])[A-Za-z0-9_.-]*(?:password|passwd|secret|token)[A-Za-z0-9_]*["']?[ \t]*(?::=|=|:)[ \t]*["']?([A-Za-z0-9+/=_.~!@#%^&*?|-][A-Za-z0-9+/=_.~!@#$%^&*?|-]*)(?=["'\s,;]|$)"#,
      group: 1, check: looksRandom),
  ]

  /// The compiled table (an expression that does not compile is left out; a test checks
  /// that none is).
  static let compiled: [(Pattern, NSRegularExpression)] = patterns.compactMap { pattern in
    (try? NSRegularExpression(pattern: pattern.expression, options: [.anchorsMatchLines])).map {
      (pattern, $0)
    }
  }

  /// The secrets in each of `files` (a gist's files, a comment), in file order, then by
  /// line.
  public static func scan(files: [(name: String, content: String)]) -> [SecretFinding] {
    files.flatMap { scan($0.content, file: $0.name) }
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
    scan(description ?? "", file: "the description")
      + scan(files: files.map { (name: $0.0, content: $0.1) })
  }

  /// The secrets in `text`, by line; `file` names it in the findings. Where two patterns
  /// find the same text (`token=ghp_…`), the more specific one (earlier in the table) is
  /// kept.
  public static func scan(_ text: String, file: String) -> [SecretFinding] {
    let string = text as NSString
    let whole = NSRange(location: 0, length: string.length)
    var lineStarts = [0]
    var searched = whole
    while true {
      let newline = string.range(of: "\n", options: .literal, range: searched)
      guard newline.location != NSNotFound else { break }
      lineStarts.append(newline.location + 1)
      searched = NSRange(
        location: newline.location + 1, length: whole.length - newline.location - 1)
    }
    var found: [(range: NSRange, finding: SecretFinding)] = []
    for (pattern, expression) in compiled {
      for match in expression.matches(in: text, range: whole) {
        let range = match.range(at: pattern.group)
        guard range.location != NSNotFound else { continue }
        let secret = string.substring(with: range)
        guard pattern.check(secret),
          !found.contains(where: { NSIntersectionRange($0.range, range).length > 0 })
        else { continue }
        let line = lineIndex(of: range.location, in: lineStarts) + 1
        found.append(
          (
            range,
            SecretFinding(
              file: file, line: line, kind: pattern.kind,
              glimpse: pattern.kind == .privateKey ? "" : glimpse(of: secret))
          ))
      }
    }
    return found.sorted { $0.range.location < $1.range.location }.map(\.finding)
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
    var base64 = header.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return object["alg"] is String
  }

  /// The index of the line holding UTF-16 offset `location`, given each line's start.
  private static func lineIndex(of location: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= location { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
