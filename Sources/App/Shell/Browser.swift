import AppLogic
import FoundationEssentials
import Model
import Reactive
import TerminalUI

/// The full-screen browser: the composition root that owns the main loop, the network
/// worker, the session and the account, and hands the switchboard what scenes are built
/// with. All navigation is the switchboard's; this keeps the session (who is signed in,
/// the rate limit, the options) up to date.
public final class Browser: SwitchboardHost {
  /// The main loop the browser runs on.
  public let loop: MainLoop
  /// The scene stack.
  public let shell: AppShell
  private let setup: BrowserSetup
  private let worker: NetworkWorker
  private let editor: (any TextEditing)?
  private let anonymous: GistAPI
  private let session: AppSession
  private let bag = DisposeBag()
  private var api: GistAPI
  /// The search over the account's index, for the API (token) it was made with.
  private var search: IndexedSearch?
  private var searchAPI: GistAPI?
  /// The app's one navigator.
  public private(set) lazy var switchboard = Switchboard(stack: shell, host: self)

  /// A browser on `loop` (the user's terminal, or a demo's hidden screen); `editor`
  /// replaces the user's editor (a demo script's).
  public init(setup: BrowserSetup, loop: MainLoop, editor: (any TextEditing)? = nil) {
    self.setup = setup
    self.loop = loop
    self.editor = editor
    worker = NetworkWorker(scheduler: loop.scheduler)
    shell = AppShell(loop: loop)
    shell.keyMap = setup.keyMap
    anonymous = GistAPI(router: setup.api.router.with(token: nil), client: setup.client)
    api = setup.api
    session = AppSession(options: setup.config.options, choices: setup.config.choices)
    worker.afterEachDelivery { [weak self] in
      guard let self else { return }
      // What was found while the browser runs (a damaged or read-only cache, unreadable
      // drafts) is said once, as a notice.
      if let notice = self.pendingNotice() { self.session.notice.onNext(notice) }
      guard let reading = self.api.rateLimit, reading != self.session.rateLimit.value
      else { return }
      self.session.rateLimit.onNext(reading)
    }
    session.notice.onNext(setup.cacheProblem ?? pendingNotice())
    session.watch(.mouse).subscribe(onNext: { loop.mouseEnabled = $0 }).disposed(by: bag)
    session.watchChoice(.theme).subscribe(onNext: {
      loop.useTheme(Theme.Kind(rawValue: $0) ?? .dark)
    }).disposed(by: bag)
    shell.navigator = switchboard
    let shell = self.shell
    session.toast.asObservable().subscribe(onNext: { shell.showToast($0) }).disposed(by: bag)
  }

  /// The notices not said yet (the setup's), as one line; nil when there are none.
  private func pendingNotice() -> String? {
    let notices = setup.pendingNotices()
    return notices.isEmpty ? nil : notices.joined(separator: " ")
  }

  public func sceneContext(navigator: any Navigator) -> SceneContext {
    if let cache = setup.cache, searchAPI !== api {
      searchAPI = api
      search = IndexedSearch(
        cache: cache, api: api, worker: worker,
        share: Double(setup.config.searchRateShare) / 100)
    }
    var context = SceneContext(
      api: api, worker: worker, session: session, scheduler: loop.scheduler,
      resumed: loop.resumed, refreshInterval: setup.config.refreshInterval,
      copyToClipboard: { [loop] in loop.copyToClipboard($0) }, navigator: navigator,
      client: setup.client, tokenStore: setup.tokenStore,
      optionStore: ConfigOptionStore(file: setup.configFile), drafts: setup.drafts,
      editor: editor ?? TerminalEditor(loop: loop, environment: setup.environment),
      cache: setup.cache)
    context.search = search
    context.columns = loop.columns
    context.home = setup.environment["HOME"]
    context.keyMap = setup.keyMap
    return context
  }

  /// Calls `hook` after every network result was delivered (a demo script's `wait idle`).
  public func afterEachDelivery(_ hook: @escaping () -> Void) {
    worker.afterEachDelivery(hook)
  }

  /// Whether no network work is in flight (a demo script's `wait idle`).
  public var isIdle: Bool { worker.inFlight == 0 }

  /// The work running off the main thread or waiting to be delivered: requests and the
  /// search indexer (what a test's idle waits for; a demo's `wait idle` does not wait for
  /// the index).
  public var backgroundWork: Int { worker.inFlight + worker.longRunning }

  /// Runs until quit, starting as `start` does; returns the exit code.
  public func run(opening destination: Destination? = nil, compose: Draft? = nil) -> Int32 {
    start(opening: destination, compose: compose)
    let code = shell.run()
    finish()
    return code
  }

  /// Writes what the cache holds back (when the app ends: `run` does it).
  public func finish() {
    setup.cache?.flush()
  }

  /// Shows the first screens without running the loop (a demo drives it): the login
  /// without a token; else the user's gists, the drafts kept from before, `destination`,
  /// and the compose screen for `compose`.
  public func start(opening destination: Destination? = nil, compose: Draft? = nil) {
    if setup.hasToken {
      if let known = setup.cache?.login { useAccount(login: known) }
      learnLogin()
    }
    switchboard.start(
      hasToken: setup.hasToken, hasDrafts: !setup.drafts.all().isEmpty, opening: destination,
      compose: compose)
  }

  public func signIn(token: String, login: String) {
    api = GistAPI(router: anonymous.router.with(token: token), client: setup.client)
    session.signedOut.onNext(false)
    useAccount(login: login)
  }

  public func browseAnonymously() {
    api = anonymous
    setup.cache?.use(login: CacheScope.anonymous)
    session.login.onNext(nil)
    session.signedOut.onNext(true)
  }

  /// Asks the server who the token signs in as.
  private func learnLogin() {
    let api = self.api
    let loop = self.loop
    worker.perform({ () throws(GistError) in try api.user().user.login }) { [weak self] result in
      if case .success(let login) = result {
        self?.useAccount(login: login)
        loop.setNeedsRender()
      }
    }
  }

  /// The token is `login`'s: the session says so, the cache reads and writes that account
  /// from now on, and drafts are written for it.
  private func useAccount(login: String) {
    setup.drafts.account?.use(login: login)
    // The cache knows the account before anyone hears of the login (the search index starts
    // on it).
    if let cache = setup.cache, let fingerprint = api.router.tokenFingerprint {
      cache.use(login: login)
      cache.write { store, _ in
        store.remember(host: cache.host, fingerprint: fingerprint, login: login)
      }
    }
    session.login.onNext(login)
  }
}
