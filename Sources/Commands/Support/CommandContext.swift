import ArgumentParser
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic
import Store
import System
import TerminalScreens
import TerminalUI

/// What a command needs, resolved once: config (file, environment, flags), paths, token
/// and the API client.
struct CommandContext {
  let config: Config
  /// The config's file, named in what `[keys]` gets wrong.
  private let configSource: String
  let paths: AppPaths
  let environment: [String: String]
  let tokenStore: TokenStore
  /// The host the API is on (`github.com`, `ghe.example.com`, `127.0.0.1:8443`).
  let host: String
  /// Why the API is that host's.
  let hostReason: HostChoice.Reason
  let token: (token: String, source: TokenSource)?
  /// What `gh auth token` answered, when it was asked (dehub had no token of its own).
  let ghAnswer: GHToken.Answer?
  let api: GistAPI

  /// Resolves everything from `environment` (the process's by default); `requireToken`
  /// makes a missing token an authentication error.
  init(
    options: GlobalOptions, requireToken: Bool,
    environment: [String: String] = Console.current.environment, quiet: Bool = false
  ) throws {
    try self.init(
      apiURL: options.apiURL, timeout: options.timeout, requireToken: requireToken,
      environment: environment, quiet: quiet)
  }

  /// Resolves everything from `environment`, with the global options' `apiURL` and
  /// `timeout` (nil: the config's); `requireToken` makes a missing token an authentication
  /// error.
  init(
    apiURL: String?, timeout: Double?, requireToken: Bool,
    environment: [String: String] = Console.current.environment, quiet: Bool = false
  ) throws {
    self.environment = environment
    paths = AppPaths(environment: environment)
    DefaultConfig.install(at: paths.configFile)
    var config = try Config.load(file: paths.configFile, environment: environment)
    if !quiet { for warning in config.warnings { Output.error("dehub: \(warning)") } }
    if let url = apiURL { config.apiURL = url }
    if let timeout {
      do throws(GistError) {
        config.timeout = try Config.seconds(
          timeout, named: "--timeout", in: Config.timeoutRange, text: "\(timeout)")
      } catch {
        throw CommandFailure.usage(error.message)
      }
    }
    configSource = paths.configFile.path
    tokenStore = paths.tokenStore(tokenFile: config.tokenFile)
    (config.apiURL, hostReason) = HostChoice.apiURL(
      config: config, environment: environment, store: tokenStore)
    self.config = config
    let baseURL = try Router(baseURL: config.apiURL, token: nil, version: DehubVersion.current)
      .baseURL
    host = HostName.of(api: baseURL)
    var ghAnswer: GHToken.Answer?
    token = try TokenSource.resolve(
      environment: environment, store: tokenStore, host: host, apiURL: baseURL.absoluteString,
      askedGH: { ghAnswer = $0 })
    self.ghAnswer = ghAnswer
    TokenInUse.current?.record(token?.source)
    if requireToken && token == nil {
      throw CommandFailure(
        code: 4,
        message: TokenSource.missing(
          host: host, apiURL: baseURL.absoluteString, environment: environment))
    }
    if case .gh(let host)? = token?.source, !quiet { Self.sayOnceUsingGH(host: host, paths: paths) }
    let router = try Router(
      baseURL: config.apiURL, token: token?.token, version: DehubVersion.current)
    api = GistAPI(
      router: router, client: Self.client(for: config), git: .onPath(environment),
      gitEnvironment: environment)
  }

