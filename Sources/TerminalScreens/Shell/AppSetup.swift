import FoundationEssentials
import GistValues
import Model
import ScreenLogic
import Store

/// What the app (`AppAssembly`) is started with, resolved by the command that starts it: the config,
/// the environment (the editor), the token's presence and store, the API and its client,
/// the offline cache and the drafts.
public struct AppSetup {
  /// The configuration (refresh interval, options).
  public var config: Config
  /// The config file, where options are saved.
  public var configFile: URL
  /// The environment (the editor to run).
  public var environment: [String: String]
  /// Where a token checked on the login screen is saved.
  public var tokenStore: TokenStore
  /// The API, with the token when there is one.
  public var api: GistAPI
  /// The configured HTTP client (timeouts, CA file).
  public var client: any HTTPClient
  /// The offline cache (nil with `--no-cache`).
  public var cache: CacheScope?
  /// The drafts on disk.
  public var drafts: DraftStore
  /// The keys the user gave actions in `[keys]`, checked.
  public var keyMap = KeyMap()
  /// Why the cache is not used this time (busy, read-only), to say once.
  public var cacheProblem: String?
  /// Where the token came from (nil: none).
  public var tokenSource: TokenSource?
  /// What was found before the app started (a damaged cache, unreadable drafts), to say
  /// once: the process's `Notices`.
  public var pendingNotices: () -> [String] = { Notices.take() }

  /// A setup.
  public init(
    config: Config, configFile: URL, environment: [String: String], tokenStore: TokenStore,
    api: GistAPI, client: any HTTPClient, cache: CacheScope?, drafts: DraftStore
  ) {
    self.config = config
    self.configFile = configFile
    self.environment = environment
    self.tokenStore = tokenStore
    self.api = api
    self.client = client
    self.cache = cache
    self.drafts = drafts
  }

  /// Whether a token was found.
  public var hasToken: Bool { api.router.tokenFingerprint != nil }
}
