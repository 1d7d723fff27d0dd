import ArgumentParser
import FoundationEssentials
import ScreenLogic
import TerminalScreens

/// `dehub open <url|id>`: the browser on what a gist URL, a gist id, a user's gists page or
/// a `dehub://` link names.
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Open a gist URL, gist id, user page (gist.github.com/USER) or dehub:// link.",
    discussion: CommandExamples.discussion("", "open"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "What to open.") var target: String

  func run() throws {
    let destination: Destination
    do {
      destination = try Destination.parse(target)
    } catch {
      throw CommandFailure.failure(error.message)
    }
    try CommandContext(options: global, requireToken: false)
      .runBrowser(noCache: global.noCache, opening: destination)
  }
}
