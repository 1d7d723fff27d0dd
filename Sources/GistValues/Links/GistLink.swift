import Basics
import FoundationEssentials

/// What a gist reference names: the one parser for every form a user may give, used by the
/// browser's switchboard (`dehub open`, links in comments) and by the scripting commands.
///
/// Forms: a bare id (hex, as GitHub's, or digits, as old gists), a bare login,
/// `https://gist.github.com/ID`, `…/USER/ID`, `…/USER/ID/REVISION`, `…/USER`, `….git`,
/// API URLs (`…/gists/ID`, `…/gists/ID/REVISION`, `…/users/NAME/gists`) and `dehub://` links
/// (`dehub://gist/ID[/REVISION]`, `dehub://user/NAME`, `dehub://mine`, `dehub://starred`,
/// `dehub://discover`). A word that can be a login or an id (`octocat`,
/// `gist.github.com/octocat`) is `.userOrGist`: only the server can tell which it is.
public enum GistLink: Equatable, Sendable {
  /// A gist, with the owner and revision the reference named.
  case gist(id: String, owner: String?, revision: String?)
  /// A user's gists.
  case user(String)
  /// A login or a gist id; the server says which.
  case userOrGist(String)
  /// The signed-in user's gists.
  case mine
  /// The signed-in user's starred gists.
  case starred
  /// Everyone's public gists.
  case discover

  /// Parses `text`; throws `invalidReference` (with a sentence) for anything else.
  public static func parse(_ text: String) throws(GistError) -> GistLink {
    let trimmed = text.trimmingWhitespace()
    if isIdentifier(trimmed) && trimmed.allSatisfy(\.isHexDigit) {
      return .gist(id: trimmed, owner: nil, revision: nil)
    }
    if isLogin(trimmed) { return .userOrGist(trimmed) }
    guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() else {
      throw .invalidReference(text)
    }
    let host = url.host?.lowercased() ?? ""
    var parts = url.path.split(separator: "/").map(String.init)
    if scheme == "dehub" {
      guard let link = dehubLink(host: host, parts: parts) else { throw .invalidReference(text) }
      return link
    }
    guard scheme == "https" || scheme == "http", !host.isEmpty else {
      throw .invalidReference(text)
    }
    if let last = parts.last, last.hasSuffix(".git") {
      parts[parts.count - 1] = String(last.dropLast(4))
    }
    if let index = parts.lastIndex(of: "gists"), index == 0 || parts[index - 1] != "users",
      index + 1 < parts.count
    {
      let id: String = parts[index + 1]
      let revision: String? = index + 2 < parts.count ? parts[index + 2] : nil
      let revisionValid = revision.map { isIdentifier($0) } ?? true
      guard isIdentifier(id), revisionValid, index + 3 >= parts.count else {
        throw .invalidReference(text)
      }
      return .gist(id: id, owner: nil, revision: revision)
    }
    if parts.count == 3, parts[0] == "users", parts[2] == "gists", isLogin(parts[1]) {
      return .user(parts[1])
    }
    // An Enterprise Server serves gists under `https://HOST/gist/`: the same forms follow.
    if parts.first == "gist", parts.count >= 2, host != "gist.github.com" {
      parts.removeFirst()
    } else if !(host == "gist.github.com" || host.hasPrefix("gist.")) {
      throw .invalidReference(text)
    }
    switch parts.count {
    case 1
    where isIdentifier(parts[0]) && parts[0].count >= 20 && parts[0].allSatisfy(\.isHexDigit):
      return .gist(id: parts[0], owner: nil, revision: nil)
    case 1 where isLogin(parts[0]):
      return .userOrGist(parts[0])
    case 2 where isLogin(parts[0]) && isIdentifier(parts[1]):
      return .gist(id: parts[1], owner: parts[0], revision: nil)
    case 3 where isLogin(parts[0]) && isIdentifier(parts[1]) && isIdentifier(parts[2]):
      return .gist(id: parts[1], owner: parts[0], revision: parts[2])
    default:
      throw .invalidReference(text)
    }
  }

  private static func dehubLink(host: String, parts: [String]) -> GistLink? {
    switch (host, parts.count) {
    case ("mine", 0): return .mine
    case ("starred", 0): return .starred
    case ("discover", 0), ("public", 0): return .discover
    case ("gist", 1) where isIdentifier(parts[0]):
      return .gist(id: parts[0], owner: nil, revision: nil)
    case ("gist", 2) where isIdentifier(parts[0]) && isIdentifier(parts[1]):
      return .gist(id: parts[0], owner: nil, revision: parts[1])
    case ("user", 1) where isLogin(parts[0]): return .user(parts[0])
    default: return nil
    }
  }

  /// Letters and digits only, at most 64 (gist ids and revisions).
  public static func isIdentifier(_ text: String) -> Bool {
    // Read as bytes: every id of every list passes here, and Character's properties look
    // each one up in Unicode's tables (4 % of `list --json` in a profile).
    let bytes = text.utf8
    return !bytes.isEmpty && bytes.count <= 64 && bytes.allSatisfy(isLetterOrDigit)
  }

  /// Whether `byte` is an ASCII letter or digit.
  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// A GitHub login: letters, digits and single hyphens, at most 39 characters, not
  /// starting or ending with a hyphen.
  public static func isLogin(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 39 && !text.hasPrefix("-") && !text.hasSuffix("-")
      && !text.contains("--") && text.utf8.allSatisfy { isLetterOrDigit($0) || $0 == 0x2D }
  }

  /// `text` when it is a gist id or revision dehub may use (`isIdentifier`), else nil: a
  /// server's id enters dehub only through this (a path, `$(…)` or an option is refused
  /// where it is read, so it never reaches a URL, a file name or a shell's completion).
  public static func identifier(_ text: String?) -> String? {
    text.flatMap { isIdentifier($0) ? $0 : nil }
  }

  /// `text` when it is a plain identifier; a decoding error at `decoder` otherwise.
  static func checkedIdentifier(_ text: String, at decoder: any Decoder) throws -> String {
    guard isIdentifier(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a plain identifier"))
    }
    return text
  }

  /// `text` when it is a web page dehub may open or copy (`isWebPage`), else nil: a
  /// server's `html_url` enters dehub only through this.
  public static func webPage(_ text: String?) -> String? {
    text.flatMap { isWebPage($0) ? $0 : nil }
  }

  /// Whether `text` is a web page dehub may open or copy for the user: an https:// address
  /// with a host and nothing unprintable in it (a server's `html_url` of `file://` or
  /// `javascript:` is not).
  public static func isWebPage(_ text: String) -> Bool {
    guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
      let url = URL(string: text), url.scheme?.lowercased() == "https",
      url.host?.isEmpty == false
    else { return false }
    return true
  }

  /// Why `text` is not a GitHub login, for a user who typed it.
  public static func notALogin(_ text: String) -> String {
    "\"\(text)\" is not a GitHub user name (letters, digits and single hyphens, up to 39)."
  }
}
