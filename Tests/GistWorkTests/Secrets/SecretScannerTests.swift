import Foundation
import Testing

@testable import GistWork

/// The secret patterns: true hits with their kind and line, near-misses that must not
/// trigger, and glimpses that never hold the secret whole. The secrets are made up, and
/// built from parts so that no scanner takes this file for a leak.
@Suite struct SecretScannerTests {
  static let githubBody = "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z9f2c"
  static let jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + "."
    + "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

  struct Hit: Sendable, CustomTestStringConvertible {
    let text: String
    let kind: SecretKind
    let line: Int
    var testDescription: String { "\(kind) in \(text.prefix(30))" }
  }

  static let hits: [Hit] = [
    Hit(text: "token: ghp" + "_" + githubBody, kind: .githubToken, line: 1),
    Hit(text: "x\ngho" + "_" + githubBody, kind: .githubToken, line: 2),
    Hit(text: "ghu" + "_" + githubBody, kind: .githubToken, line: 1),
    Hit(text: "ghs" + "_" + githubBody, kind: .githubToken, line: 1),
    Hit(text: "ghr" + "_" + githubBody, kind: .githubToken, line: 1),
    Hit(
      text: "export GH_TOKEN=github" + "_pat_" + "11ABCDEFG0123456789abc_" + githubBody,
      kind: .githubToken, line: 1),
    Hit(text: "a\nb\naws_access_key_id = AKIA" + "IOSFODNN7EXAMPL3", kind: .awsAccessKey, line: 3),
    Hit(text: "ASIA" + "Y34FZKBOKMUTVV7A", kind: .awsAccessKey, line: 1),
    Hit(
      text: "SLACK=xoxb" + "-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
      kind: .slackToken, line: 1),
    Hit(text: "xoxp" + "-2222222222-3333333333-abcdef123456", kind: .slackToken, line: 1),
    Hit(
      text: "\n-----BEGIN RSA PRIVATE" + " KEY-----\nMIIE\n-----END RSA PRIVATE KEY-----",
      kind: .privateKey, line: 2),
    Hit(text: "-----BEGIN PRIVATE" + " KEY-----", kind: .privateKey, line: 1),
    Hit(text: "-----BEGIN OPENSSH PRIVATE" + " KEY-----", kind: .privateKey, line: 1),
    Hit(text: "-----BEGIN PGP PRIVATE" + " KEY BLOCK-----", kind: .privateKey, line: 1),
    Hit(text: "Authorization: Bearer " + jwt, kind: .jwt, line: 1),
    Hit(text: "password=" + "aB3$kL9!xQ2mZ7pW", kind: .assignedSecret, line: 1),
    Hit(text: "DB_PASSWORD = \"" + "Xk8#pQ2!vL9zR4wT\"", kind: .assignedSecret, line: 1),
    Hit(text: "{\"client_secret\": \"" + "9fK2mQ7xZ4pL8wR3\"}", kind: .assignedSecret, line: 1),
    Hit(text: "api:\n  token: " + "Zx9Qm2Lk8Pw4Rt7Y", kind: .assignedSecret, line: 2),
  ]

  @Test(arguments: hits) func finds(_ hit: Hit) {
    let findings = SecretScanner.scan(hit.text, file: "secrets.env")
    #expect(findings.map(\.kind) == [hit.kind], "\(findings)")
    #expect(findings.first?.line == hit.line)
    #expect(findings.first?.file == "secrets.env")
  }

  static let nearMisses: [String] = [
    "password = \"changeme\"",
    "password=${PASSWORD}",
    "password=$PASSWORD",
    "token: {{ .Values.token }}",
    "password = getPassword(user)",
    "secret = os.environ[\"SECRET_KEY_VALUE\"]",
    "password: correcthorsebatterystaple",
    "passwordpasswordpassword",
    "the token is below",
    "token=aaaaaaaaaaaaaaaaaaaa",
    "ghp" + "_short",
    "xghp" + "_" + githubBody,
    "ghp" + "_" + githubBody + "_more",
    "AKIA" + "1234",
    "AKIA" + "iosfodnn7example",
    "xoxb" + "-not-a-token",
    "-----BEGIN PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----",
    "com.example.application.settings",
    "eyJmb28iOiJiYXIifQ" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIn0" + ".abcdefghij",
    "see https://example.com/a/b?token=abc",
  ]

  @Test(arguments: nearMisses) func ignores(_ text: String) {
    #expect(SecretScanner.scan(text, file: "f").isEmpty, "\(SecretScanner.scan(text, file: "f"))")
  }

