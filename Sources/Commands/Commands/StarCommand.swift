import ArgumentParser
import Model

/// `dehub star`: stars a gist.
struct StarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "star", _superCommandName: "dehub", abstract: "Star a gist.",
    discussion: CommandExamples.discussion("", "star"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @OptionGroup var queueing: QueueOption

  func run() throws {
    try StarCommand.set(true, gist: gist, options: global, queue: queueing.queue)
  }

  /// Stars or unstars the gist named by `gist`.
  static func set(_ starred: Bool, gist: String, options: GlobalOptions, queue: Bool) throws {
    let parsed = try GistReference.parse(gist)
    let context = try CommandContext(options: options, requireToken: true)
    let reference = try context.resolving(parsed, given: gist, noCache: options.noCache)
    if queue {
      let sent = try context.sendQueued(.star(id: reference.id, starred: starred), cache: nil)
      if sent.queued { return }
    } else {
      try context.api.setStarred(starred, id: reference.id)
    }
    Output.error("\(starred ? "Starred" : "Unstarred") \(reference.id).")
  }
}
