import App
import AppLogic
import Dispatch
import Foundation
import GistServer
import Model
import Reactive
import TerminalUI
import Testing

/// The whole app in the test's process, driven the way the demo drives it: the headless app
/// (hidden screen, main loop, composition root) against the in-process gist server with
/// seeded data. Keys go in with `press` and `type`; `waitUntilIdle` runs the loop until no
/// request is in flight, no work is posted and no timer is due within the step, moving the
/// loop's virtual clock to each timer; then the test reads the screen as the user sees it.
///
/// Nothing sleeps or polls: the driver blocks only while background work is in flight, and
/// the work's delivery (posted to the loop) wakes it. Made and used on one thread (the
/// one-thread rule); `AppDriver.with` gives it one and holds the curses gate meanwhile.
public final class AppDriver {
  /// The app.
  public let app: HeadlessApp
  /// The loop's clock.
  public let clock: VirtualClock
  /// The server the app talks to.
  public let server: GistServer
  /// The app's config, cache and state folder.
  public let home: URL
  /// How long (real seconds) background work may take before a wait fails the test.
  public var patience: TimeInterval = 30
  private let wake = DispatchSemaphore(value: 0)

  /// The app at `columns` × `rows` on `server`, signed in with `token`, with `config`'s
  /// settings (its API URL is the server's); its folders under `home`. `start` shows the
  /// first screens.
  public init(
    server: GistServer, token: String?, columns: Int, rows: Int, config: Config, home: URL
  ) throws {
    self.server = server
    self.home = home
    clock = VirtualClock()
    var config = config
    config.apiURL = server.baseURL
    let paths = AppPaths(environment: [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ])
    let router = try Router(baseURL: server.baseURL, token: token, version: "test")
    let client = CurlHTTPClient(
      options: CurlHTTPClient.Options(timeout: 10, connectTimeout: 5))
    let host = router.baseURL.absoluteString
    let cache = try GistCache(folder: paths.cache)
    let scope = CacheScope(
      cache: cache, host: host,
      login: router.tokenFingerprint.map { cache.login(host: host, fingerprint: $0) }
        ?? CacheScope.anonymous)
    let setup = BrowserSetup(
      config: config, configFile: paths.configFile, environment: ["HOME": home.path],
      tokenStore: TokenStore(file: paths.tokenFile),
      api: GistAPI(router: router, client: client), client: client, cache: scope,
      drafts: DraftStore(folder: paths.drafts, account: DraftAccount(host: host)))
    app = try HeadlessApp(
      setup: setup, columns: columns, rows: rows, scheduler: clock.scheduler())
    let wake = self.wake
    app.loop.scheduler.wakeUp = { wake.signal() }
  }

  /// Runs `body` with a driver on a fresh server seeded by `seed` (the demo's data by
  /// default), signed in with `token`, at `columns` × `rows`, showing its first screens
  /// and idle. Each request the server answers waits `latency` first. The server and the
  /// folders are gone afterwards. `body` runs holding the curses gate, in the test's task
  /// (so what it records is the test's) and on one thread, which it blocks only while the
  /// app's background work runs on threads of its own.
  public static func with<T: Sendable>(
    columns: Int = 100, rows: Int = 30, seed: (GistStore) -> Void = DemoSeed.load,
    token: String? = DemoSeed.token, latency: Duration = .zero,
    config: Config = Config(), _ body: @escaping @Sendable (AppDriver) throws -> T
  ) async throws -> T {
    let fixture = try await ServerFixture.start(seed: seed, latency: latency)
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-driver-\(getpid())-\(UUID().uuidString.prefix(8))")
    let server = fixture.server
    let result = await CursesGate.shared.run {
      Result {
        try drive(
          server: server, token: token, columns: columns, rows: rows, config: config,
          home: home, body)
      }
    }
    await fixture.server.stop()
    try? FileManager.default.removeItem(at: home)
    return try result.get()
  }

