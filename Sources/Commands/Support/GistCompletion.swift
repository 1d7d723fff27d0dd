import ArgumentParser
import FoundationEssentials
import GistValues

/// Completes a gist argument from the offline cache: the ids of the signed-in user's and
/// starred gists on the configured host, those that start with what was typed. It reads
/// only the cache (no network) and says nothing when there is none. Only plain ids are
/// offered: bash's completion hands the words to `compgen -W`, which would run a `$(…)`.
enum GistCompletion {
  /// The completion kind for a gist argument.
  static let kind = CompletionKind.custom { _, _, prefix in ids(startingWith: prefix) }

  /// Cached gist ids starting with `prefix`, mine first, without repeats.
  static func ids(startingWith prefix: String) -> [String] {
    guard let options = try? GlobalOptions.parse([]),
      let context = try? CommandContext(options: options, requireToken: false, quiet: true),
      let scope = context.cacheScope(noCache: false), let account = scope.account
    else { return [] }
    var seen: Set<String> = []
    return ["mine", "starred"].flatMap { list in
      scope.cache.pages.all(account: account, list: list).flatMap(\.gists).map(\.id)
    }.filter { GistLink.isIdentifier($0) && $0.hasPrefix(prefix) && seen.insert($0).inserted }
  }
}
