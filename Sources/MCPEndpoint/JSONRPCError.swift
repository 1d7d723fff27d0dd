/// A JSON-RPC 2.0 error: its code and a sentence.
public struct JSONRPCError: Error, Equatable, Sendable {
  /// The code: JSON-RPC's own (-32700 ... -32600) for the cases below.
  public let code: Int
  /// What went wrong, for the agent.
  public let message: String

  /// An error of `code`.
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The line was not JSON.
  public static func parseError(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32700, message: "Parse error: \(detail)")
  }

  /// The JSON was not a request this server reads.
  public static func invalidRequest(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32600, message: "Invalid request: \(detail)")
  }

  /// No such method.
  public static func methodNotFound(_ method: String) -> JSONRPCError {
    JSONRPCError(code: -32601, message: "Method not found: \(method)")
  }

  /// The method's parameters are wrong (an unknown tool, a missing name).
  public static func invalidParams(_ detail: String) -> JSONRPCError {
    JSONRPCError(code: -32602, message: "Invalid params: \(detail)")
  }
}
