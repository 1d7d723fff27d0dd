import FoundationEssentials

/// Where dehub keeps its files, following the XDG base directories:
/// config `$XDG_CONFIG_HOME/dehub`, cache `$XDG_CACHE_HOME/dehub`, state (drafts)
/// `$XDG_STATE_HOME/dehub`, with the usual defaults under `$HOME`.
public struct AppPaths: Equatable, Sendable {
  /// The configuration folder.
  public var config: URL
  /// The cache folder.
  public var cache: URL
  /// The state folder (drafts and other state).
  public var state: URL

  /// The paths the environment gives.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    func base(_ variable: String, _ fallback: String) -> URL {
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value)
      }
      return home.appendingPathComponent(fallback)
    }
    config = base("XDG_CONFIG_HOME", ".config").appendingPathComponent("dehub")
    cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("dehub")
    state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("dehub")
  }

  /// The configuration file.
  public var configFile: URL { config.appendingPathComponent("config.toml") }
  /// The saved accounts and their tokens (`hosts.json`), and an older dehub's token file.
  public func tokenStore(tokenFile: String? = nil) -> TokenStore {
    TokenStore(folder: config, tokenFile: tokenFile.map { URL(fileURLWithPath: $0) })
  }
  /// The drafts folder.
  public var drafts: URL { state.appendingPathComponent("drafts") }
  /// The outbox folder (writes waiting for GitHub).
  public var outbox: URL { state.appendingPathComponent("outbox") }
}
