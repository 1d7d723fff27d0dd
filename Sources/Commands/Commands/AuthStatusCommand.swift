import ArgumentParser
import FoundationEssentials
import Model

/// `dehub auth status`: who the token signs in as, its scopes, the rate limit.
struct AuthStatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the login, the token's scopes and the rate limit.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let (user, scopes) = try context.api.user()
    let limit = try context.api.fetchRateLimit()
    let source = context.token.map { "\($0.source)" } ?? "none"
    Output.line("\(context.api.router.host): logged in as \(user.login) (token from \(source))")
    Output.line(
      "scopes: \(scopes.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") } ?? "not listed (fine-grained token)")"
    )
    let reset = GistError.clockTime(limit.reset)
    Output.line("rate limit: \(limit.remaining) of \(limit.limit) left, resets at \(reset)")
  }
}
