import Basics
import FoundationEssentials

/// Where the token came from: `GH_TOKEN`, then `GITHUB_TOKEN`, then the token file, then
/// `gh auth token` for the same host.
public enum TokenSource: Equatable, Sendable, CustomStringConvertible {
  /// An environment variable.
  case environment(String)
  /// The token file.
  case file(String)
  /// GitHub's CLI (`gh auth token`) for this host.
  case gh(host: String)

  public var description: String {
    switch self {
    case .environment(let name): "the \(name) environment variable"
    case .file(let path): "the token file \(path)"
    case .gh(let host): "gh (gh auth token --hostname \(host))"
    }
  }

  /// The token and its source, first found wins; nil when there is none. `ghHost` is the
  /// host `gh` knows the API by (nil: do not ask `gh`); `askedGH` is told what `gh` answered
  /// when it was asked (a `gh` that timed out, for `dehub doctor` to say).
  public static func resolve(
    environment: [String: String], store: TokenStore, ghHost: String? = nil,
    askedGH: (GHToken.Answer) -> Void = { _ in }
  ) throws(GistError) -> (token: String, source: TokenSource)? {
    if let (name, value) = environmentToken(in: environment) {
      guard TokenStore.isWellFormed(value) else {
        throw GistError.local(
          "\(name) holds spaces or control characters, so it is not a token; set it to the "
            + "token alone.")
      }
      return (value, .environment(name))
    }
    if let token = try store.read() {
      guard TokenStore.isWellFormed(token) else {
        throw GistError.local(
          "The token file \(store.file.path) holds more than a token (spaces or control "
            + "characters); run `dehub auth login` to write it again.")
      }
      return (token, .file(store.file.path))
    }
    if let ghHost {
      let answer = GHToken.ask(host: ghHost, environment: environment)
      askedGH(answer)
      if let token = answer.token { return (token, .gh(host: ghHost)) }
    }
    return nil
  }

  /// The environment variable the token is taken from, and its value (trimmed): `GH_TOKEN`,
  /// then `GITHUB_TOKEN`; one that is empty or only white space counts as unset. Nil when
  /// neither holds a value, and the token comes from the file or `gh`.
  public static func environmentToken(in environment: [String: String]) -> (
    name: String, value: String
  )? {
    for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
      if let value = environment[name]?.trimmingWhitespace(), !value.isEmpty {
        return (name, value)
      }
    }
    return nil
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
    case (.badToken, .file):
      "GitHub rejected the saved token (bad credentials). Run `dehub auth login` with a new "
        + "token."
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
