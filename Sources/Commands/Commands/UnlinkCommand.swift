import ArgumentParser
import FoundationEssentials
import GistWork
import Model

/// `dehub unlink PATH`: forgets a link. Neither the local files nor the gist change.
struct UnlinkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unlink", _superCommandName: "dehub",
    abstract: "Stop keeping a file or folder in step with its gist.",
    discussion: CommandExamples.discussion(
      "Only the link goes: the local files and the gist stay as they are.", "unlink"))

  @Argument(help: "The linked file or folder.", completion: .file()) var path: String

  func run() throws {
    let paths = AppPaths(environment: Console.current.environment)
    let path = LinkStore.absolute(self.path)
    guard try LinkStore(state: paths.state).remove(path: path) else {
      throw CommandFailure.failure("\(path) is not linked; `dehub status` lists the links.")
    }
    Output.error("Unlinked \(path); its files and the gist are as they were.")
  }
}
