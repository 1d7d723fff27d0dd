import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic
import Store

/// `dehub undelete`: lists the gists deleted through dehub in the last week, whose whole
/// copies are kept; with an id, makes that gist again (a new gist: same files, description
/// and visibility) and says what did not come back.
struct UndeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undelete", _superCommandName: "dehub",
    abstract: "List the gists deleted in the last week, or make one again.",
    discussion: CommandExamples.discussion(
      """
      With no id: the gists deleted through dehub (the browser's d, dehub delete) in the \
      last week, the last first: id, description, when. With an id: a new gist with the \
      same files, description and visibility; its new id and URL are printed. The old id \
      and URL, stars, comments, forks and history do not come back.
      """, "undelete"))

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The deleted gist's id (as listed).") var gist: String?
  /// `--json`: the list (id, description, public, files, deleted_at).
  @OptionGroup var output: JSONOutputOptions
  @Flag(help: "Make a public gist again even when it seems to hold a secret (a token, a key).")
  var allowSecrets = false

  func run() throws {
    let format = try output.format(.deleted)
    guard !global.noCache else {
      throw CommandFailure.usage(
        "The deleted gists' copies are kept beside the cache: not with --no-cache.")
    }
    let context = try CommandContext(options: global, requireToken: true)
    let cache = CommandCache(context: context, noCache: false)
    defer { cache.scope?.flush() }
    guard let scope = cache.account(), let store = DeletedGists(scope: scope) else {
      throw CommandFailure.failure(
        "The cache cannot be used now, and the deleted gists' copies are kept beside it.")
    }
    guard let gist else { return try list(store.all(), format: format) }
    let id = try GistReference.parse(gist).id
    let made = try GistRemoval.restore(
      id: id, api: context.api, cache: scope, allowSecrets: allowSecrets)
    Output.line(made.htmlURL ?? made.id)
    Output.error("Made \(id) again as \(made.id). \(GistBulkWording.notBack)")
  }

  private func list(_ copies: [DeletedGist], format: JSONFormat?) throws {
    if let format {
      return try format.write(
        copies.map { copy in
          DeletedItem(
            id: copy.gist.id, description: copy.gist.description, isPublic: copy.gist.isPublic,
            files: copy.gist.files.map(\.filename), deletedAt: copy.deletedAt)
        })
    }
    guard !copies.isEmpty else {
      return Output.error("No gist deleted through dehub in the last week.")
    }
    let now = Console.current.now()
    for copy in copies {
      let when = RelativeTime.describe(copy.deletedAt, relative: true, now: now)
      Output.line([copy.gist.id, copy.gist.title, "deleted \(when)"].joined(separator: "\t"))
    }
  }

  /// One deleted gist in `--json`.
  struct DeletedItem: Encodable {
    var id: String
    var description: String?
    var isPublic: Bool
    var files: [String]
    var deletedAt: Date

    enum CodingKeys: String, CodingKey {
      case id, description, files
      case isPublic = "public"
      case deletedAt = "deleted_at"
    }
  }
}
