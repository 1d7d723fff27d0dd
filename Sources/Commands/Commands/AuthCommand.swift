import ArgumentParser

/// `dehub auth`: log in, check, log out.
struct AuthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "auth", abstract: "Log in, show the login, or log out.",
    subcommands: [AuthLoginCommand.self, AuthStatusCommand.self, AuthLogoutCommand.self])
}
