/// A failure of `dehub-server`, with the sentence it prints and its exit code (2: usage).
struct ServerFailure: Error {
  /// What went wrong, for the user.
  let message: String
  /// The exit code.
  let code: Int32

  init(_ message: String, code: Int32 = 1) {
    self.message = message
    self.code = code
  }
}
