import ArgumentParser
import FoundationEssentials
import GistWork
import Model

/// `dehub auth token`: prints the token dehub uses for a host (as `gh auth token` does), or
/// a saved account's.
struct AuthTokenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "token", abstract: "Print the token dehub uses for a host.",
    discussion: """
      Examples:
        dehub auth token
        GH_TOKEN= dehub auth token --user work | gh auth login --with-token
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var host: AuthHost
  @Option(help: "A saved account's login (default: the token in use).") var user: String?

  func run() throws {
    let context = try host.context(global)
    let name = host.name(in: context)
    guard
      let (token, _) = try TokenSource.resolve(
        environment: context.environment, store: context.tokenStore, host: name,
        apiURL: context.api.router.baseURL.absoluteString, login: user)
    else {
      if let user {
        throw CommandFailure.failure("No account \(user) is saved for \(name).")
      }
      throw CommandFailure(
        code: 4,
        message: TokenSource.missing(
          host: name, apiURL: context.api.router.baseURL.absoluteString,
          environment: context.environment))
    }
    Output.line(token)
  }
}
