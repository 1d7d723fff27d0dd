import ArgumentParser
import FoundationEssentials
import GistWork
import Model

/// `dehub auth logout`: removes a saved account (the host's active one, or `--user`'s).
struct AuthLogoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "logout", abstract: "Remove a saved account.",
    discussion: """
      Examples:
        dehub auth logout                                 # the active account of the host
        dehub auth logout --hostname ghe.example.com --user ada
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var host: AuthHost
  @Option(help: "The account's login (default: the active one).") var user: String?

  func run() throws {
    let context = try host.context(global)
    let name = host.name(in: context)
    let removed = try context.tokenStore.remove(host: name, login: user)
    if removed.isEmpty {
      // Nothing to remove is what logging out wants: said, not a failure.
      Output.error(
        "No account\(user.map { " \($0)" } ?? "") is saved for \(name); `dehub auth status` "
          + "lists them.")
    }
    for account in removed {
      Output.error("Logged out of \(name) account \(account.login ?? "(login not known)").")
    }
    if let next = try context.tokenStore.account(host: name), let login = next.login {
      Output.error("The active account of \(name) is now \(login).")
    }
    // The resolver's rule: an empty variable counts as unset.
    if let variable = TokenSource.environmentToken(in: context.environment, for: name)?.name {
      Output.error("\(variable) is still set in the environment and will be used.")
    }
  }
}
