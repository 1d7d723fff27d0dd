import Basics
import FoundationEssentials
import Glibc
import System
import TerminalScreens
import TerminalUI

/// What `view` shows on a terminal: code highlighted by the browser's highlighter and
/// Markdown rendered (as SGR colours, unless `NO_COLOR`), every character from the server
/// made safe first, and the
/// whole shown through the pager (`DEHUB_PAGER`, `PAGER`, else `less -R`) when it is taller
/// than the screen. Piped output never comes here: it stays the raw text.
enum TerminalPage {
  /// The colours of the highlighter's styles.
  static let colors: [Style: String] = [
    .keyword: "\u{1B}[1;35m", .string: "\u{1B}[32m", .comment: "\u{1B}[2m",
    .number: "\u{1B}[33m", .heading: "\u{1B}[1;36m", .bold: "\u{1B}[1m", .dim: "\u{1B}[2m",
    .emphasis: "\u{1B}[3m", .code: "\u{1B}[33m", .link: "\u{1B}[4;36m",
  ]
  static let reset = "\u{1B}[0m"

  /// `text`, safe for a terminal, highlighted as the file `filename` (of `language`) when
  /// `colored` and the highlighter knows the language.
  static func highlighted(
    _ text: String, filename: String, language: String?, colored: Bool
  ) -> String {
    guard colored, let highlighter = SyntaxHighlighter.forFile(named: filename, language: language)
    else { return safe(text) }
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { scalars -> String in
        let line = String(String.UnicodeScalarView(scalars))
        return styled(StyledLine(line, runs: highlighter.runs(line[...])), colored: true)
      }
      .joined(separator: "\n")
  }

  /// Markdown rendered for a terminal `width` columns wide: safe, its styles as SGR
  /// colours when `colored`, its layout (headings, lists, tables) either way.
  static func rendered(_ markdown: String, width: Int, colored: Bool) -> String {
    MarkdownRenderer.render(markdown, width: width).map { styled($0, colored: colored) }
      .joined(separator: "\n")
  }

  /// One styled line as safe text, each run in its colour (runs that overlap an earlier
  /// one are left out).
  private static func styled(_ line: StyledLine, colored: Bool) -> String {
    guard colored, !line.runs.isEmpty else { return safe(line.text) }
    let characters = Array(line.text)
    var output = ""
    var index = 0
    for run in line.runs.sorted(by: { $0.start < $1.start })
    where run.start >= index && run.start < characters.count {
      output += safe(String(characters[index..<run.start]))
      let end = min(characters.count, run.start + run.length)
      let piece = safe(String(characters[run.start..<end]))
      output += colors[run.style].map { $0 + piece + reset } ?? piece
      index = end
    }
    return output + safe(String(characters[min(index, characters.count)...]))
  }

  /// The terminal's width: `COLUMNS`, else what the terminal says, else 80.
  static func columns(_ environment: [String: String]) -> Int {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return Console.current.terminalSize()?.columns ?? 80
  }

  /// Whether colours are wanted: `NO_COLOR` unset or empty, and a terminal that is not
  /// `TERM=dumb` (which shows an escape sequence as its characters).
  static func wantsColor(_ environment: [String: String]) -> Bool {
    (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
  }

  /// Writes `text` (already safe) to the terminal, through the pager when it has more
  /// lines than the screen; straight out when the pager cannot start.
  static func show(_ text: String, environment: [String: String]) {
    let lines = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    let command = pager(environment)
    guard lines >= rows(environment), let command, run(command, input: text) else {
      return Output.exact(text)
    }
  }

  /// The pager's command line; nil for none (`cat`, or an empty setting).
  static func pager(_ environment: [String: String]) -> String? {
    let chosen = (environment["DEHUB_PAGER"] ?? environment["PAGER"] ?? "less -R")
      .trimmingSpaces()
    return chosen.isEmpty || chosen == "cat" ? nil : chosen
  }

  private static func rows(_ environment: [String: String]) -> Int {
    if let lines = environment["LINES"].flatMap({ Int($0) }), lines > 0 { return lines }
    return Console.current.terminalSize()?.rows ?? 24
  }

  /// Runs `command` (by the shell) with `input` on its stdin and this terminal as its
  /// stdout, in the terminal's foreground process group (`TerminalChild`); false when it
  /// could not start or was not found.
  private static func run(_ command: String, input: String) -> Bool {
    var environment = Console.current.environment
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    let status = TerminalChild.run(
      ["/bin/sh", "-c", command], input: Data(input.utf8), environment: environment)
    // 127: the shell found no such pager (and said so); the text is shown without one.
    return status >= 0 && status != 127
  }

  private static func safe(_ text: String) -> String {
    TextSanitizer.sanitize(text, keepNewlines: true, keepTabs: true)
  }
}
