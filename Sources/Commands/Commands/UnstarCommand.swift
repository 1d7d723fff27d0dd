import ArgumentParser

/// `dehub unstar`: unstars a gist.
struct UnstarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unstar", _superCommandName: "dehub", abstract: "Unstar a gist.",
    discussion: CommandExamples.discussion("", "unstar"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @OptionGroup var queueing: QueueOption

  func run() throws {
    try StarCommand.set(false, gist: gist, options: global, queue: queueing.queue)
  }
}
