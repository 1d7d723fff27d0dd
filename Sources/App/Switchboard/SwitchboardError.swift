/// Why a URL leads nowhere, in words.
public enum SwitchboardError: Error, Equatable, Sendable {
  /// Not a gist URL, gist id, user page or `dehub://` link.
  case unknown(String)

  /// A sentence for a person.
  public var message: String {
    switch self {
    case .unknown(let text):
      "dehub cannot open \"\(text)\": it is not a gist, a gist URL or a user's gists page."
    }
  }
}
