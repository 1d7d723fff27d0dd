import ArgumentParser
import FoundationEssentials
import GistValues
import Model

/// `dehub history ID`: a gist's revisions, newest first.
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history", _superCommandName: "dehub",
    abstract: "List a gist's revisions, newest first.",
    discussion: CommandExamples.discussion("", "history"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @Option(
    name: [.customShort("L", allowingJoined: true), .long], help: "How many revisions at most.")
  var limit = 100
  @OptionGroup var output: JSONOutputOptions

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
  }

  func run() throws {
    let format = try output.format(.revision)
    let parsed = try GistReference.parse(gist)
    let context = try CommandContext(options: global, requireToken: false)
    let reference = try context.resolving(parsed, given: gist, noCache: global.noCache)
    let commits = try context.api.commits(id: reference.id, limit: limit)
    if let format { return try format.write(commits) }
    let now = Console.current.now()
    for commit in commits {
      let when =
        commit.committedAt.map {
          Output.stdoutIsTerminal ? RelativeTime.describe($0, now: now) : GistJSON.formatDate($0)
        } ?? ""
      Output.line(
        [
          commit.version, commit.user?.login ?? "", when,
          "+\(commit.additions) -\(commit.deletions)",
        ].joined(separator: "\t"))
    }
  }
}
