import Foundation
import Model
import Reactive
import ScreenLogic
import Store
import TerminalScreens
import TestSupport

/// The scene stack without a terminal: scenes appear, are covered and close as on the shell.
final class PlainStack: SceneStack {
  private(set) var scenes: [any Scene] = []
  private(set) var quitted = false

  func push(_ scene: any Scene) {
    scenes.last?.covered()
    scenes.append(scene)
    scene.appear()
  }

  func replaceTop(with scene: any Scene) {
    scenes.popLast()?.closed()
    scenes.append(scene)
    scene.appear()
  }

  func replaceAll(with scene: any Scene) {
    for old in scenes.reversed() { old.closed() }
    scenes = [scene]
    scene.appear()
  }

  func pop() {
    scenes.popLast()?.closed()
    scenes.last?.appear()
  }

  func closeAll() {
    let closing = scenes
    scenes = []
    for scene in closing.reversed() { scene.closed() }
  }

  func quit() { quitted = true }

  /// The scene types, bottom first.
  var kinds: [String] { scenes.map { String(describing: type(of: $0)) } }
}

/// What the switchboard builds scenes with in a test: the API of a loopback server (or of
/// a closed port), a worker delivering on a pump, a throw-away folder for drafts, config
/// and token.
final class TestHost: SwitchboardHost {
  let pump = MainLoopPump()
  let worker: NetworkWorker
  let session = AppSession()
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "dehub-switchboard-\(UUID())")
  private(set) var api: GistAPI
  private let baseURL: String
  private(set) var accounts: [String] = []
  /// The keys the config gives actions.
  var keyMap = KeyMap()

  /// A host talking to `baseURL` with `token`.
  init(baseURL: String, token: String?) throws {
    self.baseURL = baseURL
    api = GistAPI(
      router: try Router(baseURL: baseURL, token: token, version: "test"),
      client: CurlHTTPClient())
    worker = NetworkWorker(scheduler: pump.scheduler)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var drafts: DraftStore { DraftStore(folder: folder.appendingPathComponent("drafts")) }

  func sceneContext(navigator: any Navigator) -> SceneContext {
    var context = SceneContext(
      api: api, worker: worker, session: session, scheduler: pump.scheduler,
      resumed: PublishSubject<Void>().asObservable(), refreshInterval: 3600,
      copyToClipboard: { _ in }, navigator: navigator, client: CurlHTTPClient(),
      tokenStore: TokenStore(file: folder.appendingPathComponent("token")),
      optionStore: ConfigOptionStore(file: folder.appendingPathComponent("config.toml")),
      drafts: drafts, editor: ScriptedEditor())
    context.keyMap = keyMap
    return context
  }

  func signIn(token: String, login: String) {
    accounts.append(login)
    if let router = try? Router(baseURL: baseURL, token: token, version: "test") {
      api = GistAPI(router: router, client: CurlHTTPClient())
    }
  }

  func browseAnonymously() {
    accounts.append("(anonymous)")
    api = GistAPI(router: api.router.with(token: nil), client: CurlHTTPClient())
  }

  var isSignedOut: Bool { api.router.tokenFingerprint == nil }
}

/// A switchboard on a plain stack, built with a host whose server is a closed port (no
/// answer ever comes), and the toasts said meanwhile.
final class OfflineSwitchboard {
  let port: ClosedPort
  let host: TestHost
  let stack = PlainStack()
  let switchboard: Switchboard
  private(set) var toasts: [String] = []
  private var watch: (any Disposable)?

  init() throws {
    port = try ClosedPort()
    host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    switchboard = Switchboard(stack: stack, host: host)
    watch = host.session.toast.asObservable().subscribe(onNext: { [unowned self] in
      toasts.append($0)
    })
  }

  deinit { watch?.dispose() }
}
