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
    for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
      if let value = environment[name]?.trimmingWhitespace(),
        !value.isEmpty
      {
        guard TokenStore.isWellFormed(value) else {
          throw GistError.local(
            "\(name) holds spaces or control characters, so it is not a token; set it to the "
              + "token alone.")
        }
        return (value, .environment(name))
      }
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
}
