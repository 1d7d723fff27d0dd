import Basics
import FoundationEssentials
import GistValues

/// dehub's one JSON encoding, as gh writes its `--json`: into a pipe or a file compact (no
/// space, one line, a newline after the document); on a terminal indented by two spaces,
/// `"name": value`, a member or element a line, `[]` and `{}` when empty. Every command's
/// JSON goes through it, GitHub's own bytes too (`list --json`): only the space between
/// tokens changes, never a string, a number or the order of members.
enum JSONLayout {
  /// Compact, or indented by two spaces.
  case compact, indented

  /// The layout for stdout: indented on a terminal, compact otherwise.
  static var forStdout: JSONLayout { Output.stdoutIsTerminal ? .indented : .compact }

  /// `json` (one whole JSON value, valid) laid out, its lines indented `level` steps more
  /// (for an element of an array written around it).
  func apply(_ json: Data, level: Int = 0) -> Data {
    var out: [UInt8] = []
    out.reserveCapacity(json.count + (self == .compact ? 0 : json.count / 4))
    json.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var depth = level
      var index = 0
      var inString = false
      let count = bytes.count
      func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      }
      func newline(_ depth: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: depth * 2))
      }
      func nextToken(after position: Int) -> UInt8? {
        var next = position + 1
        while next < count, isSpace(bytes[next]) { next += 1 }
        return next < count ? bytes[next] : nil
      }
      while index < count {
        let byte = bytes[index]
        index += 1
        if inString {
          out.append(byte)
          if byte == UInt8(ascii: "\\"), index < count {
            out.append(bytes[index])
            index += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case _ where isSpace(byte):
          break
        case UInt8(ascii: "\""):
          inString = true
          out.append(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          out.append(byte)
          let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if self == .indented, nextToken(after: index - 1) != close {
            depth += 1
            newline(depth)
          }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          let open = byte == UInt8(ascii: "}") ? UInt8(ascii: "{") : UInt8(ascii: "[")
          if self == .indented, out.last != open {
            depth -= 1
            newline(depth)
          }
          out.append(byte)
        case UInt8(ascii: ","):
          out.append(byte)
          if self == .indented { newline(depth) }
        case UInt8(ascii: ":"):
          out.append(byte)
          if self == .indented { out.append(0x20) }
        default:
          out.append(byte)
        }
      }
    }
    return Data(out)
  }

  /// `value` as JSON in this layout, object members sorted by name (as gh's, and
  /// `GistJSON`'s encoder, sort them).
  func encode(_ value: JSONValue) -> Data {
    var text = ""
    Self.write(value, into: &text)
    return self == .compact ? Data(text.utf8) : apply(Data(text.utf8))
  }

  /// Writes `value` compactly into `text`.
  private static func write(_ value: JSONValue, into text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += format(number)
    case .string(let string): text += JSONEscape.quoted(string)
    case .array(let items):
      text += "["
      for (index, item) in items.enumerated() {
        if index > 0 { text += "," }
        write(item, into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      let sorted = members.pairs.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
      for (index, member) in sorted.enumerated() {
        if index > 0 { text += "," }
        text += JSONEscape.quoted(member.name) + ":"
        write(member.value, into: &text)
      }
      text += "}"
    }
  }

  /// A number as JSON writes it: whole numbers without a fraction.
  static func format(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
    return number.isFinite ? "\(number)" : "null"
  }
}
