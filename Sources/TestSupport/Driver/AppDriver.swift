import Dispatch
import Foundation
import GistServer
import Keys
import Model
import Reactive
import ScreenLogic
import Store
import System
import TerminalScreens
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
  /// The app (a new one after `relaunch`).
  public var app: HeadlessApp {
    guard let running else { preconditionFailure("the app is being relaunched") }
    return running
  }
  private var running: HeadlessApp?
  /// The loop's clock.
  public let clock: VirtualClock
  /// The server the app talks to.
  public let server: GistServer
  /// The app's config, cache and state folder.
  public let home: URL
  /// How long (real seconds) background work may take before a wait fails the test.
  public var patience: TimeInterval = 30
  private let wake = DispatchSemaphore(value: 0)
  private var config: Config
  private var screenFile: URL
  private var screenOutput: Int32 = -1
  private var columns: Int
  private var rows: Int
  /// The git the app reads gists past 300 files with (`.missing`: a machine without git).
  private let git: GitProgram

  /// The app at `columns` × `rows` on `server`, signed in with `token`, with `config`'s
  /// settings (its API URL is the server's); its folders under `home`. `start` shows the
  /// first screens. It reads gists past 300 files with `git`.
  public init(
    server: GistServer, token: String?, columns: Int, rows: Int, config: Config, home: URL,
    git: GitProgram = .onPath()
  ) throws {
    self.git = git
    self.server = server
    self.home = home
    self.columns = columns
    self.rows = rows
    clock = VirtualClock()
    var config = config
    config.apiURL = server.baseURL
    self.config = config
    screenFile = home.appendingPathComponent("screen-0")
    (running, screenOutput) = try Self.launch(
      server: server, token: token, columns: columns, rows: rows, config: config, home: home,
      screenFile: screenFile, clock: clock, wake: wake, git: git)
  }

  deinit { close(screenOutput) }

  /// A headless app on `server` with its folders under `home`, writing what it sends the
  /// terminal to `screenFile`; posted work wakes `wake`.
  private static func launch(
    server: GistServer, token: String?, columns: Int, rows: Int, config: Config, home: URL,
    screenFile: URL, clock: VirtualClock, wake: DispatchSemaphore, git: GitProgram
  ) throws -> (HeadlessApp, output: Int32) {
    let setup = try Self.setup(
      server: server, token: token, config: config, home: home, git: git)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let output = open(screenFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard output >= 0 else { throw CocoaError(.fileWriteUnknown) }
    do {
      let app = try HeadlessApp(
        setup: setup, columns: columns, rows: rows, output: output, scheduler: clock.scheduler())
      app.loop.scheduler.wakeUp = { wake.signal() }
      return (app, output)
    } catch {
      close(output)
      throw error
    }
  }

  /// What the app is started with on `server`, signed in with `token`, with `config`'s
  /// settings (its `[keys]` too) and its config, cache and state folders under `home` (as
  /// `dehub demo` makes them in a throw-away folder).
  public static func setup(
    server: GistServer, token: String?, config: Config, home: URL, git: GitProgram = .onPath()
  ) throws -> AppSetup {
    let paths = Self.paths(home: home)
    var config = config
    config.apiURL = server.baseURL
    let router = try Router(baseURL: server.baseURL, token: token, version: "test")
    // As long as a wait's patience: a loaded machine slows the server; it does not fail a
    // journey on time.
    let client = CurlHTTPClient(
      options: CurlHTTPClient.Options(timeout: 30, connectTimeout: 10))
    let host = router.baseURL.absoluteString
    let cache = try GistCache(folder: paths.cache)
    let scope = CacheScope(
      cache: cache, host: host,
      login: router.tokenFingerprint.map { cache.accounts.login(host: host, fingerprint: $0) }
        ?? CacheScope.anonymous)
    var setup = AppSetup(
      config: config, configFile: paths.configFile, environment: ["HOME": home.path],
      tokenStore: paths.tokenStore(),
      api: GistAPI(router: router, client: client, git: git), client: client, cache: scope,
      drafts: DraftStore(folder: paths.drafts, account: DraftAccount(host: host)))
    // Notices are the test process's, posted by whatever test found something (a damaged
    // cache of its own): a journey's app says none of them.
    setup.pendingNotices = { [] }
    // The config's `[keys]`, as the browser takes them.
    setup.keyMap = try KeyMap(config.keys, source: "the journey's config")
    return setup
  }

  /// The app's folders under `home`.
  private static func paths(home: URL) -> AppPaths {
    AppPaths(environment: [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
    ])
  }

  /// Quits the app and starts it again on the same folders (cache, drafts, config, saved
  /// token) and server, signed in with `token`, showing its first screens and idle: the
  /// next start of the program.
  public func relaunch(token: String?) throws {
    // What the old app still has in flight holds on to it: let it be delivered first.
    finishBackgroundWork()
    app.assembly.finish()
    // One curses screen at a time: the old one is gone before the new one is made.
    app.close()
    weak let old = running
    running = nil
    if old != nil { Issue.record("the app outlived its relaunch (two curses screens at once)") }
    close(screenOutput)
    screenOutput = -1
    screenFile = home.appendingPathComponent("screen-\(UUID().uuidString.prefix(6))")
    // What the app saved in its config file (options, saved search tabs) is read again, as
    // the program reads it at its next start.
    let saved = try Config.load(file: Self.paths(home: home).configFile, environment: [:])
    config.options.merge(saved.options) { _, new in new }
    config.choices.merge(saved.choices) { _, new in new }
    config.savedSearches = saved.savedSearches
    (running, screenOutput) = try Self.launch(
      server: server, token: token, columns: columns, rows: rows, config: config, home: home,
      screenFile: screenFile, clock: clock, wake: wake, git: git)
    start()
  }

  /// Stops the server: from now on requests fail as they do offline.
  public func stopServer() {
    server.stopBlocking()
  }

  /// The text the app last put on the terminal's clipboard (the OSC 52 sequence it wrote),
  /// nil when it put none.
  public var clipboard: String? {
    guard let data = FileManager.default.contents(atPath: screenFile.path) else { return nil }
    let written = String(decoding: data, as: UTF8.self)
    guard let start = written.range(of: "\u{1B}]52;c;", options: .backwards),
      let end = written.range(of: "\u{7}", range: start.upperBound..<written.endIndex),
      let decoded = Data(base64Encoded: String(written[start.upperBound..<end.lowerBound]))
    else { return nil }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Runs `body` with a driver on a fresh server seeded by `seed` (the demo's data by
  /// default), signed in with `token`, at `columns` × `rows`, showing its first screens
  /// and idle (and `destination` over them, as `dehub open` does, or compose alone on
  /// `compose`, as `dehub compose` does). Each request the server
  /// answers waits `latency` first. The server and the
  /// folders are gone afterwards. `body` runs holding the curses gate, in the test's task
  /// (so what it records is the test's) and on one thread, which it blocks only while the
  /// app's background work runs on threads of its own.
  public static func with<T: Sendable>(
    columns: Int = 100, rows: Int = 30,
    seed: @escaping @Sendable (GistStore) -> Void = DemoSeed.load,
    token: String? = DemoSeed.token, latency: Duration = .zero,
    config: Config = Config(), opening destination: Destination? = nil,
    compose: Draft? = nil, git: GitProgram = .onPath(),
    _ body: @escaping @Sendable (AppDriver) throws -> T
  ) async throws -> T {
    // The server starts once the gate is held: its gists' times are "just now" for the app.
    try await CursesGate.shared.run {
      let fixture = try await ServerFixture.start(seed: seed, latency: latency)
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-driver-\(getpid())-\(UUID().uuidString.prefix(8))")
      let server = fixture.server
      let result = Result {
        try drive(
          server: server, token: token, columns: columns, rows: rows, config: config,
          home: home, opening: destination, compose: compose, git: git, body)
      }
      await fixture.server.stop()
      try? FileManager.default.removeItem(at: home)
      return try result.get()
    }
  }

  /// Makes, starts and drives a driver, and lets it go, without leaving the thread.
  private static func drive<T>(
    server: GistServer, token: String?, columns: Int, rows: Int, config: Config, home: URL,
    opening destination: Destination?, compose: Draft?, git: GitProgram,
    _ body: (AppDriver) throws -> T
  ) throws -> T {
    let driver = try AppDriver(
      server: server, token: token, columns: columns, rows: rows, config: config, home: home,
      git: git)
    driver.start(opening: destination, compose: compose)
    defer {
      driver.finishBackgroundWork()
      // Freed here, holding the curses gate, whatever still holds the app.
      driver.app.close()
    }
    return try body(driver)
  }

  /// Waits until the background work is delivered, even after the app quit (the server
  /// stops next, and should not see a request come in as it does).
  private func finishBackgroundWork() {
    let deadline = DispatchTime.now() + patience
    while workInFlight > 0 {
      turn()
      if workInFlight > 0 && wake.wait(timeout: deadline) == .timedOut { return }
    }
  }

  /// Shows the first screens (and `destination` over them, or compose alone on `compose`)
  /// and waits until idle.
  public func start(opening destination: Destination? = nil, compose: Draft? = nil) {
    app.assembly.start(opening: destination, compose: compose)
    waitUntilIdle()
  }

  // MARK: - Input

  /// Presses `keys`, one loop turn each (what was posted meanwhile runs; no time passes).
  public func press(_ keys: Key...) {
    for key in keys { deliver(key) }
  }

  /// Presses the key that does `action` on the top screen (a row of its key table, or
  /// `back`, `help`, `palette`), as the running app's `[keys]` has it: a test says what the
  /// user does, not which letter does it. A screen without the action fails the test.
  public func press(action: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let key = app.assembly.shell.scenes.last?.key(for: action) else {
      return fail("the top screen has no action \"\(action)\"", sourceLocation)
    }
    deliver(key)
  }

  /// Presses the keys of `actions` in turn, waits until idle, and expects the screen to
  /// show `text` when given.
  public func step(
    actions: String..., shows text: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for action in actions { press(action: action, sourceLocation: sourceLocation) }
    waitUntilIdle(sourceLocation: sourceLocation)
    if let text { expect(screenShows: text, sourceLocation: sourceLocation) }
  }

  /// Presses `keys`, waits until idle, and expects the screen to show `text` when given
  /// (a failure shows the screen).
  public func step(
    _ keys: Key..., shows text: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for key in keys { deliver(key) }
    waitUntilIdle(sourceLocation: sourceLocation)
    if let text { expect(screenShows: text, sourceLocation: sourceLocation) }
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
    (self.columns, self.rows) = (columns, rows)
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
      if app.assembly.backgroundWork > 0 {
        if wake.wait(timeout: deadline) == .timedOut {
          return fail(
            "still \(app.assembly.backgroundWork) background work after \(Int(patience)) s",
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
  public var workInFlight: Int { app.assembly.backgroundWork }

  // MARK: - Reading what the user sees

  /// The screen as it is now.
  public var screen: ScreenText {
    app.loop.renderNow()
    return ScreenText(screen: app.screen)
  }

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
