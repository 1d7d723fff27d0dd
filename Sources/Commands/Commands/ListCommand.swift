import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import Model
import Store

/// `dehub list`: a list of gists as a table or GitHub's JSON.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", _superCommandName: "dehub", abstract: "List gists (yours by default).",
    discussion: CommandExamples.discussion("", "list"))

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Your own gists (the default with a token).") var mine = false
  @Flag(help: "Gists you starred.") var starred = false
  @Flag(help: "Everyone's public gists, newest first (the browser's Public tab).")
  var discover = false
  @Option(help: "One user's public gists.") var user: String?
  @Flag(name: .customLong("public"), help: "Only public gists (as gh: of your own by default).")
  var onlyPublic = false
  @Flag(name: .customLong("secret"), help: "Only secret gists (as gh: of your own by default).")
  var onlySecret = false
  @Option(name: [.customShort("L", allowingJoined: true), .long], help: "How many gists at most.")
  var limit = 10
  @Option(help: "Only gists whose description or file names match this regular expression.")
  var filter: String?
  @Flag(
    help: ArgumentHelp(
      "With --filter, match the files' contents too (from the offline search index of your own and starred gists, brought up to date first)."
    ))
  var includeContent = false
  @OptionGroup var output: JSONOutputOptions

  func validate() throws {
    let chosen = [mine, starred, discover, user != nil].filter { $0 }.count
    if chosen > 1 { throw ValidationError("Choose one of --mine, --starred, --discover, --user.") }
    if onlyPublic && onlySecret { throw ValidationError("Choose one of --public and --secret.") }
    if onlySecret && (discover || user != nil) {
      throw ValidationError("Other people's secret gists are never listed; --secret lists yours.")
    }
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    if let user, !GistLink.isLogin(user) { throw ValidationError(GistLink.notALogin(user)) }
    if includeContent && filter == nil {
      throw ValidationError("--include-content goes with --filter REGEX.")
    }
    if includeContent && global.noCache {
      throw ValidationError(
        "--include-content reads the offline index; it cannot work with --no-cache.")
    }
    if let filter, (try? Regex(filter)) == nil {
      throw ValidationError("--filter is not a valid regular expression: \(filter)")
    }
  }

  func run() throws {
    let format = try output.format(.gist)
    let kind: GistListKind =
      if starred { .starred } else if discover { .public } else if let user { .user(user) } else {
        .mine
      }
    let context = try CommandContext(
      options: global, requireToken: kind == .mine || kind == .starred)
    let pattern = filter.flatMap { try? Regex($0).ignoresCase() }
    let visibility: Bool? = onlyPublic ? true : onlySecret ? false : nil
    let cache = CommandCache(context: context, noCache: global.noCache)
    let contents = try includeContent ? Self.contents(cache: cache, context: context) : nil
    let keep: ((Gist) -> Bool)? =
      pattern == nil && visibility == nil
      ? nil
      : { gist in
        (visibility.map { gist.isPublic == $0 } ?? true)
          && (pattern.map { Self.matches(gist, $0, contents: contents) } ?? true)
      }
    if let format, keep == nil {
      let out = JSONArrayOutput(format: format)
      try cache.streamList(kind, limit: limit) { out.add($0.map(\.bytes)) }
      return try out.finish()
    }
    let (gists, raw) = try cache.list(kind, limit: limit, keep: keep)
    if let contents, contents.unindexed > 0 {
      Output.error(
        "\(contents.unindexed.grouped) \(contents.unindexed.word("gist's", plural: "gists'")) contents are not "
          + "in the index (only your own and starred gists are): matched by description and "
          + "file names only.")
    }
    if let format {
      let encoder = GistJSON.encoder()
      let out = JSONArrayOutput(format: format)
      out.add(gists.map { raw[$0.id] ?? (try? encoder.encode($0)) ?? Data("{}".utf8) })
      try out.finish()
    } else {
      let table = GistTable(gists: gists, now: Console.current.now())
      Output.write(
        Output.stdoutIsTerminal ? table.aligned(width: Output.terminalWidth) : table.tabSeparated())
    }
  }

  /// Whether `pattern` matches `gist`'s description or a file name, or with `contents`,
  /// the text of one of its files as indexed.
  static func matches(
    _ gist: Gist, _ pattern: Regex<AnyRegexOutput>, contents: IndexedContents? = nil
  ) -> Bool {
    let texts = [gist.description ?? ""] + gist.files.map(\.filename)
    let found = { (text: String) in (try? pattern.firstMatch(in: text)) != nil }
    if texts.contains(where: found) { return true }
    guard let contents else { return false }
    guard let files = contents.index.indexedFiles(id: gist.id) else {
      contents.unindexed += 1
      return false
    }
    return files.contains { found($0.content) }
  }

  /// The search index `--include-content` reads, and how many gists it had no text of.
  final class IndexedContents {
    let index: SearchIndex
    var unindexed = 0

    init(index: SearchIndex) {
      self.index = index
    }
  }

  /// The search index, brought up to date (as `dehub search` does).
  private static func contents(cache: CommandCache, context: CommandContext) throws
    -> IndexedContents
  {
    guard let index = cache.searchIndex() else {
      throw CommandFailure.failure(
        "There is no index to match contents in: the cache cannot be used and who you are is "
          + "not known yet.")
    }
    SearchCommand.update(index, cache: cache, context: context)
    return IndexedContents(index: index)
  }
}
