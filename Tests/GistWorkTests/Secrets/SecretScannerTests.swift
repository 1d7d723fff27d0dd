import Foundation
import Model
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

  @Test func everyPatternCompiles() {
    #expect(SecretScanner.compiled().count == SecretScanner.patterns.count)
    #expect(Set(SecretScanner.patterns.map(\.kind)) == Set(SecretKind.allCases))
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
