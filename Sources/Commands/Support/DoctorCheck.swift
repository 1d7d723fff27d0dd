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
}