  @Test func everyKindHasAMatcher() {
    #expect(
      Set(SecretScanner.matchers.map(\.kind)).union([.awsSecretKey, .assignedSecret])
        == Set(SecretKind.allCases))
  }

  @Test func aTokenInAnAssignmentIsOneFindingOfItsOwnKind() {
    let findings = SecretScanner.scan("GITHUB_TOKEN=ghp" + "_" + Self.githubBody, file: "f")
    #expect(findings.map(\.kind) == [.githubToken])
  }

  @Test func glimpsesNeverHoldTheSecretWhole() {
    let token = "ghp" + "_" + Self.githubBody
    #expect(SecretScanner.glimpse(of: token) == "ghp_…9f2c")
    #expect(SecretScanner.glimpse(of: "aB3$kL9!xQ2m") == "aB3…Q2m")
    #expect(SecretScanner.glimpse(of: "abc") == "…")
    let text = [
      token, "AKIA" + "IOSFODNN7EXAMPL3", Self.jwt, "password=" + "aB3$kL9!xQ2mZ7pW",
      "xoxb" + "-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
    ].joined(separator: "\n")
    let findings = SecretScanner.scan(files: [("a.env", text), ("b.txt", "nothing here")])
    #expect(findings.map(\.line) == [1, 2, 3, 4, 5])
    for finding in findings {
      let secret = text.split(separator: "\n")[finding.line - 1].split(separator: "=").last ?? ""
      #expect(!finding.sentence.contains(secret), "\(finding.sentence)")
      #expect(!finding.glimpse.isEmpty && finding.glimpse.count <= 9)
    }
    #expect(findings[0].sentence == "a.env line 1 holds a GitHub token (ghp_…9f2c).")
  }

  @Test func entropy() {
    #expect(SecretScanner.entropy("aaaa") == 0)
    #expect(SecretScanner.entropy("abcd") == 2)
    #expect(!SecretScanner.looksRandom("changeme"))
    #expect(SecretScanner.looksRandom("aB3$kL9!xQ2mZ7pW"))
  }
}

/// Issue 58, SEC4 and SEC2: a scanner that cannot be made to hang, and knows the common
/// secrets. The examples are made up (gitleaks' and trufflehog's shapes), built from parts.
@Suite struct SecretFormatsTests {
  /// Inputs that took a backtracking expression seconds to minutes (38 s for the first at
  /// 20,000 characters), each as a unit and how many times the small line repeats it (the
  /// large one, sixteen times that, is the old test's size).
  /// The scan must not grow as a backtracking one does: sixteen times the line may take at
  /// most 128 times as long (linear is 16, quadratic 256; measured here: 50 to 75), the best
  /// of three runs of each, so a busy machine slows both alike. No absolute time is asked:
  /// a loaded machine made the old "under 100 ms" fail.
  @Test(arguments: [
    ("", "-a", 1_250, "token"),
    ("{\"token_type\": \"bearer\", \"access_token\": \"", "Ab9_-", 412, "\"}"),
    ("", "a.", 1_000, "eyJ"),
    ("", "ey", 1_250, ""),
    ("password=", "x", 2_500, ""),
    ("", "postgres://", 250, ""),
    ("", "hooks.slack.com/services/", 125, ""),
    ("", "T3BlbkFJ-", 312, ""),
  ])
  func aHostileLineIsScannedInLinearTime(
    _ head: String, _ unit: String, _ times: Int, _ tail: String
  ) {
    func line(_ scale: Int) -> String {
      head + String(repeating: unit, count: times * scale) + tail
    }
    func best(_ text: String) -> Duration {
      let clock = ContinuousClock()
      var best = Duration.seconds(60)
      for _ in 0..<3 {
        let started = clock.now
        _ = SecretScanner.scan(text, file: "f")
        best = min(best, clock.now - started)
      }
      return best
    }
    let small = best(line(1))
    let large = best(line(16))
    #expect(large < small * 128 + .milliseconds(5), "\(small) then \(large) for 16x the line")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let kind: SecretKind?
    var testDescription: String { "\(kind.map { "\($0)" } ?? "nothing") in \(text.prefix(24))" }
  }

  static let mixed = "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6"

