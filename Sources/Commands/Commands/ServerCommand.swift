import ArgumentParser
import FoundationEssentials
import ServerCommandLine

/// `dehub server`: runs the loopback gist server standalone, for benchmarks and for trying
/// dehub (or other clients) without GitHub. It is `dehub-server`, the program installed
/// beside `dehub`, run in this process's place with the options checked here.
struct ServerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server",
    abstract: "Run the embedded gist server on 127.0.0.1 (for tests, benchmarks and trials).",
    discussion: CommandExamples.discussion("", "server"))

  @OptionGroup var options: ServerOptions

  func run() throws {
    try ServerProgram.replaceThisProcess(with: options)
  }
}