  /// Says, the first time only, that the token is `gh`'s (a marker in the state folder
  /// remembers it was said).
  private static func sayOnceUsingGH(host: String, paths: AppPaths) {
    let marker = paths.state.appendingPathComponent("said-using-gh-token")
    guard !FileManager.default.fileExists(atPath: marker.path) else { return }
    Output.error(
      "dehub: using gh's token for \(host) (gh auth token); `dehub auth login` saves one of "
        + "dehub's own. This is said once.")
    try? FileManager.default.createDirectory(at: paths.state, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
  }

  /// The HTTP client the config asks for, its CA file falling back to the command's
  /// `SSL_CERT_FILE` or `CURL_CA_BUNDLE`.
  static func client(for config: Config) -> CurlHTTPClient {
    CurlHTTPClient(
      options: CurlHTTPClient.Options(
        timeout: config.timeout, connectTimeout: min(10, config.timeout), caFile: config.caFile,
        environment: Console.current.environment))
  }

  /// The offline cache for the API's host, unless `--no-cache`; the account is set when
  /// the token's login is known from an earlier run (or there is no token). A cache that
  /// cannot be used now (busy, read-only) is nil, and `problem` gets the sentence.
  func cacheScope(noCache: Bool, problem: (String) -> Void = { _ in }) -> CacheScope? {
    guard !noCache else { return nil }
    switch cacheOpener()() {
    case .success(let scope): return scope
    case .failure(let error):
      problem(error.message)
      return nil
    }
  }

  /// Opens the offline cache for the API's host, on whichever thread calls it (see
  /// `cacheScope`).
  func cacheOpener() -> @Sendable () -> Result<CacheScope, GistError> {
    let (folder, limit) = (paths.cache, config.cacheLimitMB * 1024 * 1024)
    let (host, fingerprint) = (api.router.baseURL.absoluteString, api.router.tokenFingerprint)
    return {
      Result { () throws(GistError) -> CacheScope in
        let cache = try GistCache(folder: folder, limitBytes: limit)
        guard let fingerprint else {
          return CacheScope(cache: cache, host: host, login: CacheScope.anonymous)
        }
        return CacheScope(
          cache: cache, host: host,
          login: cache.accounts.login(host: host, fingerprint: fingerprint))
      }
    }
  }

  /// The drafts on disk, written for the API's host (the browser adds the login once it
  /// knows it; a command records the host alone).
  var drafts: DraftStore {
    DraftStore(
      folder: paths.drafts, account: DraftAccount(host: api.router.baseURL.absoluteString))
  }

  /// The keys of `[keys]`, checked against every screen's table, or the sentence that says
  /// what is wrong with them. Only what has screens (the browser, the picker, the demo) asks,
  /// so a mistake there never stops a script, and a script does not pay for the check.
  func keyMap() throws(GistError) -> KeyMap { try KeyMap(config.keys, source: configSource) }

  /// What the browser (`AppAssembly`) starts with (the offline cache unless `noCache`).
  func appSetup(noCache: Bool) throws(GistError) -> AppSetup {
    let keyMap = try keyMap()
    var problem: String?
    let cache = cacheScope(noCache: noCache) { problem = $0 }
    var setup = AppSetup(
      config: config, configFile: paths.configFile, environment: environment,
      tokenStore: tokenStore, api: api, client: Self.client(for: config),
      cache: cache, drafts: drafts)
    setup.cacheProblem = problem
    setup.keyMap = keyMap
    setup.tokenSource = token?.source
    return setup
  }

  /// Runs the browser on the user's terminal until quit, opening `destination` or
  /// composing `compose` after the first screens.
  func runBrowser(
    noCache: Bool, opening destination: Destination? = nil, compose: Draft? = nil
  ) throws {
    // A mistake in [keys] is said before the screen is taken over.
    let setup = try appSetup(noCache: noCache)
    let loop = try FullScreen.open(
      for: "The browser needs a terminal; see `dehub --help` for scripting commands.")
    let app = AppAssembly(setup: setup, loop: loop)
    let code = app.run(opening: destination, compose: compose)
    // The terminal is restored: what was kept is said where it stays readable.
    for note in app.exitNotes { Output.error(note) }
    if code != 0 { throw ExitCode(code) }
  }

  /// Opens `page` in the web browser; a browser that cannot start is a failure (exit 1)
  /// with the sentence.
  func openPage(_ page: String) throws {
    do throws(GistError) {
      try WebBrowser.open(page, environment: environment)
    } catch {
      throw CommandFailure.failure(error.message)
    }
  }
}
