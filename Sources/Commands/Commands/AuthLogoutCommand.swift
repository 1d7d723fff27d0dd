import ArgumentParser
import FoundationEssentials
import Model

/// `dehub auth logout`: removes the saved token.
struct AuthLogoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "logout", abstract: "Remove the saved token.")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let environment = Console.current.environment
    let paths = AppPaths(environment: environment)
    let config = try Config.load(file: paths.configFile, environment: environment)
    let store = TokenStore(
      file: config.tokenFile.map { URL(fileURLWithPath: $0) } ?? paths.tokenFile)
    if store.delete() {
      Output.error("Logged out: removed \(store.file.path).")
    } else {
      Output.error("No saved token at \(store.file.path).")
    }
    // The resolver's rule: an empty variable counts as unset.
    if let name = TokenSource.environmentToken(in: environment)?.name {
      Output.error("\(name) is still set in the environment and will be used.")
    }
  }
}
