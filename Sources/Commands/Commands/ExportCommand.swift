import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model

/// `dehub export DIR`: the whole account mirrored into a folder, brought up to date when run
/// again.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export", abstract: "Mirror all your gists into a folder (run again to update).",
    discussion: CommandExamples.discussion(
      """
      One folder per gist, named by its id, holding its files and gist.json (GitHub's \
      object as received); with --git, a clone with the whole history instead (gist.json \
      in its .git folder). Run again, it asks only what changed (a 304 costs no rate limit), \
      removes the folders of deleted gists (unless --keep-deleted) and says what it did. \
      Stopped midway (Ctrl-C), the next run continues: progress is kept in \
      DIR/.dehub-export.json.
      """, "export"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The folder to write (made when missing).", completion: .directory)
  var directory: String
  @Flag(help: "Gists you starred, too.") var starred = false
  @Flag(help: "Clone each gist with its history (git) instead of writing its files.")
  var git = false
  @Flag(help: "Keep the folders of gists deleted since the last run.") var keepDeleted = false

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let cache = CommandCache(context: context, noCache: global.noCache)
    let showProgress = Output.stderrIsTerminal
    let api = context.api
    let summary: AccountExport.Summary
    do {
      let folder = try ExportFolder(root: URL(fileURLWithPath: directory))
      let export = try AccountExport(
        api: api, folder: folder, options: .init(git: git, keepDeleted: keepDeleted),
        progress: { done, total in
          guard showProgress else { return }
          Output.progress("exported \(done.grouped) of \(total.grouped)\(Self.rate(api))")
        })
      var listed: [Gist] = []
      for kind in starred ? [GistListKind.mine, .starred] : [.mine] {
        if showProgress { Output.progress("listing \(kind.description) gists…") }
        listed += try cache.list(kind, limit: .max).gists
      }
      summary = try export.run(listed: listed)
    } catch let error as GistError {
      if showProgress { Output.progress("") }
      throw CommandFailure.failure(error.message)
    }
    if showProgress { Output.progress("") }
    for problem in summary.problems { Output.error("dehub: \(problem)") }
    Output.error(summary.line + Self.rate(api))
    if !summary.problems.isEmpty { throw ExitCode(1) }
  }

  /// The rate limit as the last answer told it: " · rate limit 4,870 of 5,000 left".
  static func rate(_ api: GistAPI) -> String {
    guard let limit = api.rateLimit else { return "" }
    return " · rate limit \(limit.remaining.grouped) of \(limit.limit.grouped) left"
  }
}
