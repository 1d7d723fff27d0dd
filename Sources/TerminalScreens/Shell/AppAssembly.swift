import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import ScreenLogic
import Store
import TerminalUI

/// The composition root of the full-screen app: it builds the main loop's frame (the
/// shell), the network worker, the session and the account from the setup, and hands the
/// switchboard what scenes are built with. All navigation is the switchboard's; the account
/// (who is signed in, the API, the search) is an `Account` value it keeps; this keeps the
/// session (the rate limit, the notices, the options) up to date.
public final class AppAssembly: SwitchboardHost {
  /// The main loop the app runs on.
  public let loop: MainLoop
  /// The scene stack.
  public let shell: AppShell
  private let setup: AppSetup
  private let worker: NetworkWorker
  private let editor: (any TextEditing)?
  private let session: AppSession
  private let bag = DisposeBag()
  /// Who the app works for: the API, the search over the account's index.
  private var account: Account
  /// The app's one navigator.
  public private(set) lazy var switchboard = Switchboard(stack: shell, host: self)

  /// The app on `loop` (the user's terminal, or a demo's hidden screen); `editor` replaces
  /// the user's editor (a demo script's).
  public init(setup: AppSetup, loop: MainLoop, editor: (any TextEditing)? = nil) {
    self.setup = setup
    self.loop = loop
    self.editor = editor
    let worker = NetworkWorker(scheduler: loop.scheduler)
    self.worker = worker
    shell = AppShell(loop: loop)
    shell.keyMap = setup.keyMap
    session = AppSession(
      options: setup.config.options, choices: setup.config.choices,
      savedSearches: setup.config.savedSearches)
    session.tokenSource = setup.tokenSource
    let share = Double(setup.config.searchRateShare) / 100
    account = Account(
      api: setup.api, client: setup.client, session: session, cache: setup.cache,
      drafts: setup.drafts.account
    ) { [cache = setup.cache] api in
      cache.map { IndexedSearch(cache: $0, api: api, worker: worker, share: share) }
    }
    worker.afterEachDelivery { [weak self] in
      guard let self else { return }
      // What was found while the app runs (a damaged or read-only cache, unreadable
      // drafts) is said once, as a notice.
      if let notice = self.pendingNotice() { self.session.notice.onNext(notice) }
      guard let reading = self.account.api.rateLimit, reading != self.session.rateLimit.value
      else { return }
      self.session.rateLimit.onNext(reading)
    }
    session.notice.onNext(setup.cacheProblem ?? pendingNotice())
    session.watch(.mouse).subscribe(onNext: { loop.mouseEnabled = $0 }).disposed(by: bag)
    session.watchChoice(.theme).subscribe(onNext: {
      loop.useTheme(Theme.Kind(rawValue: $0) ?? .dark)
    }).disposed(by: bag)
    shell.navigator = switchboard
    shell.isSignedOut = { [unowned self] in isSignedOut }
    let shell = self.shell
    session.toast.asObservable().subscribe(onNext: { shell.showToast($0) }).disposed(by: bag)
    session.outbox = makeCourier()
  }

  /// The outbox beside the drafts, sent through the account's API while it has a token.
  private func makeCourier() -> OutboxCourier {
    let outbox = Outbox(
      folder: setup.drafts.folder.deletingLastPathComponent().appendingPathComponent("outbox"),
      account: setup.drafts.account)
    let courier = OutboxCourier(
      outbox: outbox,
      sender: { [unowned self, cache = setup.cache] in
        account.hasToken ? OutboxSender(outbox: outbox, api: account.api, cache: cache) : nil
      }, worker: worker, scheduler: loop.scheduler, session: session)
    courier.key = setup.keyMap.key(named: "outbox", in: GistListKeys.table) ?? "O"
    return courier
  }

  /// The notices not said yet (the setup's), as one line; nil when there are none.
  private func pendingNotice() -> String? {
    let notices = setup.pendingNotices()
    return notices.isEmpty ? nil : notices.joined(separator: " ")
  }

  public func sceneContext(navigator: any Navigator) -> SceneContext {
    var context = SceneContext(
      api: account.api, worker: worker, session: session, scheduler: loop.scheduler,
      resumed: loop.resumed, refreshInterval: setup.config.refreshInterval,
      copyToClipboard: { [loop] in loop.copyToClipboard($0) }, navigator: navigator,
      client: setup.client, tokenStore: setup.tokenStore,
      optionStore: ConfigOptionStore(file: setup.configFile), drafts: setup.drafts,
      editor: editor ?? TerminalEditor(loop: loop, environment: setup.environment),
      cache: setup.cache)
    context.search = account.search
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

  /// What to say on stderr once the app has ended and the terminal is restored: each draft
  /// a compose screen kept as it closed (and still unsent), where it is and how to open it,
  /// then what screens said as they closed (a bulk run cut off).
  public var exitNotes: [String] {
    let kept = Set(setup.drafts.all().map(\.id))
    return session.keptDrafts.filter { kept.contains($0.id) }.map(\.note) + session.endNotes
  }

  /// Writes what the cache holds back (when the app ends: `run` does it).
  public func finish() {
    setup.cache?.flush()
  }

  /// Shows the first screens without running the loop (a demo drives it): the login
  /// without a token; else the user's gists, the drafts kept from before, `destination`,
  /// and the compose screen for `compose`. The account starts first (its search is made,
  /// and with a token the server is asked whose it is).
  public func start(opening destination: Destination? = nil, compose: Draft? = nil) {
    account.start()
    session.outbox?.start()
    if account.hasToken { learnLogin() }
    let drafts = setup.drafts.onThisHost().count
    if account.hasToken, compose == nil, drafts > 0 {
      session.notice.onNext(
        DraftsDirector.keptNotice(
          drafts, key: setup.keyMap.key(named: "drafts", in: GistListKeys.table) ?? "D"))
    }
    switchboard.start(hasToken: account.hasToken, opening: destination, compose: compose)
  }

  public func signIn(token: String, login: String) {
    account.signIn(token: token, login: login)
  }

  public func browseAnonymously() {
    account.browseAnonymously()
  }

  public var isSignedOut: Bool { !account.hasToken }

  /// Asks the server who the token signs in as; the account uses the answer unless it
  /// changed tokens meanwhile.
  private func learnLogin() {
    let asked = account.api
    let loop = self.loop
    worker.perform({ () throws(GistError) in try asked.user().user.login }) { [weak self] result in
      if case .success(let login) = result,
        self?.account.learned(login: login, asking: asked) == true
      {
        loop.setNeedsRender()
      }
    }
  }
}
