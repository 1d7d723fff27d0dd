import Basics
import CJQ
import FoundationEssentials

/// `--jq EXPR`: jq's language, run in-process by libjq (no jq program is started). Each
/// result is printed as `jq -r` and gh's `--jq` print it: a string as its text, a number, a
/// boolean or null as JSON writes it, an array or an object as JSON in dehub's one layout
/// (`JSONLayout`).
struct JQFilter {
  /// One result of a run.
  enum Result: Equatable {
    /// A string's text.
    case text(String)
    /// Any other value, as compact JSON.
    case json(Data)
  }

  let program: String

  /// The results of running the program on `input` (one JSON document); a program jq cannot
  /// compile, or one that fails on the input, is a failure with jq's words on one line.
  func run(on input: Data) throws(CommandFailure) -> [Result] {
    guard let state = jq_init() else { throw failure("jq could not be started") }
    var jq: OpaquePointer? = state
    defer { jq_teardown(&jq) }
    let errors = Errors()
    let context = Unmanaged.passUnretained(errors).toOpaque()
    jq_set_error_cb(
      state,
      { context, message in
        guard let context else { return jv_free(message) }
        let errors = Unmanaged<Errors>.fromOpaque(context).takeUnretainedValue()
        errors.add(Self.text(of: jq_format_error(message)))
      }, context)
    guard jq_compile(state, program) != 0 else {
      throw failure(errors.messages.first ?? "not a jq program")
    }
    let parsed = input.withUnsafeBytes { bytes in
      jv_parse_sized(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
    }
    guard jv_get_kind(parsed) != JV_KIND_INVALID else {
      jv_free(parsed)
      throw failure("the JSON could not be read")
    }
    jq_start(state, parsed, 0)
    var results: [Result] = []
    while true {
      let value = jq_next(state)
      switch jv_get_kind(value) {
      case JV_KIND_INVALID:
        if jv_invalid_has_msg(jv_copy(value)) != 0 {
          throw failure(Self.text(of: jv_invalid_get_msg(value)))
        }
        jv_free(value)
        return results
      case JV_KIND_STRING:
        results.append(.text(Self.text(of: value)))
      default:
        results.append(.json(Data(Self.text(of: jv_dump_string(value, 0)).utf8)))
      }
    }
  }

  /// Runs the program on `input` and prints each result on a line: text through the
  /// piped-text rule (it is server text), JSON as every command prints it.
  func print(_ input: Data) throws(CommandFailure) {
    let layout = JSONLayout.forStdout
    for result in try run(on: input) {
      switch result {
      case .text(let text): Output.line(text)
      case .json(let json): Output.json(layout.apply(json) + Data("\n".utf8))
      }
    }
  }

  /// A failure naming the option, in jq's words.
  private func failure(_ message: String) -> CommandFailure {
    let said = message.hasPrefix("jq: error: ") ? String(message.dropFirst(11)) : message
    let line = said.split(separator: "\n").joined(separator: " ").trimmingWhitespace()
    return .failure("--jq: \(line)")
  }

  /// The text of `value` (a string, or else its JSON), which is freed.
  private static func text(of value: jv) -> String {
    guard jv_get_kind(value) == JV_KIND_STRING else {
      return text(of: jv_dump_string(value, 0))
    }
    defer { jv_free(value) }
    let length = Int(jv_string_length_bytes(jv_copy(value)))
    guard let start = jv_string_value(value) else { return "" }
    return start.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// What jq said while compiling.
  private final class Errors {
    var messages: [String] = []

    func add(_ message: String) {
      messages.append(message)
    }
  }
}
