import Foundation

/// A gist named by its id or URL: `ID`, `https://gist.github.com/ID`,
/// `https://gist.github.com/USER/ID`, `.../ID/REVISION`, or an API URL `.../gists/ID`.
public struct GistReference: Equatable, Sendable {
  /// The gist's id.
  public var id: String
  /// The owner named in the URL.
  public var owner: String?
  /// A revision named in the URL.
  public var revision: String?

  /// A reference to gist `id`.
  public init(id: String, owner: String? = nil, revision: String? = nil) {
    self.id = id
    self.owner = owner
    self.revision = revision
  }

  /// Whether `text` looks like a gist id (letters and digits, as GitHub's hex ids and old
  /// numeric ones).
  public static func isID(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// Parses an id or URL; throws `invalidReference` for anything else.
  public static func parse(_ text: String) throws(GistError) -> GistReference {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if isID(trimmed) { return GistReference(id: trimmed) }
    guard let url = URL(string: trimmed), let host = url.host?.lowercased() else {
      throw GistError.invalidReference(text)
    }
    var parts = url.path.split(separator: "/").map(String.init)
    if let last = parts.last, last.hasSuffix(".git") {
      parts[parts.count - 1] = String(last.dropLast(4))
    }
    if let index = parts.lastIndex(of: "gists"), index + 1 < parts.count, isID(parts[index + 1]) {
      var revision: String?
      if index + 2 < parts.count, isID(parts[index + 2]) { revision = parts[index + 2] }
      return GistReference(id: parts[index + 1], revision: revision)
    }
    guard host == "gist.github.com" || host.hasPrefix("gist.") else {
      throw GistError.invalidReference(text)
    }
    switch parts.count {
    case 1 where isID(parts[0]):
      return GistReference(id: parts[0])
    case 2 where isID(parts[1]):
      return GistReference(id: parts[1], owner: parts[0])
    case 3 where isID(parts[1]) && isID(parts[2]):
      return GistReference(id: parts[1], owner: parts[0], revision: parts[2])
    default:
      throw GistError.invalidReference(text)
    }
  }
}
