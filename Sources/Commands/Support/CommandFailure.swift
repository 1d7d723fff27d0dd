/// A failure of a command that is not the API's: a usage error (exit 2) or a local
/// problem (exit 1), with its sentence.
struct CommandFailure: Error, CustomStringConvertible {
  /// The exit code.
  let code: Int32
  /// What to tell the user.
  let message: String

  /// A usage error: exit 2.
  static func usage(_ message: String) -> CommandFailure {
    CommandFailure(code: 2, message: message)
  }

  /// A failure: exit 1.
  static func failure(_ message: String) -> CommandFailure {
    CommandFailure(code: 1, message: message)
  }

  var description: String { message }
}
