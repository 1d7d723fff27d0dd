import FoundationEssentials
import Glibc
import Keys
import Reactive

/// The main-thread loop: waits for input, signals, timers and work handed back from other
/// threads; decodes keys and hands them to `onKey`; renders at most once per turn (one
/// batched terminal update). It never blocks on the network: network work runs elsewhere
/// and comes back through `scheduler.post`.
///
/// Signals: SIGINT, SIGTERM, SIGHUP and SIGQUIT end the loop with 128+signal after
/// `onTerminate` (the app closes its screens, keeping what the user typed) and restore the
/// terminal (one that arrives while a program runs in `runExternal` is acted on when it
/// returns); SIGTSTP (or Ctrl-Z, which arrives as a key in raw mode and the app passes
/// to `suspend()`) gives the terminal back and stops; SIGCONT takes it again, redraws and
/// is published on `resumed`; SIGWINCH re-lays out and redraws.
public final class MainLoop {
  /// How long a lone Esc waits for the rest of a sequence.
  public static let escapeDelay: TimeInterval = 0.025

  /// The scheduler of this loop (timers, and work posted from other threads).
  public let scheduler: MainLoopScheduler
  /// The screen it renders to.
  public let screen: Screen
  /// Receives each key.
  public var onKey: ((Key) -> Void)?
  /// Told that a signal ends the app (SIGTERM, SIGHUP, SIGINT, SIGQUIT), within the last
  /// turn: the app closes its screens as Ctrl-C does, so half-typed text is kept.
  public var onTerminate: ((Int32) -> Void)?
  /// The widget tree to render.
  public var content: (() -> any Widget)?
  /// Turns mouse reporting on (the terminal then sends clicks and the wheel).
  public var mouseEnabled = false {
    didSet { if screen.isActive, mouseEnabled != oldValue { writeMouseMode() } }
  }

  private let input: Int32
  private let signals: SignalPipe
  private var decoder = KeyDecoder()
  private var exitCode: Int32?
  private var needsRender = true
  private let resumedSubject = PublishSubject<Void>()
  private let resizedSubject = PublishSubject<(columns: Int, rows: Int)>()
  private let columnsSubject: BehaviorSubject<Int>

  /// A loop reading keys from `input` and rendering to `screen`.
  public init(
    screen: Screen, input: Int32 = STDIN_FILENO, scheduler: MainLoopScheduler = MainLoopScheduler()
  )
    throws(TerminalError)
  {
    self.screen = screen
    decoder = KeyDecoder(known: screen.terminfoKeys)
    columnsSubject = BehaviorSubject(value: screen.size.columns)
    self.input = input
    self.scheduler = scheduler
    signals = try SignalPipe()
    let wake = signals.writeEnd
    scheduler.wakeUp = { SignalPipe.wake(wake) }
  }

  /// SIGCONT: the app was resumed (after Ctrl-Z and `fg`); refreshers act on it.
  public var resumed: Observable<Void> { resumedSubject.asObservable() }
  /// SIGWINCH: the new size.
  public var resized: Observable<(columns: Int, rows: Int)> { resizedSubject.asObservable() }
  /// The screen's width now and after each resize.
  public var columns: Observable<Int> { columnsSubject.asObservable() }

  /// Whether the loop has ended.
  public var isStopped: Bool { exitCode != nil }

  /// The exit code the loop ended with (nil while it runs).
  public var exitStatus: Int32? { exitCode }

  /// Whether `key` may act now. Below the minimum size the screen shows only that it is
  /// too small, hiding what a key would act on (a dialog's button, a list's marks): then
  /// only Ctrl-C and `q` (quit: see `quitsWhileTooSmall`) and Ctrl-Z (suspend) act, and
  /// other keys and the mouse do nothing.
  public func acts(on key: Key) -> Bool {
    !screen.isTooSmall || key == .ctrl("c") || key == .ctrl("z") || key == .character("q")
  }

  /// Whether `key` quits because the screen is too small to show what it would do else:
  /// `q`, the way out a user tries first, is then the app's quit, as Ctrl-C is (a field or
  /// a dialog it would have reached is hidden).
  public func quitsWhileTooSmall(_ key: Key) -> Bool {
    screen.isTooSmall && key == .character("q")
  }

  /// Marks the screen for drawing at the end of this turn.
  public func setNeedsRender() { needsRender = true }

  /// Ends the loop after this turn with `code`.
  public func stop(exitCode code: Int32 = 0) {
    if exitCode == nil { exitCode = code }
  }

  /// Runs until `stop`, a terminating signal, or the end of input; gives the terminal back
  /// and returns the exit code.
  public func run() -> Int32 {
    start()
    while exitCode == nil { turn() }
    finish()
    return exitCode ?? 0
  }

  /// Installs the signal handlers and terminal modes (done by `run`; tests that drive
  /// `turn` call it themselves).
  public func start() {
    signals.install([SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH])
    writeModes(enabled: true)
  }

  /// Restores the terminal and the signal handlers.
  public func finish() {
    writeModes(enabled: false)
    screen.end()
    signals.restoreAll()
  }

  /// Uses the theme of `kind` (`NO_COLOR` and colourless terminals stay monochrome).
  public func useTheme(_ kind: Theme.Kind) {
    screen.useTheme(kind)
    setNeedsRender()
  }

