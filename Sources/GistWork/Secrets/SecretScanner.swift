import FoundationEssentials
import GistValues
import Glibc

/// Finds secrets in text before it leaves the machine. Pure: no network, no files. Each
/// kind is a matcher written by hand over a line's bytes (`SecretLine`), so a scan takes
/// time linear in the text whatever it holds (a regular expression that backtracks took
/// 38 s on a line of 20,000 characters): a fixed prefix found, then the characters of the
/// token's class counted, then checks of the shape (length, the characters after it, how
/// random it is, placeholders). The formats follow gitleaks' and trufflehog's rules: GitHub,
/// GitLab, npm, Stripe, Google, OpenAI, Slack tokens and webhooks, AWS key ids and secret
/// keys, private keys (PEM and PuTTY), JSON Web Tokens, database addresses with a password,
/// and `password=`/`secret=`/`token=`/`api_key=` assignments whose value looks random. Tokens
/// split by a line continuation, hidden by zero-width characters or `%`-encoded are found
/// (`SecretLine`), and file names are scanned as well as contents.
public enum SecretScanner {
  /// The least length and entropy (bits a character) of an assigned value for it to count
  /// as a secret: `password = "changeme"` is a placeholder, `token=x9Fq…` is not.
  static let assignedLength = 12
  static let assignedEntropy = 3.5

  /// A finding on a line: where, and what kind.
  struct Match {
    let range: Range<Int>
    let kind: SecretKind
  }

  /// Every matcher, most specific first: where two find the same text (`token=ghp_…`), the
  /// earlier one's finding is kept.
  static let matchers: [(kind: SecretKind, find: @Sendable (SecretLine, inout [Match]) -> Void)] =
    [
      (.privateKey, privateKeys), (.githubToken, githubTokens), (.gitlabToken, gitlabTokens),
      (.npmToken, npmTokens), (.stripeKey, stripeKeys), (.openAIKey, openAIKeys),
      (.googleAPIKey, googleKeys), (.slackWebhook, slackWebhooks), (.slackToken, slackTokens),
      (.awsAccessKey, awsKeyIDs), (.databaseURL, databaseURLs), (.jwt, jsonWebTokens),
    ]

  // MARK: - Scanning

  /// The secrets in each of `files` (a gist's files, a comment), in file order, then by
  /// line; a file's name is scanned too (a token used as a name still leaves).
  public static func scan(files: [(name: String, content: String)]) -> [SecretFinding] {
    // A name holding a secret is not named in the finding, which would show it whole.
    files.flatMap { scan($0.name, file: "a file name") + scan($0.content, file: $0.name) }
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
    scan(description ?? "", file: "the description") + scan(files: files)
  }

