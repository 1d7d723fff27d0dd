import Foundation

/// Maps URLs and ids to destinations, synchronously: `https://gist.github.com/USER/ID`,
/// `https://gist.github.com/ID`, `.../ID/REVISION`, `https://gist.github.com/USER`, a bare
/// id, API URLs (`.../gists/ID`, `.../users/NAME/gists`) and `dehub://` links
/// (`dehub://gist/ID`, `dehub://user/NAME`, `dehub://mine`, `dehub://starred`,
/// `dehub://discover`). A path that can mean two things (`gist.github.com/NAME`) becomes
/// `.userOrGist`, resolved later by a scene that asks the server. Unknown URLs give an
/// error with a sentence, never a crash.
///
/// `open` hands the destination to `present`, which builds and shows the scene; tests
/// inject a recording closure, so navigation is tested without a terminal.
public final class Switchboard {
  private let present: (Destination) -> Void

  /// A switchboard that shows destinations with `present`.
  public init(present: @escaping (Destination) -> Void) {
    self.present = present
  }

  /// Opens `text` (a URL or an id); throws when it leads nowhere.
  public func open(_ text: String) throws(SwitchboardError) {
    present(try Self.destination(for: text))
  }

  /// Opens a destination already known (from a model object).
  public func open(_ destination: Destination) {
    present(destination)
  }

  /// The destination of `text`.
  public static func destination(for text: String) throws(SwitchboardError) -> Destination {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if isIdentifier(trimmed) && trimmed.allSatisfy(\.isHexDigit) {
      return .gist(id: trimmed, revision: nil)
    }
    if isUserName(trimmed) { return .userOrGist(trimmed) }
    guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased() else {
      throw .unknown(text)
    }
    let host = url.host?.lowercased() ?? ""
    var parts = url.path.split(separator: "/").map(String.init)
    if scheme == "dehub" {
      return try dehubLink(host: host, parts: parts, text: text)
    }
    guard scheme == "https" || scheme == "http" else { throw .unknown(text) }
    if let last = parts.last, last.hasSuffix(".git") {
      parts[parts.count - 1] = String(last.dropLast(4))
    }
    if let index = parts.lastIndex(of: "gists"), index == 0 || parts[index - 1] != "users",
      index + 1 < parts.count
    {
      let id = parts[index + 1]
      guard isIdentifier(id) else { throw .unknown(text) }
      return .gist(id: id, revision: index + 2 < parts.count ? parts[index + 2] : nil)
    }
    if parts.count == 3, parts[0] == "users", parts[2] == "gists", isUserName(parts[1]) {
      return .user(parts[1])
    }
    guard host == "gist.github.com" || host.hasPrefix("gist.") else { throw .unknown(text) }
    switch parts.count {
    case 1 where isUserName(parts[0]):
      return isIdentifier(parts[0]) && parts[0].count >= 20 && parts[0].allSatisfy(\.isHexDigit)
        ? .gist(id: parts[0], revision: nil) : .userOrGist(parts[0])
    case 2 where isUserName(parts[0]) && isIdentifier(parts[1]):
      return .gist(id: parts[1], revision: nil)
    case 3 where isUserName(parts[0]) && isIdentifier(parts[1]) && isIdentifier(parts[2]):
      return .gist(id: parts[1], revision: parts[2])
    default:
      throw .unknown(text)
    }
  }

  private static func dehubLink(host: String, parts: [String], text: String)
    throws(SwitchboardError) -> Destination
  {
    switch (host, parts.count) {
    case ("mine", 0): return .mine
    case ("starred", 0): return .starred
    case ("discover", 0), ("public", 0): return .discover
    case ("gist", 1) where isIdentifier(parts[0]): return .gist(id: parts[0], revision: nil)
    case ("gist", 2) where isIdentifier(parts[0]) && isIdentifier(parts[1]):
      return .gist(id: parts[0], revision: parts[1])
    case ("user", 1) where isUserName(parts[0]): return .user(parts[0])
    default: throw .unknown(text)
    }
  }

  /// Letters and digits only (gist ids and revisions).
  static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// A GitHub login: letters, digits and single hyphens, at most 39 characters.
  static func isUserName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 39 && !text.hasPrefix("-") && !text.hasSuffix("-")
      && !text.contains("--")
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
  }
}
