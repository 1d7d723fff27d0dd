import Basics
import FoundationEssentials
import Keys
import TerminalUI

/// A demo script: one command a line (`key NAME`, `type "text"`, `wait idle`,
/// `pause 300ms`, `expect "text"`, `snapshot NAME`, `editor "content"`), `#` comments and
/// blank lines. Strings are in double quotes with `\n`, `\t`, `\"` and `\\` escapes. A
/// mistake names its line.
public enum DemoScript {
  /// A line the parser cannot read.
  public struct ParseError: Error, Equatable, Sendable {
    /// The line number (from 1).
    public var line: Int
    /// What is wrong, in a sentence.
    public var reason: String

    /// "tour.demo line 3: …".
    public func message(file: String) -> String { "\(file) line \(line): \(reason)" }
  }

  /// The steps of `text`.
  public static func parse(_ text: String) throws(ParseError) -> [DemoStep] {
    var steps: [DemoStep] = []
    for (index, raw) in text.splitLines().enumerated() {
      let line = raw.trimmingSpaces()
      if line.isEmpty || line.hasPrefix("#") { continue }
      let number = index + 1
      let (word, rest) = split(line)
      let instruction: DemoStep.Instruction
      switch word {
      case "key":
        guard let key = key(named: rest) else {
          throw ParseError(line: number, reason: "unknown key \"\(rest)\"")
        }
        instruction = .key(key)
      case "type": instruction = .type(try string(rest, line: number))
      case "expect": instruction = .expect(try string(rest, line: number))
      case "editor": instruction = .editor(try string(rest, line: number))
      case "snapshot":
        guard !rest.isEmpty, !rest.contains(" ") else {
          throw ParseError(line: number, reason: "snapshot needs one name, such as `snapshot list`")
        }
        instruction = .snapshot(rest)
      case "wait":
        guard rest == "idle" else {
          throw ParseError(line: number, reason: "only `wait idle` is known")
        }
        instruction = .waitIdle
      case "pause":
        guard let seconds = duration(rest) else {
          throw ParseError(line: number, reason: "pause needs a duration such as 300ms or 2s")
        }
        instruction = .pause(seconds)
      default:
        throw ParseError(
          line: number,
          reason:
            "unknown command \"\(word)\" (known: key, type, wait idle, pause, expect, snapshot, editor)"
        )
      }
      steps.append(DemoStep(instruction, line: number))
    }
    return steps
  }

  private static func split(_ line: String) -> (String, String) {
    guard let space = line.firstIndex(of: " ") else { return (line, "") }
    return (
      String(line[..<space]),
      String(line[line.index(after: space)...]).trimmingSpaces()
    )
  }

  /// A quoted string with escapes.
  static func string(_ text: String, line: Int) throws(ParseError) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
      throw ParseError(line: line, reason: "expected a string in double quotes, got \(text)")
    }
    var result = ""
    var escaped = false
    for character in text.dropFirst().dropLast() {
      if escaped {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default: throw ParseError(line: line, reason: "unknown escape \\\(character)")
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    if escaped { throw ParseError(line: line, reason: "the string ends with a lone \\") }
    return result
  }

  /// `300ms`, `2s`, `1.5s`.
  static func duration(_ text: String) -> TimeInterval? {
    if text.hasSuffix("ms"), let value = Double(text.dropLast(2)), value >= 0 {
      return value / 1000
    }
    if text.hasSuffix("s"), let value = Double(text.dropLast()), value >= 0 { return value }
    return nil
  }

  /// The key called `name`: Enter, Esc, Tab, Shift-Tab, Space, Backspace, Up, Down, Left,
  /// Right, PgUp, PgDn, Home, End, Ctrl-X, or one character.
  public static func key(named name: String) -> Key? {
    let named: [String: Key] = [
      "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
      "space": .character(" "), "backspace": .backspace, "up": .up, "down": .down,
      "left": .left, "right": .right, "pgup": .pageUp, "pgdn": .pageDown, "home": .home,
      "end": .end, "delete": .delete,
    ]
    if let key = named[name.lowercased()] { return key }
    if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let letter = name.last {
      return .ctrl(Character(letter.lowercased()))
    }
    if name.count == 1, let character = name.first { return .character(character) }
    return nil
  }
}
