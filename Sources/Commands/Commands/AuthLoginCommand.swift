import ArgumentParser
import Basics
import FoundationEssentials
import Glibc
import Model

/// `dehub auth login`: reads a token (without echo on a terminal, else from stdin),
/// checks it with `GET /user`, saves it with mode 0600.
struct AuthLoginCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "login", abstract: "Save a token after checking it with GitHub.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false)
    // What is checked from here on is the token given, not one of the sources.
    TokenInUse.current?.record(nil)
    let token: String
    if Output.stdinIsTerminal {
      Output.prompt("Paste a GitHub token with the gist scope (input is hidden): ")
      token = Self.readSecretLine()
      Output.prompt("\n")
    } else {
      token = String(decoding: Output.readStandardInput(), as: UTF8.self)
    }
    let trimmed = token.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw CommandFailure.usage("No token was given.") }
    let api = GistAPI(
      router: context.api.router.with(token: trimmed),
      client: CommandContext.client(for: context.config))
    let (user, scopes): (GistUser, [String]?)
    do {
      (user, scopes) = try api.user()
    } catch GistError.badToken {
      throw CommandFailure(
        code: 4,
        message: "GitHub rejected this token (bad credentials): check it was copied whole and "
          + "has not expired or been revoked. Nothing was saved.")
    }
    if let scopes, !scopes.contains("gist") { throw GistError.missingScope }
    try context.tokenStore.save(trimmed)
    Output.error(
      "Logged in to \(api.router.host) as \(user.login); the token is saved in "
        + "\(context.tokenStore.file.path) (mode 600).")
    if let name = TokenSource.environmentToken(in: context.environment)?.name {
      Output.error("\(name) is set, and is used before the saved token while it is.")
    }
  }

  /// A line read from the terminal with echo turned off (and restored, whatever happens).
  static func readSecretLine() -> String {
    var saved = termios()
    let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden)
    }
    defer { if canHide { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) } }
    return readLine(strippingNewline: true) ?? ""
  }
}
