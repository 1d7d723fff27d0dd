/// A query the server cannot answer, with GitHub's kind of message.
struct GraphQLError: Error {
  /// The message, as in an answer's `errors`.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
