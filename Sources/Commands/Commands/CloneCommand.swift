import ArgumentParser
import FoundationEssentials
import GistValues
import System

/// `dehub clone`: `git clone` of the gist's pull URL.
struct CloneCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clone", abstract: "Clone a gist's git repository.",
    discussion: CommandExamples.discussion("", "clone"))

  @OptionGroup var global: GlobalOptions
  @Argument(
    help: "The gist's id or URL (left out on a terminal: pick one of yours).",
    completion: GistCompletion.kind)
  var gist: String?
  @Argument(help: "The folder to clone into (default: the gist's id).") var directory: String?
  @Argument(
    parsing: .postTerminator, help: "Flags for git clone, after `--` (as gh: -- --depth 1).")
  var gitFlags: [String] = []

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false)
    let reference = try context.gistReference(gist, noCache: global.noCache, command: "clone")
    let target = try context.api.gist(id: reference.id)
    guard let pullURL = target.gitPullURL else {
      throw CommandFailure.failure("The gist has no git URL to clone from.")
    }
    do throws(GistError) {
      try GitCloner.check(pullURL, apiBase: context.api.router.baseURL)
      try GitCloner.clone(
        pullURL,
        into: directory ?? GitCloner.defaultFolder(typed: reference.id, serverID: target.id),
        flags: gitFlags)
    } catch {
      throw CommandFailure.failure(error.message)
    }
  }
}
