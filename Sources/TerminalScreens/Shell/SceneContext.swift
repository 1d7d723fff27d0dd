import GistWork
import Model
import Reactive
import ScreenLogic
import Store
import TerminalUI

/// What every scene is built with: the API and its worker, the session, the main loop's
/// scheduler and signals, navigation, and the terminal services a Stage may need.
public struct SceneContext {
  /// The API, signed in or not.
  public var api: GistAPI
  /// Runs API calls off the main thread.
  public var worker: NetworkWorker
  /// Who is signed in, the rate limit, the options.
  public var session: AppSession
  /// The main loop's scheduler (timers).
  public var scheduler: any Scheduler
  /// SIGCONT: the app was resumed.
  public var resumed: Observable<Void>
  /// Seconds between background refreshes of lists.
  public var refreshInterval: Double
  /// Puts text on the clipboard (OSC 52).
  public var copyToClipboard: (String) -> Void
  /// Moves between screens (the switchboard).
  public unowned let navigator: any Navigator
  /// The configured HTTP client (timeouts, CA file), for calls made with another token.
  public var client: any HTTPClient
  /// Where a token checked on the login screen is saved.
  public var tokenStore: TokenStore
  /// Where options are saved.
  public var optionStore: any OptionStore
  /// Where drafts are kept.
  public var drafts: DraftStore
  /// The links (`dehub link`), in the state folder that holds the drafts' folder.
  public var links: LinkStore
  /// The user's editor.
  public var editor: any TextEditing
  /// The offline cache (nil with `--no-cache`).
  public var cache: CacheScope?
  /// Search over the account's index in the cache (nil with `--no-cache`).
  public var search: (any GistSearchModel)?
  /// The terminal's width, now and after each resize.
  public var columns: Observable<Int> = .just(80)
  /// `$HOME` from the environment (what `~` means in a path the user types), if set.
  public var home: String?
  /// The keys the user gave actions in the config (`[keys]`).
  public var keyMap = KeyMap()

  /// A context.
  public init(
    api: GistAPI, worker: NetworkWorker, session: AppSession, scheduler: any Scheduler,
    resumed: Observable<Void>, refreshInterval: Double,
    copyToClipboard: @escaping (String) -> Void, navigator: any Navigator,
    client: any HTTPClient, tokenStore: TokenStore, optionStore: any OptionStore,
    drafts: DraftStore, editor: any TextEditing, cache: CacheScope? = nil
  ) {
    self.client = client
    self.tokenStore = tokenStore
    self.cache = cache
    self.drafts = drafts
    links = LinkStore(state: drafts.folder.deletingLastPathComponent())
    self.editor = editor
    self.api = api
    self.worker = worker
    self.session = session
    self.scheduler = scheduler
    self.resumed = resumed
    self.refreshInterval = refreshInterval
    self.copyToClipboard = copyToClipboard
    self.navigator = navigator
    self.optionStore = optionStore
  }
}

extension SceneContext {
  /// Renders large Markdown on the worker's threads and hands the lines back on the main
  /// loop: the screen keeps answering keys meanwhile (a demo's `wait idle` waits for it).
  var markdownBackground: MarkdownView.Background {
    let worker = self.worker
    return { render, done in
      worker.perform({ render() }) { result in
        if case .success(let lines) = result { done(lines) }
      }
    }
  }
}
