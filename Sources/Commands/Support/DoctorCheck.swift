import Basics

/// One line of `dehub doctor`: what was checked, what was found, and what to do about it.
struct DoctorCheck: Equatable {
  /// How it went.
  enum Outcome: Equatable {
    /// All is well.
    case pass
    /// Something needs the user.
    case fail
    /// Only said (nothing to check here, or not applicable).
    case note
  }

  /// The thing checked ("terminal", "token", …).
  var name: String
  /// How it went.
  var outcome: Outcome
  /// What was found, and for a failure what to do.
  var detail: String

  /// The line as printed: a mark, the name, the detail.
  var line: String {
    let mark =
      switch outcome {
      case .pass: "✓"
      case .fail: "✗"
      case .note: "–"
      }
    return "\(mark) \(name.padded(to: 10)) \(detail)"
  }

  /// The line, its detail wrapped between words to fit `width` columns (nil: one line, as
  /// piped), each further line starting under the detail: a terminal's own wrap cut words.
  func lines(width: Int?) -> [String] {
    let first = line
    let indent = 13
    guard let width, width > indent + 20, first.count > width else { return [first] }
    var lines: [String] = []
    var current = String(first.prefix(indent))
    for word in detail.split(separator: " ", omittingEmptySubsequences: false) {
      let starts = current.count == indent
      if !starts && current.count + 1 + word.count > width {
        lines.append(current)
        current = String(repeating: " ", count: indent)
      }
      current += (current.count == indent ? "" : " ") + word
    }
    lines.append(current)
    return lines
  }
}
