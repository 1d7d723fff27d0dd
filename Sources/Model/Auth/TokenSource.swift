import Foundation

/// Where the token came from: `GH_TOKEN`, then `GITHUB_TOKEN`, then the token file.
public enum TokenSource: Equatable, Sendable, CustomStringConvertible {
  /// An environment variable.
  case environment(String)
  /// The token file.
  case file(String)

  public var description: String {
    switch self {
    case .environment(let name): "the \(name) environment variable"
    case .file(let path): "the token file \(path)"
    }
  }

  /// The token and its source, first found wins; nil when there is none.
  public static func resolve(environment: [String: String], store: TokenStore) throws(GistError)
    -> (token: String, source: TokenSource)?
  {
    for name in ["GH_TOKEN", "GITHUB_TOKEN"] {
      if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines),
        !value.isEmpty
      {
        return (value, .environment(name))
      }
    }
    if let token = try store.read() { return (token, .file(store.file.path)) }
    return nil
  }
}
