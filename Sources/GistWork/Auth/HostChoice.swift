import Basics
import FoundationEssentials
import Model
import Store

/// Which GitHub dehub talks to, as `gh` chooses: an address given (`--api-url`,
/// `DEHUB_API_URL`, `api_url`) wins; else `GH_HOST`'s; else the one host with saved
/// accounts; else github.com. Then the token for that host (`TokenSource`), never one given
/// for another host.
public enum HostChoice {
  /// Where the choice came from, for `auth status` and `doctor`.
  public enum Reason: Equatable, Sendable {
    /// `--api-url`, `DEHUB_API_URL` or `api_url`.
    case given
    /// `GH_HOST`.
    case ghHost
    /// The only host with saved accounts.
    case onlySavedHost
    /// Nothing said otherwise.
    case github
  }

  /// The API address for `config` (its `apiURL` when it was given) and `environment`, and
  /// why.
  public static func apiURL(config: Config, environment: [String: String], store: TokenStore)
    -> (apiURL: String, reason: Reason)
  {
    if config.apiURLGiven { return (config.apiURL, .given) }
    if let host = environment["GH_HOST"]?.trimmingSpaces(), !host.isEmpty {
      return (HostName.apiURL(of: host), .ghHost)
    }
    if let hosts = try? store.hosts(), hosts.count == 1, let only = hosts.first?.value {
      return (only.apiURL, .onlySavedHost)
    }
    return (Config.defaultAPIURL, .github)
  }
}
