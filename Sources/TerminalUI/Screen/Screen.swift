import CNCurses
import FoundationEssentials
import Glibc
import Keys

/// A curses screen on a pair of file descriptors: the user's terminal, or in tests a
/// pseudo terminal or file (`newterm`), whose cells can be read back.
///
/// Sets a UTF-8 locale (falling back to `C.UTF-8`), raw mode, no echo, keypad transmit
/// mode (the run loop decodes the bytes itself), colours per `Theme`. `render` draws a
/// widget tree and sends one batched update (`wnoutrefresh` + `doupdate`): curses writes
/// only the cells that changed. Below the minimum size it shows a short message instead.
/// Curses is not thread-safe: use a screen on one thread.
public final class Screen {
  /// The smallest size the app lays out (columns, rows); below it, a message.
  public static let minimumSize = (columns: 60, rows: 16)

  /// Colours and attributes in use.
  public private(set) var theme: Theme
  /// Whether the terminal has colours.
  private let terminalHasColors: Bool
  /// The environment it started with (`NO_COLOR`).
  private let environment: [String: String]
  let screen: OpaquePointer
  let window: UnsafeMutablePointer<WINDOW>
  /// The key sequences this terminal's terminfo entry names (`TerminfoKeys`).
  public let terminfoKeys: [[UInt8]: Key]
  let surface: CursesSurface
  private let outputFile: UnsafeMutablePointer<FILE>
  private let inputFile: UnsafeMutablePointer<FILE>
  /// The output descriptor (for sizes and mouse/paste mode sequences).
  public let outputDescriptor: Int32
  /// Whether curses owns the terminal now (false between `end` and `resume`).
  public private(set) var isActive = true
  /// The terminal's modes before curses took it (nil when it is not a terminal): what a
  /// crash restores.
  private var shellModes: termios?

