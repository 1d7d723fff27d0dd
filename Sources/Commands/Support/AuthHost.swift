import ArgumentParser
import FoundationEssentials
import GistWork
import Model

/// The host an `auth` command is about: `--hostname` (its API address as `gh` builds it),
/// else the one the API options and `GH_HOST` choose.
struct AuthHost: ParsableArguments {
  @Option(help: "The GitHub host (github.com, or an Enterprise host such as ghe.example.com).")
  var hostname: String?

  /// The command's context for that host.
  func context(_ global: GlobalOptions, requireToken: Bool = false) throws -> CommandContext {
    let apiURL = global.apiURL ?? hostname.map { HostName.apiURL(of: $0) }
    return try CommandContext(
      apiURL: apiURL, timeout: global.timeout, requireToken: requireToken, quiet: true)
  }

  /// The host name in the accounts file: `--hostname`'s, else the context's.
  func name(in context: CommandContext) -> String {
    hostname.map(HostName.normalize) ?? context.host
  }
}
