import ArgumentParser
import FoundationEssentials
import GistWork
import Model

/// `dehub auth switch`: makes another saved account of a host the active one (the other of
/// two; `--user` names one of more).
struct AuthSwitchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "switch", abstract: "Make another saved account of a host the active one.",
    discussion: """
      Examples:
        dehub auth switch                                 # the other of two accounts
        dehub auth switch --user work
        dehub auth switch --hostname ghe.example.com --user ada
      """)

  @OptionGroup var global: GlobalOptions
  @OptionGroup var host: AuthHost
  @Option(help: "The login to make active.") var user: String?

  func run() throws {
    let context = try host.context(global)
    let name = host.name(in: context)
    guard let entry = try context.tokenStore.hosts()[name] else {
      throw CommandFailure.failure(
        "No account is saved for \(name); `dehub auth login` saves one.")
    }
    let logins = entry.accounts.compactMap(\.login)
    let target: String
    if let user {
      guard let login = logins.first(where: { $0.lowercased() == user.lowercased() }) else {
        throw CommandFailure.failure(
          "\(name) has no saved account \(user) (it has: \(logins.joined(separator: ", "))).")
      }
      target = login
    } else {
      let others = logins.filter { $0 != entry.activeAccount?.login }
      guard !others.isEmpty else {
        throw CommandFailure.failure(
          "\(name) has one saved account; `dehub auth login` adds another.")
      }
      guard others.count == 1 else {
        throw CommandFailure.usage(
          "\(name) has \(logins.count) accounts (\(logins.joined(separator: ", "))); name one "
            + "with --user.")
      }
      target = others[0]
    }
    try context.tokenStore.activate(host: name, login: target)
    Output.error("Switched the active account of \(name) to \(target).")
    if let variable = TokenSource.environmentToken(in: context.environment, for: name)?.name {
      Output.error("\(variable) is set, and is used before the saved accounts while it is.")
    }
  }
}
