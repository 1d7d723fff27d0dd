import FoundationEssentials

/// What the login screen says about the API it signs in to: its title, where tokens are
/// made (github.com's settings for api.github.com, the server's own for GitHub Enterprise,
/// none for a server that is neither), and the sentences that point there.
public enum LoginWording {
  /// The page where a personal access token is made for the API at `api` (its base URL):
  /// `https://github.com/settings/tokens` for api.github.com, `https://HOST/settings/tokens`
  /// for a GitHub Enterprise API (`https://HOST/api/v3`), nil for any other server (`api`
  /// nil: api.github.com).
  public static func tokensPage(forAPI api: URL?) -> String? {
    guard let api else { return github }
    guard let host = api.host?.lowercased(), !host.isEmpty else { return nil }
    if host == "api.github.com" { return github }
    let path = api.path.lowercased()
    guard path == "/api/v3" || path.hasPrefix("/api/v3/") else { return nil }
    let port = api.port.map { ":\($0)" } ?? ""
    return "https://\(host)\(port)/settings/tokens"
  }

  /// github.com's tokens page.
  private static let github = "https://github.com/settings/tokens"

  /// The screen's title: "Sign in to HOST" (with its port when it has one: a token is kept
  /// for the host and port it was given for).
  static func title(forAPI api: URL?) -> String {
    let host = api.map { url in (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
    }
    return "Sign in to \(host ?? "api.github.com")"
  }

  /// What a token is and where one is made.
  static func intro(forAPI api: URL?) -> [String] {
    [
      "dehub needs a personal access token with the gist scope.",
      tokensPage(forAPI: api).map { "Create one at \($0), then paste it here." }
        ?? "Create one on the server's settings page, then paste it here.",
    ]
  }

  /// What is said when the token lacks the gist scope.
  static func missingScope(forAPI api: URL?) -> String {
    tokensPage(forAPI: api).map {
      "This token lacks the gist scope: create one with it at \($0) and paste it here."
    } ?? "This token lacks the gist scope: create one with it and paste it here."
  }
}