  /// A screen writing to `output` and set up with `input`'s terminal, as terminal type
  /// `term` (nil: `$TERM`).
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, term: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TerminalError) {
    Self.useLocale
    guard let outputFile = fdopen(dup(output), "w"), let inputFile = fdopen(dup(input), "r") else {
      throw TerminalError.cannotOpen("the terminal's file descriptors")
    }
    let type = term ?? environment["TERM"] ?? "xterm-256color"
    var modes = termios()
    if tcgetattr(output, &modes) == 0 { shellModes = modes }
    guard let screen = newterm(type, outputFile, inputFile) else {
      fclose(outputFile)
      fclose(inputFile)
      throw TerminalError.unknownTerminal(type)
    }
    guard dehub_can_address_cursor() != 0 else {
      endwin()
      delscreen(screen)
      fclose(outputFile)
      fclose(inputFile)
      throw TerminalError.cannotAddressCursor(type)
    }
    guard let window = dehub_stdscr() else { throw TerminalError.cannotOpen("the screen") }
    terminfoKeys = TerminfoKeys.current()
    self.screen = screen
    self.window = window
    self.outputFile = outputFile
    self.inputFile = inputFile
    outputDescriptor = output
    raw()
    noecho()
    nonl()
    keypad(window, true)
    curs_set(0)
    let colors = has_colors()
    if colors {
      start_color()
      use_default_colors()
    }
    terminalHasColors = colors
    self.environment = environment
    theme = Theme.detect(environment: environment, terminalHasColors: colors)
    theme.install()
    surface = CursesSurface(window: window, theme: theme)
    guardAgainstCrashes()
    leaveFirstSession()
  }

  /// Suspends the screen and takes it back at once. Until a screen has been suspended once,
  /// ncurses 6.4 sends its output at every cursor move (it takes the screen for one a program
  /// drives with `mvcur` alone): a 100x30 list went out as 88 writes of 50 bytes, each waking
  /// the terminal. Afterwards a frame goes out in one write (up to ncurses' buffer, about
  /// (rows + 2) × (columns + 6) bytes).
  private func leaveFirstSession() {
    def_prog_mode()
    endwin()
    doupdate()
    // The suspension turned keypad transmit mode off; coming back does not turn it on.
    keypad(window, true)
  }

  /// Uses the theme of `kind` from the next frame (monochrome still, with `NO_COLOR` or
  /// without colours); the whole screen is drawn again.
  public func useTheme(_ kind: Theme.Kind) {
    theme = Theme.detect(environment: environment, terminalHasColors: terminalHasColors, kind: kind)
    theme.install()
    surface.theme = theme
    clearok(window, true)
  }

  deinit { close() }

  /// The user's locale, in UTF-8 (C.UTF-8 when theirs is not): set once per process.
  /// `setlocale` is not safe while other threads read the locale (`wcwidth`, `strerror`),
  /// and a second screen setting it again would flip LC_CTYPE under them.
  private static let useLocale: Void = {
    setlocale(LC_ALL, "")
    if dehub_is_utf8_locale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
  }()

  /// Whether `close` gave curses' screen up.
  private var isClosed = false

  /// Gives the terminal back and frees curses' screen now, on this thread; nothing is
  /// drawn after. Curses is one state per process: a screen let go by whichever thread
  /// drops its last reference (work still holding the app) would free it while another
  /// screen draws — so the holder closes it where it drew.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    if isActive {
      endwin()
      isActive = false
      CrashGuard.release()
    }
    delscreen(screen)
    fclose(outputFile)
    fclose(inputFile)
  }

  /// The size in columns and rows.
  public var size: (columns: Int, rows: Int) { (Int(getmaxx(window)), Int(getmaxy(window))) }

  /// Whether the size is below the minimum.
  public var isTooSmall: Bool {
    size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
  }

  /// Draws `root` over the whole screen and updates the terminal once.
  public func render(_ root: any Widget) {
    guard !isClosed else { return }
    werase(window)
    surface.resetCursor()
    let bounds = Rect(x: 0, y: 0, width: size.columns, height: size.rows)
    if isTooSmall {
      TooSmallView(minimum: Self.minimumSize).draw(in: bounds, on: surface)
    } else {
      root.draw(in: bounds, on: surface)
    }
    if let cursor = surface.cursor {
      curs_set(1)
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
    fflush(outputFile)
  }

  /// Changes the size (after SIGWINCH, or in tests); the next `render` lays out anew.
  public func resize(columns: Int, rows: Int) {
    guard !isClosed else { return }
    resizeterm(Int32(max(1, rows)), Int32(max(1, columns)))
  }

  /// The terminal's size as the output descriptor reports it (nil when it is no terminal).
  public func reportedSize() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// A crash while curses owns the terminal gives it back first.
  private func guardAgainstCrashes() {
    if let shellModes { CrashGuard.guardTerminal(outputDescriptor, modes: shellModes) }
  }

  /// Gives the terminal back (before suspending, running a program, or exiting).
  public func end() {
    guard isActive, !isClosed else { return }
    def_prog_mode()
    endwin()
    isActive = false
    CrashGuard.release()
  }

  /// Takes the terminal again and repaints everything on the next render.
  public func resume() {
    guard !isActive, !isClosed else { return }
    reset_prog_mode()
    isActive = true
    guardAgainstCrashes()
    clearok(window, true)
    wrefresh(window)
    keypad(window, true)
  }

  /// Repaints every cell on the next update (after the terminal was used by others).
  public func repaintAll() {
    guard !isClosed else { return }
    clearok(window, true)
  }

  /// Writes bytes straight to the terminal (mode switches such as mouse reporting).
  public func writeControl(_ text: String) {
    guard !isClosed else { return }
    fputs(text, outputFile)
    fflush(outputFile)
  }

  // MARK: - Reading back (tests, snapshots)

  /// The text of row `y` as the screen holds it, trailing spaces removed.
  public func text(row y: Int) -> String {
    guard !isClosed else { return "" }
    var line = ""
    var x = 0
    while x < size.columns {
      let text = read(x: x, y: y)?.text ?? " "
      line += text
      x += max(1, DisplayWidth.of(text))
    }
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  /// Every row's text.
  public func snapshot() -> [String] {
    guard !isClosed else { return [] }
    return (0..<size.rows).map { text(row: $0) }
  }

  /// The text and style of one cell (nil style: attributes no style produces).
  public func cell(x: Int, y: Int) -> (text: String, style: Style?) {
    guard !isClosed, let (text, attributes, pair) = read(x: x, y: y) else { return (" ", nil) }
    let found = Style.allCases.first { style in
      let (expected, expectedPair) = theme.attributes(for: style)
      return expectedPair == pair && (attributes & ~dehub_color_pair(Int32(pair))) == expected
        && (theme.usesColor || expected != 0 || style == .normal)
    }
    return (text, found)
  }

  /// The text, attributes and colour pair of one cell (nil outside the screen); reading the
  /// text alone (a snapshot) does not match the attributes to a style.
  private func read(x: Int, y: Int) -> (text: String, attributes: attr_t, pair: Int16)? {
    var characters = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    let status = characters.withUnsafeMutableBufferPointer {
      dehub_cell(window, Int32(y), Int32(x), $0.baseAddress, 8, &attributes, &pair)
    }
    guard status != ERR else { return nil }
    let scalars = characters.prefix { $0 != 0 }.compactMap {
      Unicode.Scalar(UInt32(bitPattern: $0))
    }
    var text = String(String.UnicodeScalarView(scalars))
    if text.isEmpty { text = " " }
    return (text, attributes, pair)
  }
}
