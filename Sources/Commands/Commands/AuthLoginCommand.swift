import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Glibc
import Model

/// `dehub auth login`: reads a token (without echo on a terminal; from stdin with
/// `--with-token` or no terminal), checks it with `GET /user` on the host, and saves it for
/// that host and its login, as the host's active account (mode 0600).
struct AuthLoginCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "login", abstract: "Save a token for a host after checking it with GitHub.",
    discussion: """
      Examples:
        dehub auth login                                  # paste a token for github.com
        printf '%s' "$TOKEN" | dehub auth login --with-token
        dehub auth login --hostname ghe.example.com --with-token < token.txt
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var host: AuthHost
  @Flag(help: "Read the token from stdin (for scripts).") var withToken = false

  func run() throws {
    let context = try host.context(global)
    // What is checked from here on is the token given, not one of the sources.
    TokenInUse.current?.record(nil)
    let token: String
    if Output.stdinIsTerminal && !withToken {
      Output.prompt("Paste a GitHub token with the gist scope (input is hidden): ")
      token = Self.readSecretLine()
      Output.prompt("\n")
    } else {
      token = String(decoding: Output.readStandardInput(), as: UTF8.self)
    }
    let trimmed = token.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw CommandFailure.usage("No token was given.") }
    guard TokenStore.isWellFormed(trimmed) else {
      throw CommandFailure.usage(
        "That is not a token (it holds spaces or control characters, or is over 255 "
          + "characters); nothing was saved.")
    }
    let api = GistAPI(
      router: context.api.router.with(token: trimmed),
      client: CommandContext.client(for: context.config))
    let user = try Self.check(api)
    let name = host.name(in: context)
    try context.tokenStore.save(
      trimmed, login: user.login, host: name, apiURL: api.router.baseURL.absoluteString)
    Output.error(
      "Logged in to \(name) as \(user.login); the token is saved in "
        + "\(context.tokenStore.file.path) (mode 600).")
    if let variable = TokenSource.environmentToken(in: context.environment, for: name)?.name {
      Output.error("\(variable) is set, and is used before the saved token while it is.")
    }
  }

  /// Who `api`'s token signs in as, once GitHub took it and it has the `gist` scope.
  static func check(_ api: GistAPI) throws -> GistUser {
    let answer: Result<(user: GistUser, scopes: [String]?), GistError> = Result {
      () throws(GistError) in try api.user()
    }
    switch answer {
    case .failure(.badToken):
      throw CommandFailure(
        code: 4,
        message: "GitHub rejected this token (bad credentials): check it was copied whole and "
          + "has not expired or been revoked. Nothing was saved.")
    case .failure(let error):
      throw error
    case .success(let found):
      if let scopes = found.scopes, !scopes.contains("gist") { throw GistError.missingScope }
      return found.user
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
