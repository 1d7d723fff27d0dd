import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import Glibc
import Keys
import Store

/// `dehub search QUERY`: your gists (own and starred) by what is in them, from the offline
/// index, brought up to date first.
struct SearchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search your gists' descriptions, file names and contents.",
    discussion: CommandExamples.discussion(
      """
      Words in any order (each must match the start of a word), "quoted phrases", and \
      filters: lang:go, is:public, is:secret, is:starred, is:fork, file:NAME, #tag, \
      user:NAME. The index is brought up to date first (within search_rate_share of the \
      rate limit); offline, what is indexed is searched.
      Exit codes: 0 something matched, 1 nothing matched (a line on stderr says so, and how \
      much of the index holds the gists' text) or a failure, as grep.
      """, "search"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to look for.") var query: [String]
  @Option(name: [.customShort("L", allowingJoined: true), .long], help: "How many gists at most.")
  var limit = 30
  /// `--json`: the gists (GitHub's shape) with their matching lines.
  @OptionGroup var output: JSONOutputOptions

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    if query.joined().trimmingSpaces().isEmpty {
      throw ValidationError("Give something to look for.")
    }
  }

  func run() throws {
    let format = try output.format(.searchHit)
    if global.noCache {
      throw CommandFailure.usage("search reads the offline index; it cannot work with --no-cache.")
    }
    let context = try CommandContext(options: global, requireToken: true)
    let cache = CommandCache(context: context, noCache: false)
    guard let index = cache.searchIndex() else {
      throw CommandFailure.failure(
        "There is no index to search: the cache cannot be used and who you are is not known yet.")
    }
    let saidCoverage = Self.update(index, cache: cache, context: context)
    let text = query.joined(separator: " ")
    let parsed = SearchQuery.parse(text)
    let found = index.search(parsed, limit: limit)
    let terms = parsed.textTerms.map(SearchIndex.fold)
    let rows = found.results.map { result in
      (result, terms.isEmpty ? [] : index.matches(id: result.gist.id, terms: terms, limit: 20))
    }
    if let format { try format.write(rows.map { JSONHit(gist: $0.0.gist, matches: $0.1) }) }
    if rows.isEmpty { try Self.noMatch(text, index: index, saidCoverage: saidCoverage) }
    if format != nil { return }
    for (result, matches) in rows {
      let head = "\(result.gist.id)\t\(result.gist.title)"
      if matches.isEmpty {
        Output.line(head)
      }
      for match in matches {
        Output.line("\(head)\t\(match.file):\(match.line): \(match.text)")
      }
    }
  }

  /// Says on stderr that nothing matched `text` and, when the index lacks the text of some
  /// gists (and that was not said yet), how many it has; exit 1, as grep.
  private static func noMatch(_ text: String, index: SearchIndex, saidCoverage: Bool) throws
    -> Never
  {
    var sentence = "No gist matches “\(text)”."
    let counts = index.counts()
    if !saidCoverage, counts.withContent < counts.gists {
      sentence +=
        " The index has the text of \(counts.withContent) of \(counts.gists) gists so far; "
        + "the others were searched by description and file name."
    }
    Output.error(sentence)
    throw ExitCode(1)
  }

  /// Brings `index` up to date, with a progress line on stderr on a terminal; offline (or
  /// refused), it says so and the search goes on over what is indexed (`list
  /// --include-content` too). True when what it said names how much is indexed.
  @discardableResult
  static func update(_ index: SearchIndex, cache: CommandCache, context: CommandContext) -> Bool {
    let share = Double(context.config.searchRateShare) / 100
    guard let indexer = cache.searchIndexer(share: share) else { return false }
    let showProgress = Output.stderrIsTerminal
    do throws(GistError) {
      let done = try indexer.run { progress in
        if showProgress {
          Output.progress("indexed \(progress.indexed) of \(progress.total)")
        }
      }
      if showProgress { Output.progress("") }
      if done.stoppedAtBudget {
        Output.error(
          "dehub: indexed \(done.indexed) of \(done.total) gists (the rest within the next runs' share of the rate limit)."
        )
      }
      return done.stoppedAtBudget
    } catch {
      if showProgress { Output.progress("") }
      let counts = index.counts()
      Output.error(
        "\(error.isOffline ? "offline" : "not up to date"): searching what is indexed (\(counts.withContent) of \(counts.gists) gists)."
      )
      return true
    }
  }

  /// A gist's own JSON with its `matches` beside its other members.
  private struct JSONHit: Encodable {
    let gist: Gist
    let matches: [SearchMatch]

    private enum Key: String, CodingKey { case matches }

    func encode(to encoder: any Encoder) throws {
      try gist.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(matches, forKey: .matches)
    }
  }
}