  /// Makes, starts and drives a driver, and lets it go, without leaving the thread.
  private static func drive<T>(
    server: GistServer, token: String?, columns: Int, rows: Int, config: Config, home: URL,
    _ body: (AppDriver) throws -> T
  ) throws -> T {
    let driver = try AppDriver(
      server: server, token: token, columns: columns, rows: rows, config: config, home: home)
    driver.start()
    return try body(driver)
  }

  /// Shows the first screens and waits until idle.
  public func start() {
    app.browser.start()
    waitUntilIdle()
  }

  // MARK: - Input

  /// Presses `keys`, one loop turn each (what was posted meanwhile runs; no time passes).
  public func press(_ keys: Key...) {
    for key in keys { deliver(key) }
  }

  /// Types `text`, a key per character.
  public func type(_ text: String) {
    for character in text { deliver(.character(character)) }
  }

  private func deliver(_ key: Key) {
    app.loop.onKey?(key)
    app.loop.setNeedsRender()
    turn()
  }

  /// Resizes the screen, as a terminal's SIGWINCH does.
  public func resize(columns: Int, rows: Int) {
    app.loop.resize(columns: columns, rows: rows)
    turn()
  }

  /// One turn of the loop: the posted work and the timers due now run; the screen is drawn.
  private func turn() {
    if app.loop.scheduler.runDue() > 0 { app.loop.setNeedsRender() }
    app.loop.renderNow()
  }

  // MARK: - Idle

  /// Runs the loop until it is idle: no request (nor search index run) in flight, no work
  /// posted, and no timer due within `step` seconds of the loop's clock, which moves to
  /// each timer that is (the default covers the short timers, such as the preview's rest;
  /// `step: 31` lets a 30 s refresh happen). Background work is waited for, not polled: its
  /// delivery wakes the driver. Work still running after `patience` real seconds fails the
  /// test, showing the screen.
  public func waitUntilIdle(
    step: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let end = clock.now + step
    let deadline = DispatchTime.now() + patience
    while !app.loop.isStopped {
      turn()
      if app.browser.backgroundWork > 0 {
        if wake.wait(timeout: deadline) == .timedOut {
          return fail(
            "still \(app.browser.backgroundWork) background work after \(Int(patience)) s",
            sourceLocation)
        }
        continue
      }
      guard let next = app.loop.scheduler.timeUntilNextDue(), clock.now + next <= end else {
        return
      }
      clock.advance(by: next)
    }
  }

  /// The background work in flight now (requests and index runs not yet delivered).
  public var workInFlight: Int { app.browser.backgroundWork }

  // MARK: - Reading what the user sees

  /// The screen as it is now.
  public var screen: ScreenText {
    app.loop.renderNow()
    return ScreenText(screen: app.screen)
  }

  /// The bottom row: the keys the screen offers.
  public var footer: String { screen.lines.last ?? "" }

  /// The row above the footer: the status bar.
  public var status: String {
    let lines = screen.lines
    return lines.count > 1 ? lines[lines.count - 2] : ""
  }

  /// The top screen's help title ("Gist list", "Gist").
  public var topScreen: String? { app.topTitle }

  /// The list, as the list screen shows it.
  public var list: ListReading { ListReading(driver: self) }

  /// The gist, as its detail screen shows it.
  public var detail: DetailReading { DetailReading(driver: self) }

  /// Records a failure that shows the screen.
  public func fail(_ message: String, _ sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record("\(message)\n\(screen)", sourceLocation: sourceLocation)
  }

  /// Expects the screen to show `text` somewhere; a failure shows the screen.
  public func expect(
    screenShows text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !screen.contains(text) { fail("expected \"\(text)\" on the screen", sourceLocation) }
  }

  /// Expects the screen not to show `text`; a failure shows the screen.
  public func expect(
    screenLacks text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if screen.contains(text) { fail("expected no \"\(text)\" on the screen", sourceLocation) }
  }

  /// Expects `condition`; a failure shows the screen with `message`.
  public func expect(
    _ condition: Bool, _ message: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !condition { fail(message.isEmpty ? "expectation failed" : message, sourceLocation) }
  }
}
