import Basics
import FoundationEssentials
import GistValues

/// Where the token for a host came from, chosen by `gh`'s rules so that a token goes only
/// to the host it is for: for github.com and GHE.com tenancies `GH_TOKEN`, then
/// `GITHUB_TOKEN`; for an Enterprise Server (any other host, this machine's test servers
/// among them) `GH_ENTERPRISE_TOKEN`, then `GITHUB_ENTERPRISE_TOKEN`; then the account saved
/// for that host (`dehub auth login`); then `gh auth token --hostname HOST`.
public enum TokenSource: Equatable, Sendable, CustomStringConvertible {
  /// An environment variable.
  case environment(String)
  /// The account saved for the host by `dehub auth login` (its login, when known).
  case saved(host: String, login: String?)
  /// GitHub's CLI (`gh auth token`) for this host.
  case gh(host: String)

  public var description: String {
    switch self {
    case .environment(let name): "the \(name) environment variable"
    case .saved(let host, let login):
      "the token saved for \(login.map { "\($0) on " } ?? "")\(host)"
    case .gh(let host): "gh (gh auth token --hostname \(host))"
    }
  }

  /// The environment variables whose tokens `host` takes, in order.
  public static func variables(for host: String) -> [String] {
    HostName.isEnterprise(host)
      ? ["GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"] : ["GH_TOKEN", "GITHUB_TOKEN"]
  }

  /// The token for `host` (its API at `apiURL`) and its source, first found wins; nil when
  /// there is none. `login` asks for that saved account rather than the active one. `askGH`
  /// says whether `gh` may be asked; `askedGH` is told what it answered (a `gh` that timed
  /// out, for `dehub doctor` to say). An older dehub's token file is moved into the store
  /// first, as the token of `host`.
  public static func resolve(
    environment: [String: String], store: TokenStore, host: String, apiURL: String,
    login: String? = nil, askGH: Bool = true, askedGH: (GHToken.Answer) -> Void = { _ in }
  ) throws(GistError) -> (token: String, source: TokenSource)? {
    if login == nil, let (name, value) = environmentToken(in: environment, for: host) {
      guard TokenStore.isWellFormed(value) else {
        throw GistError.local(
          value.utf8.count > 255
            ? "\(name) holds \(value.utf8.count) characters, more than any token (255 at most); "
              + "set it to the token alone."
            : "\(name) holds spaces or control characters, so it is not a token; set it to the "
              + "token alone.")
      }
      return (value, .environment(name))
    }
    try store.moveLegacyToken(toHost: host, apiURL: apiURL)
    if let account = try store.account(host: host, login: login) {
      guard TokenStore.isWellFormed(account.token) else {
        throw GistError.local(
          "The token saved for \(host) holds more than a token (spaces or control "
            + "characters); run `dehub auth login` to save it again.")
      }
      return (account.token, .saved(host: host, login: account.login))
    }
    if askGH, login == nil {
      let answer = GHToken.ask(host: host, environment: environment)
      askedGH(answer)
      if let token = answer.token { return (token, .gh(host: host)) }
    }
    return nil
  }

  /// The environment variable `host`'s token is taken from, and its value (trimmed); one
  /// that is empty or only white space counts as unset. Nil when none of `host`'s holds a
  /// value.
  public static func environmentToken(in environment: [String: String], for host: String) -> (
    name: String, value: String
  )? {
    for name in variables(for: host) {
      if let value = environment[name]?.trimmingWhitespace(), !value.isEmpty {
        return (name, value)
      }
    }
    return nil
  }

  /// The token variables that are set but are not for `host` (`GH_TOKEN` for an
  /// Enterprise host): a token goes only to the host it is for.
  public static func unused(in environment: [String: String], for host: String) -> [String] {
    let all = ["GH_TOKEN", "GITHUB_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"]
    let own = variables(for: host)
    return all.filter { name in
      !own.contains(name) && !(environment[name]?.trimmingWhitespace().isEmpty ?? true)
    }
  }

  /// How to sign in to `host` (its API at `apiURL`): `dehub auth login`, with the host or
  /// the address when it is not github.com's.
  public static func loginCommand(host: String, apiURL: String) -> String {
    if HostName.normalize(host) == HostName.github { return "dehub auth login" }
    if HostName.apiURL(of: host) == apiURL { return "dehub auth login --hostname \(host)" }
    return "dehub auth login --api-url \(apiURL)"
  }

  /// What is said when no token fits `host`: the variable or command that would give one,
  /// and a variable that is set but not for this host.
  public static func missing(host: String, apiURL: String, environment: [String: String])
    -> String
  {
    var sentence =
      "No GitHub token for \(host). Run `\(loginCommand(host: host, apiURL: apiURL))`, or set "
      + "\(variables(for: host)[0])."
    let unused = unused(in: environment, for: host)
    if !unused.isEmpty {
      let kind = HostName.isEnterprise(host) ? "github.com" : "Enterprise Server hosts"
      sentence +=
        " (\(unused.joined(separator: " and ")) \(unused.count == 1 ? "is" : "are") set, "
        + "but for \(kind) only: a token goes only to the host it is for.)"
    }
    return sentence
  }

  /// What to do about `error` when the token came from here: for a token GitHub rejected
  /// or one without the `gist` scope, a sentence that names the source and the fix that
  /// works for it (a variable is fixed or unset, as it wins over a login); nil for other
  /// errors.
  public func advice(for error: GistError) -> String? {
    switch (error, self) {
    case (.badToken, .environment(let name)):
      "GitHub rejected the token in \(name) (bad credentials). Fix or unset \(name): it is "
        + "used before the saved token, so `dehub auth login` does not replace it."
    case (.badToken, .saved(let host, let login)):
      "GitHub rejected the saved token\(login.map { " of \($0)" } ?? "") for \(host) (bad "
        + "credentials). Run `dehub auth login` with a new token."
    case (.badToken, .gh(let host)):
      "GitHub rejected gh's token for \(host) (bad credentials). Run `gh auth login "
        + "--hostname \(host)`, or `dehub auth login` to save a token of dehub's own (used "
        + "before gh's)."
    case (.missingScope, .environment(let name)):
      "The token in \(name) lacks the `gist` scope. Set \(name) to a token with the gist "
        + "scope, or unset it to use the saved one."
    case (.missingScope, .gh(let host)):
      "gh's token for \(host) lacks the `gist` scope. Run `gh auth refresh --hostname "
        + "\(host) --scopes gist`, or `dehub auth login` with a token that has it."
    default: nil
    }
  }
}
