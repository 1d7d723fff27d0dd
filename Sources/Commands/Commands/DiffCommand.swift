import ArgumentParser
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic

/// `dehub diff ID [REV] [REV]`: a unified diff between two revisions of a gist.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff", _superCommandName: "dehub",
    abstract: "Show what a revision changed, as a unified diff.",
    discussion: CommandExamples.discussion(
      """
      With no revision: what the newest revision changed. With one: what that revision \
      changed (against the one before it). With two: from the first to the second. \
      Revisions may be shortened to their first characters (as `dehub history` lists them).
      """, "diff"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @Argument(help: "Revisions (none, one, or two).") var revisions: [String] = []
  /// `--json`: the two revisions (GitHub's gist shape; `from` null before the first) and
  /// the changed files (the shape of GitHub's compare API's `files`).
  @OptionGroup var output: JSONOutputOptions

  func validate() throws {
    if revisions.count > 2 { throw ValidationError("Give at most two revisions.") }
  }

  func run() throws {
    let format = try output.format(.diff)
    let parsed = try GistReference.parse(gist)
    let context = try CommandContext(options: global, requireToken: false)
    let reference = try context.resolving(parsed, given: gist, noCache: global.noCache)
    let api = context.api
    let history = try api.commits(id: reference.id, limit: 3000).map(\.version)
    guard !history.isEmpty else { throw CommandFailure.failure("The gist has no revisions.") }
    let shas = try revisions.map { try Self.find($0, in: history) }
    let (older, newer): (String?, String)
    switch shas.count {
    case 0: (older, newer) = (history.count > 1 ? history[1] : nil, history[0])
    case 1:
      let index = history.firstIndex(of: shas[0]) ?? 0
      (older, newer) = (history.indices.contains(index + 1) ? history[index + 1] : nil, shas[0])
    default: (older, newer) = (shas[0], shas[1])
    }
    let after = try api.completeGist(id: reference.id, revision: newer)
    var before = Gist(id: after.id, description: after.description)
    if let older { before = try api.completeGist(id: reference.id, revision: older) }
    if let format {
      return try format.write(
        DiffJSON(
          from: older == nil ? nil : before, to: after,
          files: GistDiff.patches(from: before, to: after)))
    }
    Output.write(GistDiff.unified(from: before, to: after))
  }

  /// The revision `text` names: a whole version, or the start of exactly one.
  static func find(_ text: String, in history: [String]) throws -> String {
    guard !text.isEmpty, text.count <= 40, text.allSatisfy(\.isHexDigit) else {
      throw CommandFailure.usage("\"\(text)\" is not a revision (a hexadecimal version).")
    }
    let matches = history.filter { $0.hasPrefix(text.lowercased()) }
    switch matches.count {
    case 1: return matches[0]
    case 0: throw CommandFailure.failure("The gist has no revision \(text); see dehub history.")
    default:
      throw CommandFailure.usage("\(text) starts \(matches.count) revisions; give more of it.")
    }
  }
}
