import Basics
import FoundationEssentials

/// The `Link` header of a paginated response (RFC 8288):
/// `<https://api.github.com/gists?page=2>; rel="next", <...>; rel="last"`. A relative
/// target (`</gists?page=2>`) is resolved against the URL of the request it answered.
public struct LinkHeader: Equatable, Sendable {
  /// The links by relation (`next`, `prev`, `first`, `last`).
  public let links: [String: URL]

  /// Parses a header value, resolving relative targets against `base` (the request's URL,
  /// as RFC 8288 says); malformed entries are skipped.
  public init(_ value: String, relativeTo base: URL? = nil) {
    var links: [String: URL] = [:]
    var rest = Substring(value)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      let target = String(rest[rest.index(after: open)..<close])
      let afterTarget = rest[rest.index(after: close)...]
      let end = Self.endOfParameters(afterTarget)
      let parameters = afterTarget[..<end]
      rest = afterTarget[end...]
      guard
        let url = URL(string: target.trimmingSpaces(), relativeTo: base)?
          .absoluteURL
      else { continue }
      for relation in Self.relations(in: parameters) where links[relation] == nil {
        links[relation] = url
      }
    }
    self.links = links
  }

  /// The next page, when there is one.
  public var next: URL? { links["next"] }
  /// The `last` link, when there is one.
  public var last: URL? { links["last"] }

  /// Where this link's parameters end: at the next `<` outside quotes.
  private static func endOfParameters(_ text: Substring) -> Substring.Index {
    var inQuotes = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inQuotes.toggle() }
      if character == "<" && !inQuotes { return index }
      index = text.index(after: index)
    }
    return text.endIndex
  }

  /// The relation types of `rel=...` in `parameters` (quoted, unquoted, several).
  private static func relations(in parameters: Substring) -> [String] {
    var pieces: [Substring] = []
    var start = parameters.startIndex
    var inQuotes = false
    for index in parameters.indices {
      if parameters[index] == "\"" { inQuotes.toggle() }
      if parameters[index] == ";" && !inQuotes {
        pieces.append(parameters[start..<index])
        start = parameters.index(after: index)
      }
    }
    pieces.append(parameters[start...])
    for parameter in pieces {
      let pair = parameter.split(separator: "=", maxSplits: 1)
      guard pair.count == 2,
        pair[0].trimmingSpaces().lowercased() == "rel"
      else { continue }
      let value = pair[1].trimmingSpaces()
        .trimming(["\"", ","]).lowercased()
      return value.split(separator: " ").map(String.init)
    }
    return []
  }
}