  static let cases: [Case] = [
    // Stripe: live and restricted keys; a test key, a publishable one, a placeholder.
    Case(text: "STRIPE=sk" + "_live_A1b2C3d4E5f6G7h8I9j0K1l2", kind: .stripeKey),
    Case(text: "rk" + "_live_0123456789ABCDEFGHIJklmn", kind: .stripeKey),
    Case(text: "sk" + "_live_YOUR_KEY_HERE", kind: nil),
    Case(text: "pk" + "_live_0123456789ABCDEFGHIJklmn", kind: nil),
    Case(text: "task" + "_live_0123456789ABCDEFGHIJ", kind: nil),
    // Google.
    Case(text: "key: AIza" + "SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q", kind: .googleAPIKey),
    Case(text: "AIza" + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", kind: nil),
    Case(text: "AIza" + "Sy...", kind: nil),
    // OpenAI: legacy and project keys; a placeholder.
    Case(text: "sk-A1b2C3d4E5f6G7h8I9j0" + "T3BlbkFJ" + "K1l2M3n4O5p6Q7r8S9t0", kind: .openAIKey),
    Case(
      text: "OPENAI_API_KEY=sk-proj-" + String(mixed.prefix(40)) + "T3BlbkFJ"
        + String(mixed.prefix(40)), kind: .openAIKey),
    Case(text: "sk-your-api-key-here", kind: nil),
    // GitLab.
    Case(text: "glpat" + "-A1b2C3d4E5f6G7h8I9j0", kind: .gitlabToken),
    Case(text: "glpat" + "-FAKEtoken0123456789ABCDEFGHIJ.0t1twv5la", kind: .gitlabToken),
    Case(text: "glpat" + "-XXXXXXXXXXX-XXXXXXXX", kind: nil),
    Case(text: "glpat" + "-<your_token>", kind: nil),
    // npm.
    Case(
      text: "//registry.npmjs.org/:_authToken=npm" + "_0123456789abcdefghij01234567891eVt8o",
      kind: .npmToken),
    Case(text: "npm" + "_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", kind: nil),
    Case(text: "npm" + "_config_registry=https://r.example", kind: nil),
    // Slack webhooks, and Slack's own placeholder.
    Case(
      text: "https://hooks.slack.com/services/T0123ABCD/B0123ABCD/" + "0123456789abcdefABCDEFGH",
      kind: .slackWebhook),
    Case(
      text: "https://hooks.slack.com/workflows/T0123ABCD/A0123ABCDEF/123456789012345678/"
        + "0123456789abcdefABCDEFGH", kind: .slackWebhook),
    Case(
      text: "https://hooks.slack.com/services/T00000000/B00000000/" + "XXXXXXXXXXXXXXXXXXXXXXXX",
      kind: nil),
    // api_key assignments, and names or values that are not secrets.
    Case(text: "api_key = \"Q1w2E3r4T5y6U7i8O9p0\"", kind: .assignedSecret),
    Case(text: "apikey: Q1w2E3r4T5y6U7i8O9p0", kind: .assignedSecret),
    Case(text: "api_key = \"your_api_key_here\"", kind: nil),
    Case(text: "public_key = \"Q1w2E3r4T5y6U7i8O9p0\"", kind: nil),
    Case(text: "token_type = \"Q1w2E3r4T5y6U7i8O9p0\"", kind: nil),
    Case(text: "api_key = \"${API_KEY}\"", kind: nil),
    // Database addresses.
    Case(
      text: "DATABASE_URL=postgres://app_user:Q1w2E3r4T5y6@db.internal:5432/app",
      kind: .databaseURL),
    Case(
      text: "mongodb+srv://app:Q1w2E3r4T5y6@cluster0.abcde.mongodb.net/prod", kind: .databaseURL),
    Case(text: "redis://:Q1w2E3r4T5y6@cache.internal:6379/0", kind: .databaseURL),
    Case(text: "postgres://user:password@localhost:5432/db", kind: nil),
    Case(text: "mongodb://${DB_USER}:${DB_PASS}@mongo:27017", kind: nil),
    Case(text: "redis://localhost:6379", kind: nil),
    // PuTTY.
    Case(text: "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none", kind: .privateKey),
    Case(text: "case \"PuTTY-User-Key-File-3\":", kind: nil),
    // A bare AWS secret key, beside its key id or its name; 40 hex characters are not one.
    Case(
      text: "AKIA" + "234567ABCDEFGHIJ\n" + "01234567/9ABCDEFGHIJ+123456789abcdefghij",
      kind: .awsSecretKey),
    Case(text: "aws secret: 01234567/9ABCDEFGHIJ+123456789abcdefghij", kind: .awsSecretKey),
    Case(text: "commit da39a3ee5e6b4b0d3255bfef95601890afd80709 on aws", kind: nil),
    Case(text: "01234567/9ABCDEFGHIJ+123456789abcdefghij", kind: nil),
  ]

  @Test(arguments: cases) func theFormatIsKnown(_ example: Case) {
    let kinds = SecretScanner.scan(example.text, file: "f").map(\.kind)
    if let kind = example.kind {
      #expect(kinds.contains(kind), "\(kinds)")
    } else {
      #expect(kinds.isEmpty, "\(kinds)")
    }
  }

  /// A GitHub token split by a backslash-newline, by a zero-width space, URL-encoded, or used
  /// as a file name is still found.
  @Test func aHiddenTokenIsFound() {
    let body = SecretScannerTests.githubBody
    let split = "TOKEN=\"ghp" + "_" + body.prefix(10) + "\\\n    " + body.dropFirst(10) + "\""
    #expect(SecretScanner.scan(split, file: "f").map(\.kind) == [.githubToken])
    #expect(SecretScanner.scan(split, file: "f").first?.line == 1)
    let hidden = "ghp" + "_" + body.prefix(10) + "\u{200B}" + body.dropFirst(10)
    #expect(SecretScanner.scan(hidden, file: "f").map(\.kind) == [.githubToken])
    let encoded = "ghp" + "%5F" + body
    #expect(SecretScanner.scan(encoded, file: "f").map(\.kind) == [.githubToken])
    let named = SecretScanner.scan(files: [(name: "ghp" + "_" + body, content: "hi\n")])
    #expect(named.map(\.kind) == [.githubToken])
    #expect(named.first?.file == "a file name")
    #expect(!(named.first?.sentence.contains(body) ?? true))
    // Prose with percents is not decoded into anything.
    #expect(SecretScanner.scan("100%5Fcomplete, a%20b", file: "f").isEmpty)
  }
}
