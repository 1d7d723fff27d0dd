import FoundationEssentials
import Model

/// A short id: the start of a gist's id, 7 characters or more, as git takes a commit's
/// (`dehub view 1a2b3c4`). It names the gist whose id it starts, found among the cached
/// gists of the account and, failing that, on its list; a start that several ids share is
/// a usage error that lists them (exit 2). An id GitHub gives is 20 or 32 characters; an old
/// gist's numeric id may be shorter, and one the account has that reads exactly so wins.
enum GistIDPrefix {
  /// The fewest characters a short id has.
  static let shortest = 7

  /// Whether `text` may be a short id: 7 to 19 hexadecimal digits.
  static func isShort(_ text: String) -> Bool {
    (shortest..<20).contains(text.count) && text.allSatisfy(\.isHexDigit)
  }

  /// The id `prefix` names (itself when no gist's id starts with it: GitHub then says
  /// whether there is one).
  static func resolve(_ prefix: String, context: CommandContext, noCache: Bool) throws -> String {
    let start = prefix.lowercased()
    var found: [String] = []
    if let scope = context.cacheScope(noCache: noCache), let account = scope.account {
      found = scope.cache.ids(startingWith: start, account: account)
    }
    if found.isEmpty, context.token != nil {
      let stream = ListStream(api: context.api, cache: nil, account: nil)
      _ = try stream.stream(.mine, limit: .max) { page in
        found += page.map(\.id).filter { $0.hasPrefix(start) }
      }
    }
    return try choose(prefix, among: found)
  }

  /// The one of `found` that `prefix` names.
  static func choose(_ prefix: String, among found: [String]) throws -> String {
    if found.contains(prefix.lowercased()) { return prefix.lowercased() }
    switch found.count {
    case 0: return prefix
    case 1: return found[0]
    default:
      throw CommandFailure.usage(
        "\(prefix) starts the ids of \(found.count) gists: \(found.joined(separator: ", ")); "
          + "give more of it.")
    }
  }
}