  /// The secrets in `text`, by line; `file` names it in the findings.
  public static func scan(_ text: String, file: String) -> [SecretFinding] {
    let lines = SecretLine.lines(of: text)
    // An AWS secret key is told from any 40 characters by an AWS key id near it.
    let keyIDLines = Set(
      lines.filter { line in
        var found: [Match] = []
        awsKeyIDs(line, &found)
        return !found.isEmpty
      }.map(\.number))
    var findings: [SecretFinding] = []
    for line in lines {
      var found: [Match] = []
      for matcher in matchers {
        var more: [Match] = []
        matcher.find(line, &more)
        for match in more where !found.contains(where: { $0.range.overlaps(match.range) }) {
          found.append(match)
        }
      }
      // Then the kinds that read more than the token: an AWS secret key by the key id near
      // it, and the assignments last (`aws_secret = …` is the AWS key's finding).
      let nearKeyID = keyIDLines.contains { abs($0 - line.number) <= 5 }
      var more: [Match] = []
      awsSecretKeys(line, nearKeyID: nearKeyID, &more)
      found += more.filter { secret in !found.contains { $0.range.overlaps(secret.range) } }
      more = []
      assignments(line, &more)
      found += more.filter { secret in !found.contains { $0.range.overlaps(secret.range) } }
      for match in found.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
        findings.append(
          SecretFinding(
            file: file, line: line.number, kind: match.kind,
            glimpse: match.kind == .privateKey ? "" : glimpse(of: line.text(match.range))))
      }
    }
    return findings
  }

  // MARK: - Matchers

  /// `-----BEGIN … PRIVATE KEY-----` (and `… PRIVATE KEY BLOCK-----`), and a PuTTY key
  /// file's first line (`PuTTY-User-Key-File-3: ssh-ed25519`).
  static func privateKeys(_ line: SecretLine, _ found: inout [Match]) {
    let begin = Array("-----BEGIN ".utf8)
    if let start = line.occurrences(of: begin).first {
      let key = Array("PRIVATE KEY".utf8)
      var index = start + begin.count
      while index + key.count <= line.bytes.count {
        let byte = line.bytes[index]
        if line.has(key, at: index) {
          let after = index + key.count
          if line.has(Array("-----".utf8), at: after)
            || line.has(Array(" BLOCK-----".utf8), at: after)
          {
            found.append(Match(range: start..<after, kind: .privateKey))
          }
          break
        }
        guard SecretLine.isUpperOrDigit(byte) || byte == 32 else { break }
        index += 1
      }
    }
    for version in ["2", "3"] {
      let header = Array("PuTTY-User-Key-File-\(version): ".utf8)
      guard line.has(header, at: 0) else { continue }
      let algorithm = header.count
      if line.has(Array("ssh-".utf8), at: algorithm)
        || line.has(Array("ecdsa-".utf8), at: algorithm)
      {
        found.append(Match(range: 0..<line.bytes.count, kind: .privateKey))
      }
    }
  }

  /// GitHub's tokens: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` and 36 or more letters and
  /// digits; `github_pat_` and 22 or more of letters, digits and `_`.
  static func githubTokens(_ line: SecretLine, _ found: inout [Match]) {
    for prefix in ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"] {
      line.prefixed(Array(prefix.utf8), body: SecretLine.isAlphanumeric) { start, end in
        let body = end - start - 4
        guard (36...251).contains(body),
          end == line.bytes.count || !SecretLine.isWord(line.bytes[end]),
          !isPlaceholder(line, start + 4..<end)
        else { return }
        found.append(Match(range: start..<end, kind: .githubToken))
      }
    }
    line.prefixed(Array("github_pat_".utf8), body: SecretLine.isWord) { start, end in
      guard (22...244).contains(end - start - 11), !isPlaceholder(line, start + 11..<end) else {
        return
      }
      found.append(Match(range: start..<end, kind: .githubToken))
    }
  }

  /// GitLab's tokens (`glpat-`, deploy, runner, CI job, pipeline trigger, OAuth secrets, a
  /// runner registration token): 20 or more of base64url (and the dots of routable ones).
  static func gitlabTokens(_ line: SecretLine, _ found: inout [Match]) {
    let body: (UInt8) -> Bool = { SecretLine.isBase64URL($0) || $0 == 46 }
    for prefix in [
      "glpat-", "gldt-", "glrt-", "glptt-", "gloas-", "glcbt-", "glsoat-", "GR1348941",
    ] {
      line.prefixed(Array(prefix.utf8), body: body) { start, end in
        var end = end
        while end > start, line.bytes[end - 1] == 46 { end -= 1 }
        let token = start + prefix.utf8.count..<end
        guard token.count >= 20, entropy(line.bytes[token]) >= 3, !isPlaceholder(line, token)
        else { return }
        found.append(Match(range: start..<end, kind: .gitlabToken))
      }
    }
  }

  /// npm's access tokens: `npm_` and 36 letters and digits.
  static func npmTokens(_ line: SecretLine, _ found: inout [Match]) {
    line.prefixed(Array("npm_".utf8), body: SecretLine.isAlphanumeric) { start, end in
      let token = start + 4..<end
      guard token.count == 36, end == line.bytes.count || !SecretLine.isWord(line.bytes[end]),
        entropy(line.bytes[token]) >= 3
      else { return }
      found.append(Match(range: start..<end, kind: .npmToken))
    }
  }

  /// Stripe's live and production secret and restricted keys (`sk_live_`, `rk_live_`, …)
  /// and 20 or more letters and digits. Test keys, which reach no money, are left alone.
  static func stripeKeys(_ line: SecretLine, _ found: inout [Match]) {
    for prefix in ["sk_live_", "rk_live_", "sk_prod_", "rk_prod_"] {
      line.prefixed(Array(prefix.utf8), body: SecretLine.isAlphanumeric) { start, end in
        let token = start + prefix.utf8.count..<end
        guard (20...255).contains(token.count),
          end == line.bytes.count || !SecretLine.isWord(line.bytes[end]),
          !isPlaceholder(line, token)
        else { return }
        found.append(Match(range: start..<end, kind: .stripeKey))
      }
    }
  }

  /// OpenAI's keys, found by the marker every one carries (`T3BlbkFJ`, "OpenAI" in
  /// base64): `sk-` (or `sk-proj-`, `sk-svcacct-`, `sk-admin-`) and 20 or more characters
  /// each side of it.
  static func openAIKeys(_ line: SecretLine, _ found: inout [Match]) {
    let marker = Array("T3BlbkFJ".utf8)
    var searchedTo = 0
    for index in line.occurrences(of: marker) where index >= searchedTo {
      var start = index
      while start > searchedTo, SecretLine.isBase64URL(line.bytes[start - 1]) { start -= 1 }
      let end = line.runEnd(from: index + marker.count, SecretLine.isBase64URL)
      searchedTo = end
      if line.has(Array("sk-".utf8), at: start), index - start - 3 >= 20,
        end - index - marker.count >= 20
      {
        found.append(Match(range: start..<end, kind: .openAIKey))
      }
    }
  }

  /// Google's API keys: `AIza` and 35 of base64url.
  static func googleKeys(_ line: SecretLine, _ found: inout [Match]) {
    line.prefixed(
      Array("AIza".utf8), notAfter: SecretLine.isBase64URL, body: SecretLine.isBase64URL
    ) { start, end in
      guard end - start == 39, entropy(line.bytes[start..<end]) > 4 else { return }
      found.append(Match(range: start..<end, kind: .googleAPIKey))
    }
  }

  /// Slack's webhook addresses: `hooks.slack.com/services/T…/B…/` and the secret (also
  /// `workflows/` and `triggers/`); Slack's own placeholder (`XXXX…`) is left alone.
  static func slackWebhooks(_ line: SecretLine, _ found: inout [Match]) {
    let host = Array("hooks.slack.com/".utf8)
    var skipTo = 0
    for index in line.occurrences(of: host) where index >= skipTo {
      var cursor = index + host.count
      let kindEnd = line.runEnd(from: cursor) { $0 >= 97 && $0 <= 122 }
      let kind = line.text(cursor..<kindEnd)
      cursor = kindEnd
      /// The next `/`-separated segment of `body` bytes, its range.
      func segment(_ body: (UInt8) -> Bool) -> Range<Int>? {
        guard cursor < line.bytes.count, line.bytes[cursor] == 47 else { return nil }
        let end = line.runEnd(from: cursor + 1, body)
        defer { cursor = end }
        return end > cursor + 1 ? cursor + 1..<end : nil
      }
      var secret: Range<Int>?
      switch kind {
      case "services":
        if let team = segment(SecretLine.isUpperOrDigit), line.bytes[team.lowerBound] == 84,
          let bot = segment(SecretLine.isUpperOrDigit), line.bytes[bot.lowerBound] == 66
        {
          secret = segment(SecretLine.isAlphanumeric)
        }
      case "workflows":
        if segment(SecretLine.isUpperOrDigit) != nil, segment(SecretLine.isUpperOrDigit) != nil,
          segment(SecretLine.isDigit) != nil
        {
          secret = segment(SecretLine.isAlphanumeric)
        }
      case "triggers":
        if segment(SecretLine.isUpperOrDigit) != nil, segment(SecretLine.isDigit) != nil {
          secret = segment(SecretLine.isAlphanumeric)
        }
      default: break
      }
      if let secret, secret.count >= 23, entropy(line.bytes[secret]) > 2,
        !isPlaceholder(line, secret)
      {
        found.append(Match(range: index..<secret.upperBound, kind: .slackWebhook))
      }
      skipTo = max(cursor, index + 1)
    }
  }

  /// Slack's tokens: `xoxb-`, `xoxp-`, `xoxa-`, `xoxr-`, `xoxs-` with a number of 6 digits
  /// or more and a tail; `xapp-` app tokens.
  static func slackTokens(_ line: SecretLine, _ found: inout [Match]) {
    let tail: (UInt8) -> Bool = { SecretLine.isAlphanumeric($0) || $0 == 45 }
    for prefix in ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-"] {
      line.prefixed(Array(prefix.utf8), body: SecretLine.isDigit) { start, digitsEnd in
        guard digitsEnd - start - prefix.utf8.count >= 6, digitsEnd < line.bytes.count,
          line.bytes[digitsEnd] == 45
        else { return }
        let end = line.runEnd(from: digitsEnd + 1, tail)
        guard end - digitsEnd - 1 >= 6, !isPlaceholder(line, start..<end) else { return }
        found.append(Match(range: start..<end, kind: .slackToken))
      }
    }
    line.prefixed(Array("xapp-".utf8), body: tail) { start, end in
      guard end - start >= 30, entropy(line.bytes[start..<end]) > 3 else { return }
      found.append(Match(range: start..<end, kind: .slackToken))
    }
  }

  /// AWS access key ids: `AKIA` or `ASIA` and 16 upper-case letters and digits.
  static func awsKeyIDs(_ line: SecretLine, _ found: inout [Match]) {
    for prefix in ["AKIA", "ASIA"] {
      line.prefixed(
        Array(prefix.utf8), notAfter: SecretLine.isAlphanumeric, body: SecretLine.isUpperOrDigit
      ) { start, end in
        guard end - start == 20,
          end == line.bytes.count || !SecretLine.isAlphanumeric(line.bytes[end])
        else { return }
        found.append(Match(range: start..<end, kind: .awsAccessKey))
      }
    }
  }

  /// AWS secret access keys: 40 of base64 (no `=`), as random as a key is, on a line that
  /// names AWS or within five lines of an AWS key id. (40 such characters alone are too
  /// often something else.)
  static func awsSecretKeys(_ line: SecretLine, nearKeyID: Bool, _ found: inout [Match]) {
    guard nearKeyID || !line.occurrences(of: Array("aws".utf8), anyCase: true).isEmpty else {
      return
    }
    let base64: (UInt8) -> Bool = { SecretLine.isAlphanumeric($0) || $0 == 43 || $0 == 47 }
    var index = 0
    while index < line.bytes.count {
      guard base64(line.bytes[index]) else {
        index += 1
        continue
      }
      let end = line.runEnd(from: index, base64)
      let run = line.bytes[index..<end]
      if run.count == 40, end == line.bytes.count || line.bytes[end] != 61,
        entropy(run) >= 4.25, run.contains(where: { (65...90).contains($0) }),
        run.contains(where: { (97...122).contains($0) }),
        !run.allSatisfy({ SecretLine.isDigit($0) || (97...102).contains($0) }),
        !isPlaceholder(line, index..<end)
      {
        found.append(Match(range: index..<end, kind: .awsSecretKey))
      }
      index = end
    }
  }

  /// Addresses of databases and queues with a password in them
  /// (`postgres://user:password@host/db`); placeholders (`password`, `${PASS}`, `****`) are
  /// left alone.
  static func databaseURLs(_ line: SecretLine, _ found: inout [Match]) {
    let schemes: Set<String> = [
      "postgres", "postgresql", "mysql", "mariadb", "mongodb", "mongodb+srv", "redis", "rediss",
      "amqp", "amqps", "mssql", "sqlserver",
    ]
    let separator = Array("://".utf8)
    var skipTo = 0
    for index in line.occurrences(of: separator) where index >= skipTo {
      var start = index
      while start > 0, index - start < 12,
        SecretLine.isAlphanumeric(line.bytes[start - 1]) || line.bytes[start - 1] == 43
      {
        start -= 1
      }
      let scheme = line.text(start..<index).lowercased()
      let authorityStart = index + separator.count
      let authorityEnd = line.runEnd(from: authorityStart) { !"/?# \t\"'<>`".utf8.contains($0) }
      skipTo = max(authorityEnd, index + 1)
      guard schemes.contains(scheme),
        let at = line.bytes[authorityStart..<authorityEnd].lastIndex(of: 64),
        at + 1 < authorityEnd,
        let colon = line.bytes[authorityStart..<at].firstIndex(of: 58)
      else { continue }
      let password = line.text(colon + 1..<at)
      guard password.count >= 3, !isPlaceholderPassword(password) else { continue }
      found.append(Match(range: start..<at, kind: .databaseURL))
    }
  }

  /// JSON Web Tokens: three base64url parts joined by dots whose first is a JSON header
  /// with an `alg`.
  static func jsonWebTokens(_ line: SecretLine, _ found: inout [Match]) {
    let notBefore: (UInt8) -> Bool = { SecretLine.isBase64URL($0) || $0 == 46 || $0 == 61 }
    line.prefixed(Array("ey".utf8), notAfter: notBefore, body: SecretLine.isBase64URL) {
      start, headerEnd in
      guard headerEnd - start >= 10, headerEnd < line.bytes.count, line.bytes[headerEnd] == 46
      else { return }
      let payloadEnd = line.runEnd(from: headerEnd + 1, SecretLine.isBase64URL)
      guard payloadEnd - headerEnd - 1 >= 10, payloadEnd < line.bytes.count,
        line.bytes[payloadEnd] == 46
      else { return }
      let end = line.runEnd(from: payloadEnd + 1, SecretLine.isBase64URL)
      guard end == line.bytes.count || !notBefore(line.bytes[end]),
        isJWTHeader(line.text(start..<headerEnd))
      else { return }
      found.append(Match(range: start..<end, kind: .jwt))
    }
  }

  /// `name = value` where the name holds a secret's word (`password`, `secret`, `token`,
  /// `api_key`, …) and the value looks random: 12 characters or more, 3.5 bits a character
  /// or more, not letters only, not a placeholder. Names that are about a secret without
  /// being one (`token_type`, `secret_name`, `public_key`) are left alone.
  static func assignments(_ line: SecretLine, _ found: inout [Match]) {
    let words = [
      "password", "passwd", "secret", "token", "apikey", "api_key", "api-key", "access_key",
      "accesskey", "auth_key", "private_key", "credential",
    ]
    let nameByte: (UInt8) -> Bool = { SecretLine.isBase64URL($0) || $0 == 46 }
    // Where each name starts and ends, in one pass each way; then each name once, however
    // many words it holds.
    let count = line.bytes.count
    var starts = [Int](repeating: 0, count: count)
    var ends = [Int](repeating: 0, count: count)
    for index in 0..<count {
      starts[index] =
        nameByte(line.bytes[index]) && index > 0 && nameByte(line.bytes[index - 1])
        ? starts[index - 1] : index
    }
    for index in stride(from: count - 1, through: 0, by: -1) {
      ends[index] =
        nameByte(line.bytes[index]) && index + 1 < count && nameByte(line.bytes[index + 1])
        ? ends[index + 1] : index + 1
    }
    var seen: Set<Int> = []
    var names: [Range<Int>] = []
    for word in words {
      for index in line.occurrences(of: Array(word.utf8), anyCase: true)
      where seen.insert(starts[index]).inserted {
        names.append(starts[index]..<ends[index])
      }
    }
    for name in names.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      guard !notASecretName(String(decoding: line.lowered[name], as: UTF8.self)),
        let value = assignedValue(line, after: name.upperBound)
      else { continue }
      let text = line.text(value)
      guard looksRandom(text), text.contains(where: { !$0.isLetter }),
        !isPlaceholder(line, value)
      else { continue }
      found.append(Match(range: value, kind: .assignedSecret))
    }
  }

  /// The value assigned after a name ending at `index`: an optional quote, spaces, `=`,
  /// `:` or `:=` (or `=>`), spaces, an optional quote, then the value up to a quote, a
  /// space, `,`, `;` or the end.
  private static func assignedValue(_ line: SecretLine, after index: Int) -> Range<Int>? {
    var cursor = index
    let bytes = line.bytes
    func skip(_ set: String) {
      while cursor < bytes.count, set.utf8.contains(bytes[cursor]) { cursor += 1 }
    }
    if cursor < bytes.count, bytes[cursor] == 34 || bytes[cursor] == 39 { cursor += 1 }
    skip(" \t")
    guard cursor < bytes.count else { return nil }
    if line.has(Array(":=".utf8), at: cursor) || line.has(Array("=>".utf8), at: cursor) {
      cursor += 2
    } else if bytes[cursor] == 61 || bytes[cursor] == 58 {
      cursor += 1
    } else {
      return nil
    }
    skip(" \t")
    if cursor < bytes.count, bytes[cursor] == 34 || bytes[cursor] == 39 { cursor += 1 }
    let valueByte: (UInt8) -> Bool = {
      SecretLine.isAlphanumeric($0) || "+/=_.~!@#$%^&*?|-".utf8.contains($0)
    }
    guard cursor < bytes.count, bytes[cursor] != 36 else { return nil }
    let end = line.runEnd(from: cursor, valueByte)
    guard end > cursor, end == bytes.count || "\"' \t,;\r".utf8.contains(bytes[end]) else {
      return nil
    }
    return cursor..<end
  }

  // MARK: - Checks

  /// Whether a name is about a secret without being one.
  private static func notASecretName(_ name: String) -> Bool {
    let endings = [
      "_name", "_id", "_type", "_url", "_uri", "_endpoint", "_version", "_length", "_file",
      "_path", "_size", "_count", "_header", "_prefix", "_field", "_ttl", "_expiry",
    ]
    return name.contains("public") || endings.contains { name.hasSuffix($0) }
  }

  /// Whether `range` of `line` reads as a placeholder: one character repeated, runs of
  /// `x`, `your`, `example`, angle brackets or a variable.
  private static func isPlaceholder(_ line: SecretLine, _ range: Range<Int>) -> Bool {
    let bytes = line.bytes[range]
    guard let first = bytes.first else { return true }
    if bytes.allSatisfy({ $0 == first }) { return true }
    let text = line.text(range).lowercased()
    return ["xxxx", "your", "example", "<", "{{", "${", "changeme", "placeholder"].contains {
      text.contains($0)
    }
  }

  /// Whether a database password is a placeholder.
  private static func isPlaceholderPassword(_ password: String) -> Bool {
    let lowered = password.lowercased()
    if ["password", "pass", "passwd", "pwd", "secret", "changeme", "pw"].contains(lowered) {
      return true
    }
    if let first = lowered.first, "${<%*[".contains(first) { return true }
    return lowered.allSatisfy { $0 == "x" || $0 == "*" }
  }

  /// Whether `haystack` holds `needle`.
  private static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    var index = haystack.startIndex
    while index + needle.count <= haystack.endIndex {
      if haystack[index..<index + needle.count].elementsEqual(needle) { return true }
      index += 1
    }
    return false
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
    entropy(Array(text.utf8)[...])
  }

  /// The Shannon entropy of `bytes`, in bits a byte.
  static func entropy(_ bytes: ArraySlice<UInt8>) -> Double {
    guard !bytes.isEmpty else { return 0 }
    var counts = [Int](repeating: 0, count: 256)
    for byte in bytes { counts[Int(byte)] += 1 }
    let total = Double(bytes.count)
    return counts.reduce(0) { sum, count in
      guard count > 0 else { return sum }
      let share = Double(count) / total
      return sum - share * log2(share)
    }
  }

  /// Whether an assigned value is long and varied enough to be a real secret.
  static func looksRandom(_ value: String) -> Bool {
    value.count >= assignedLength && entropy(value) >= assignedEntropy
  }

  /// Whether `header` (a JWT's first part) decodes (base64url) to a JSON object with an
  /// `alg`.
  static func isJWTHeader(_ header: String) -> Bool {
    guard header.utf8.count <= 4096 else { return false }
    var base64 = header.replacing("-", with: "+").replacing("_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64) else { return false }
    return (try? JSONDecoder().decode(JWTHeader.self, from: data)) != nil
  }

  /// What a JWT's first part holds at least: an object with an `alg`.
  private struct JWTHeader: Decodable {
    let alg: String
  }
}