  /// Renders now if anything changed (a demo script reads the screen between turns).
  public func renderNow() {
    if needsRender, screen.isActive, let content {
      screen.render(content())
      needsRender = false
    }
  }

  /// One turn: render if needed, wait for something (at most `maxWait` seconds), handle it.
  public func turn(maxWait: TimeInterval? = nil) {
    renderNow()
    var wait = scheduler.timeUntilNextDue()
    if decoder.hasPending { wait = min(wait ?? Self.escapeDelay, Self.escapeDelay) }
    if let maxWait { wait = min(wait ?? maxWait, maxWait) }
    var fds = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    let timeout = wait.map { Int32(($0 * 1000).rounded(.up)) } ?? -1
    let ready = poll(&fds, 2, timeout)
    if ready > 0 && fds[1].revents != 0 {
      for byte in signals.drain() where byte != SignalPipe.wakeByte { handleSignal(Int32(byte)) }
    }
    if ready > 0 && fds[0].revents != 0 {
      readInput()
    } else if ready == 0 && decoder.hasPending {
      dispatch(decoder.flush())
    }
    if scheduler.runDue() > 0 { needsRender = true }
  }

  /// Gives the terminal back and stops the process (Ctrl-Z); continues here after `fg`.
  public func suspend() {
    writeModes(enabled: false)
    screen.end()
    signals.set(SIGTSTP, ignored: false)
    raise(SIGTSTP)
    signals.install([SIGTSTP])
    screen.resume()
    writeModes(enabled: true)
    needsRender = true
  }

  /// Leaves curses, runs `body` (a program on the real terminal), comes back and redraws,
  /// whatever the program did. Ctrl-C and Ctrl-Z reach the program, not dehub. SIGTERM or
  /// SIGHUP sent meanwhile is kept and acted on when the program returns: the caller
  /// finishes with what the program left (a draft is saved), then the loop ends.
  @discardableResult
  public func runExternal(_ body: () -> Int32) -> Int32 {
    writeModes(enabled: false)
    screen.end()
    for number in [SIGINT, SIGQUIT, SIGTSTP] { signals.set(number, ignored: true) }
    let status = body()
    signals.install([SIGINT, SIGQUIT, SIGTSTP])
    let pending = signals.drain()
    screen.resume()
    writeModes(enabled: true)
    decoder = KeyDecoder(known: screen.terminfoKeys)
    needsRender = true
    for byte in Set(pending) {
      let number = Int32(byte)
      if number == SIGTERM || number == SIGHUP || number == SIGWINCH { handleSignal(number) }
    }
    return status
  }

  private func readInput() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(input, &buffer, buffer.count)
    if count > 0 {
      dispatch(decoder.feed(buffer[0..<count]))
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      stop(exitCode: 0)
    }
  }

  private func dispatch(_ keys: [Key]) {
    for key in keys {
      onKey?(key)
      needsRender = true
    }
  }

  private func handleSignal(_ number: Int32) {
    switch number {
    case SIGINT, SIGTERM, SIGHUP, SIGQUIT:
      terminate(by: number)
    case SIGTSTP:
      suspend()
    case SIGCONT:
      screen.resume()
      screen.repaintAll()
      needsRender = true
      resumedSubject.onNext(())
    case SIGWINCH:
      if let size = screen.reportedSize() { resize(columns: size.columns, rows: size.rows) }
      needsRender = true
    default:
      break
    }
  }

  /// Ends the loop as `signal` (SIGTERM, SIGHUP, SIGINT, SIGQUIT) does: with 128+signal,
  /// after `onTerminate`. Public so that tests end an app as a signal would.
  public func terminate(by signal: Int32) {
    stop(exitCode: 128 + signal)
    onTerminate?(signal)
  }

  /// Takes the size `columns` × `rows` (what SIGWINCH reports, or what a test gives a
  /// hidden screen): lays out anew, tells `resized` and `columns`, and redraws.
  public func resize(columns: Int, rows: Int) {
    screen.resize(columns: columns, rows: rows)
    resizedSubject.onNext((columns, rows))
    columnsSubject.onNext(columns)
    needsRender = true
  }

  /// Puts `text` on the system clipboard through the terminal (OSC 52), which works over
  /// ssh and in tmux with `set-clipboard on`; terminals that do not allow it ignore it.
  public func copyToClipboard(_ text: String) {
    screen.writeControl(Self.clipboardSequence(text))
  }

  /// The OSC 52 sequence that sets the clipboard to `text`.
  public static func clipboardSequence(_ text: String) -> String {
    "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}"
  }

  private func writeModes(enabled: Bool) {
    guard screen.isActive || !enabled else { return }
    var modes = "\u{1B}[?2004" + (enabled ? "h" : "l")
    if mouseEnabled || !enabled { modes += Self.mouseModes(on: enabled) }
    screen.writeControl(modes)
  }

  /// Mouse reporting on or off as `mouseEnabled` says (bracketed paste stays as it is).
  private func writeMouseMode() {
    screen.writeControl(Self.mouseModes(on: mouseEnabled))
  }

  /// Clicks and the wheel reported (SGR coordinates), or not.
  private static func mouseModes(on: Bool) -> String {
    "\u{1B}[?1000" + (on ? "h" : "l") + "\u{1B}[?1006" + (on ? "h" : "l")
  }
}
