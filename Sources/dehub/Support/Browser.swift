import App
import ArgumentParser
import Foundation
import Model
import Reactive
import TerminalUI

/// The full-screen browser: login when there is no token (or it is rejected), the gist
/// list, and destinations opened through the switchboard (the list's Enter, `dehub open`,
/// links in comments). It is the scenes' navigator, and keeps the session (who is signed
/// in, the rate limit, the options) up to date.
final class Browser: AppNavigator {
  private let context: CommandContext
  /// The main loop the browser runs on.
  let loop: MainLoop
  private let worker: NetworkWorker
  /// The scene stack (a demo script presses its keys).
  let shell: AppShell
  private let editor: (any TextEditing)?
  private let client: CurlHTTPClient
  private let anonymous: GistAPI
  private let session: AppSession
  private var cache: CacheScope?
  private let bag = DisposeBag()
  private var api: GistAPI

  /// A browser on the user's terminal (or on `loop`, a demo's screen); `noCache` leaves the
  /// offline cache alone; `editor` replaces the user's editor (a demo script's).
  init(
    context: CommandContext, noCache: Bool = false, loop: MainLoop? = nil,
    editor: (any TextEditing)? = nil
  ) throws {
    self.context = context
    self.editor = editor
    cache = context.cacheScope(noCache: noCache)
    self.loop =
      try loop
      ?? FullScreen.open(
        for: "The browser needs a terminal; see `dehub --help` for scripting commands.")
    worker = NetworkWorker(scheduler: self.loop.scheduler)
    shell = AppShell(loop: self.loop)
    client = CommandContext.client(for: context.config)
    anonymous = GistAPI(router: context.api.router.with(token: nil), client: client)
    api = context.api
    session = AppSession(options: context.config.options)
    worker.afterEachDelivery { [weak self] in
      guard let self, let reading = self.api.rateLimit, reading != self.session.rateLimit.value
      else { return }
      self.session.rateLimit.onNext(reading)
    }
    session.notice.onNext(cache?.cache.notice)
    let loop = self.loop
    session.watch(.mouse).subscribe(onNext: { loop.mouseEnabled = $0 }).disposed(by: bag)
  }

  /// What scenes are built with.
  private var sceneContext: SceneContext {
    SceneContext(
      api: api, worker: worker, session: session, scheduler: loop.scheduler,
      resumed: loop.resumed, refreshInterval: context.config.refreshInterval,
      copyToClipboard: { [loop] in loop.copyToClipboard($0) }, navigator: self,
      optionStore: ConfigOptionStore(file: context.paths.configFile), drafts: context.drafts,
      editor: editor ?? TerminalEditor(loop: loop, environment: context.environment),
      cache: cache)
  }

  /// Calls `hook` after every network result was delivered (a demo script's `wait idle`).
  func afterEachDelivery(_ hook: @escaping () -> Void) {
    worker.afterEachDelivery(hook)
  }

  /// Whether no network work is in flight (a demo script's `wait idle`).
  var isIdle: Bool { worker.inFlight == 0 }

  /// Runs until quit, starting on the list (or the login), then the drafts kept from
  /// before (if any), then `destination`, or the compose screen for `compose`.
  func run(opening destination: Destination? = nil, compose: Draft? = nil) throws {
    start(opening: destination, compose: compose)
    let code = shell.run()
    cache?.flush()
    if code != 0 { throw ExitCode(code) }
  }

  /// Shows the first screens without running the loop (a demo drives it).
  func start(opening destination: Destination? = nil, compose: Draft? = nil) {
    if context.token == nil {
      showLogin(message: nil, then: destination)
    } else {
      let known = cache?.login
      showList(tab: .mine, login: known)
      if !context.drafts.all().isEmpty { show(DraftsScene(context: sceneContext)) }
      if let destination { open(destination) }
      if let compose { show(ComposeScene(draft: compose, context: sceneContext)) }
    }
  }

  func show(_ scene: any Scene) {
    shell.push(scene)
  }

  func back() {
    shell.pop()
  }

  func replaceTop(with scene: any Scene) {
    shell.replaceTop(with: scene)
  }

  /// Shows what `destination` names.
  func open(_ destination: Destination) {
    switch destination {
    case .gist(let id, let revision):
      shell.push(GistDetailScene(id: id, revision: revision, context: sceneContext))
    case .user(let name):
      shell.push(listScene(tab: .user, user: name))
    case .mine:
      break
    case .starred:
      shell.push(listScene(tab: .starred, user: nil))
    case .discover:
      shell.push(listScene(tab: .discover, user: nil))
    case .userOrGist(let name):
      // gist.github.com/NAME: a gist id or a user; the server says which.
      let api = self.api
      worker.perform({ () throws(GistError) in try api.gist(id: name).id }) { [weak self] result in
        guard let self else { return }
        if case .success(let id) = result {
          self.open(.gist(id: id, revision: nil))
        } else {
          self.open(.user(name))
        }
      }
    }
  }

  private func listScene(tab: GistListTab, user: String?) -> GistListScene {
    GistListScene(
      context: sceneContext, startTab: tab, startUser: user,
      authenticationFailed: { [weak self] error in
        self?.showLogin(message: error.message, then: nil)
      })
  }

  private func showList(tab: GistListTab, login: String?) {
    if let login { signedIn(as: login) }
    shell.replaceAll(with: listScene(tab: tab, user: nil))
    session.login.onNext(login)
    guard api !== anonymous else { return }
    let api = self.api
    let loop = self.loop
    worker.perform({ () throws(GistError) in try api.user().user.login }) { [weak self] result in
      if case .success(let login) = result {
        self?.signedIn(as: login)
        self?.session.login.onNext(login)
        loop.setNeedsRender()
      }
    }
  }

  /// The token is `login`'s: the cache reads and writes that account from now on.
  private func signedIn(as login: String) {
    guard let cache, let fingerprint = api.router.tokenFingerprint else { return }
    cache.use(login: login)
    cache.write { store, _ in
      store.remember(host: cache.host, fingerprint: fingerprint, login: login)
    }
  }

  private func showLogin(message: String?, then destination: Destination?) {
    shell.replaceAll(
      with: LoginScene(
        api: anonymous, worker: worker, store: context.tokenStore, message: message,
        signedIn: { [weak self] token, user in
          guard let self else { return }
          self.api = GistAPI(router: self.anonymous.router.with(token: token), client: self.client)
          self.showList(tab: .mine, login: user.login)
          if let destination { self.open(destination) }
        },
        browsePublic: { [weak self] in
          guard let self else { return }
          self.api = self.anonymous
          self.cache?.use(login: CacheScope.anonymous)
          self.showList(tab: .discover, login: nil)
          if let destination { self.open(destination) }
        }))
  }
}
