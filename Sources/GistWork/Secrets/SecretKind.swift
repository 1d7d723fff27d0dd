/// What kind of secret a `SecretScanner` matcher found.
public enum SecretKind: String, Sendable, CaseIterable, Codable {
  /// A GitHub token: `ghp_`, `gho_`, `ghu_`, `ghs_`, `ghr_` or `github_pat_`.
  case githubToken
  /// An AWS access key id (`AKIA…` or `ASIA…`).
  case awsAccessKey
  /// An AWS secret access key (40 characters beside an AWS key id or name).
  case awsSecretKey
  /// A Slack token (`xoxb-…`, `xoxp-…`, `xapp-…`).
  case slackToken
  /// A Slack webhook address (`hooks.slack.com/services/…`).
  case slackWebhook
  /// A private-key block (`-----BEGIN … PRIVATE KEY-----`) or a PuTTY key file.
  case privateKey
  /// A JSON Web Token.
  case jwt
  /// A Stripe secret or restricted key (`sk_live_`, `rk_live_`).
  case stripeKey
  /// A Google API key (`AIza…`).
  case googleAPIKey
  /// An OpenAI API key (`sk-…T3BlbkFJ…`).
  case openAIKey
  /// A GitLab token (`glpat-`, `gldt-`, `glrt-`, …).
  case gitlabToken
  /// An npm access token (`npm_…`).
  case npmToken
  /// A database address with a password in it (`postgres://user:pw@host`).
  case databaseURL
  /// A `password=`, `secret=`, `token=`, `api_key=` assignment whose value looks random.
  case assignedSecret

  /// The kind in words, with its article: "a GitHub token".
  public var phrase: String {
    switch self {
    case .githubToken: "a GitHub token"
    case .awsAccessKey: "an AWS access key id"
    case .awsSecretKey: "an AWS secret access key"
    case .slackToken: "a Slack token"
    case .slackWebhook: "a Slack webhook address"
    case .privateKey: "a private key"
    case .jwt: "a JSON Web Token"
    case .stripeKey: "a Stripe secret key"
    case .googleAPIKey: "a Google API key"
    case .openAIKey: "an OpenAI API key"
    case .gitlabToken: "a GitLab token"
    case .npmToken: "an npm token"
    case .databaseURL: "a database password"
    case .assignedSecret: "a password or secret"
    }
  }
}
