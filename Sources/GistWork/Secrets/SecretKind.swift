import Model

/// What kind of secret a `SecretScanner` pattern found.
public enum SecretKind: String, Sendable, CaseIterable, Codable {
  /// A GitHub token: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` or `github_pat_`.
  case githubToken
  /// An AWS access key id (`AKIA…` or `ASIA…`).
  case awsAccessKey
  /// A Slack token (`xoxb-…`, `xoxp-…`, …).
  case slackToken
  /// A private-key block (`-----BEGIN … PRIVATE KEY-----`).
  case privateKey
  /// A JSON Web Token.
  case jwt
  /// A `password=`, `secret=` or `token=` assignment whose value looks random.
  case assignedSecret

  /// The kind in words, with its article: "a GitHub token".
  public var phrase: String {
    switch self {
    case .githubToken: "a GitHub token"
    case .awsAccessKey: "an AWS access key id"
    case .slackToken: "a Slack token"
    case .privateKey: "a private key"
    case .jwt: "a JSON Web Token"
    case .assignedSecret: "a password or secret"
    }
  }
}
