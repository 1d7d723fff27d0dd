import Basics
import FoundationEssentials
import Glibc
import TerminalUI

/// Writing to stdout and stderr, and what kind of terminal they are.
///
/// This is the one way the commands print, and the one place server text is made safe.
/// Text written through `write` and `line` goes, on a terminal, through the sanitiser
/// (escape sequences and control characters become visible placeholders; tabs and
/// newlines stay), and so does everything on stderr. Into a pipe or a file it is the exact
/// bytes, or, where it holds what would drive a terminal, nothing: the run is refused
/// (`PipedText`; `--allow-escape-sequences` writes them as they are). `exact` writes bytes
/// as they are, for `--raw`; `json` writes JSON (whose strings escape C0 controls), with C1
/// controls escaped too on a terminal.
enum Output {
  /// Writes `text` to stdout: made safe on a terminal; exact or refused into a pipe.
  static func write(_ text: String) {
    if stdoutIsTerminal { return exact(terminalSafe(text)) }
    PipedText.current.take(text, safe: terminalSafe(text) == text) { Console.current.writeOut($0) }
  }

  /// Writes `text` to stdout exactly as it is (`--raw`, `--json`, a pipe).
  static func exact(_ text: String) {
    exact(Data(text.utf8))
  }

  /// Writes bytes to stdout exactly as they are (after the text held before them).
  static func exact(_ data: Data) {
    PipedText.current.release { Console.current.writeOut($0) }
    Console.current.writeOut(data)
  }

  /// Writes JSON to stdout: as it is into a pipe; on a terminal, C1 control characters
  /// (U+0080 to U+009F, which a terminal may take for an escape sequence, and which JSON
  /// allows unescaped in strings) are written as `\u00XX`, the same JSON.
  static func json(_ data: Data) {
    exact(stdoutIsTerminal ? escapingC1(data) : data)
  }

  /// `data` with every UTF-8 encoded C1 control character written as a JSON escape.
  static func escapingC1(_ data: Data) -> Data {
    guard data.contains(0xC2) else { return data }
    var out = Data()
    out.reserveCapacity(data.count)
    var previousWasC2 = false
    for byte in data {
      if previousWasC2 {
        previousWasC2 = false
        if (0x80...0x9F).contains(byte) {
          out.append(contentsOf: Array(JSONEscape.unicode(UInt32(byte)).utf8))
          continue
        }
        out.append(0xC2)
      }
      if byte == 0xC2 {
        previousWasC2 = true
      } else {
        out.append(byte)
      }
    }
    if previousWasC2 { out.append(0xC2) }
    return out
  }

  /// Writes a line to stdout.
  static func line(_ text: String = "") {
    write(text + "\n")
  }

  /// Writes a line to stderr, always made safe: messages there quote the server (an
  /// error's `message`, a file name) and are read by a person.
  static func error(_ text: String) {
    let stamp = timestamped ? clock(Console.current.now()) + " " : ""
    Console.current.writeErr(Data((stamp + terminalSafe(text) + "\n").utf8))
  }

  /// Whether each line on stderr starts with the time (`14:03:27`): what `sync --watch`
  /// says, which a log keeps and a user reads long after.
  @TaskLocal static var timestamped = false

  /// `date` as the local time of day, `HH:MM:SS`.
  static func clock(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    localtime_r(&seconds, &parts)
    let two = { (value: Int32) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// Writes a question to stderr, made safe, with no newline: the answer follows it.
  static func prompt(_ text: String) {
    Console.current.writeErr(Data(terminalSafe(text).utf8))
  }

  /// Rewrites the progress line on stderr (a terminal) with `text`, made safe; an empty
  /// `text` clears it.
  static func progress(_ text: String) {
    let shown = terminalSafe(text)
    // A dumb terminal has no "clear to the end of the line": spaces cover the longer line
    // before it.
    let clear =
      Console.current.environment["TERM"] == "dumb"
      ? String(repeating: " ", count: max(0, 79 - DisplayWidth.of(shown))) : "\u{1B}[K"
    Console.current.writeErr(Data(("\r" + shown + clear).utf8))
  }

  /// `text` as one line: a newline in it (a file name with one) is a placeholder too, so a
  /// line of its own cannot be forged.
  static func oneLine(_ text: String) -> String {
    TextSanitizer.sanitize(text, keepNewlines: false, keepTabs: false)
  }

  /// `text` with everything but newlines and tabs that could drive a terminal replaced by
  /// visible placeholders.
  static func terminalSafe(_ text: String) -> String {
    TextSanitizer.sanitize(text, keepNewlines: true, keepTabs: true)
  }

  /// Whether stdout is a terminal.
  static var stdoutIsTerminal: Bool { Console.current.stdoutIsTerminal }

  /// Whether stdin is a terminal.
  static var stdinIsTerminal: Bool { Console.current.stdinIsTerminal }

  /// Whether stderr is a terminal.
  static var stderrIsTerminal: Bool { Console.current.stderrIsTerminal }

  /// The terminal's width in columns (COLUMNS, then the terminal, then 80).
  static var terminalWidth: Int {
    if let columns = Console.current.environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      return columns
    }
    return Console.current.terminalSize()?.columns ?? 80
  }

  /// Reads all of stdin.
  static func readStandardInput() -> Data {
    Console.current.readAll()
  }
}
