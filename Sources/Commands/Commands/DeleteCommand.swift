import ArgumentParser
import Basics
import FoundationEssentials
import Model
import ScreenLogic

/// `dehub delete`: deletes a gist, after asking (or with `--yes`), and the unsent drafts of
/// it, as the browser does.
struct DeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", _superCommandName: "dehub", abstract: "Delete a gist.")

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The gist's id or URL (left out on a terminal: pick one of yours).",
    completion: GistCompletion.kind)
  var gist: String?
  @Flag(help: "Do not ask.") var yes = false

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let reference = try GistReference.parse(
      GistPicking.gistArgument(gist, context: context, noCache: global.noCache, command: "delete"))
    if !yes {
      guard Output.stdinIsTerminal else {
        throw CommandFailure.usage("Not deleting without --yes when stdin is not a terminal.")
      }
      let target = try context.api.gist(id: reference.id)
      // Whose gist it is, the server decides (the login is not asked for).
      let kept = context.drafts.drafts(editing: target.id)
      if case .ask(let question) = GistDeletion.decide(target, isOwner: nil, kept: kept) {
        for line in question.dropFirst() { Output.error(line) }
      }
      Output.prompt("Delete \"\(target.title)\" (\(target.id))? [y/N] ")
      let answer = Console.current.readLine()?.trimmingSpaces().lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        Output.error("Not deleted.")
        return
      }
    }
    try context.api.delete(id: reference.id)
    GistDeletion.deleted(reference.id, drafts: context.drafts)
  }
}
