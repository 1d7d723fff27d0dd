import GistValues

/// What a tool answers: text for the agent (each a content block), and whether the call
/// failed (then the text says why, in a sentence).
public struct MCPToolResult: Sendable, Equatable {
  /// The content blocks' text, in order.
  public var texts: [String]
  /// Whether the call failed.
  public var isError: Bool

  /// A result of `texts`.
  public init(texts: [String], isError: Bool = false) {
    self.texts = texts
    self.isError = isError
  }

  /// A failed call, saying why.
  public static func failure(_ sentence: String) -> MCPToolResult {
    MCPToolResult(texts: [sentence], isError: true)
  }

  /// The result as `tools/call` answers it.
  var json: JSONValue {
    .object([
      "content": .array(
        texts.map { .object(["type": .string("text"), "text": .string($0)]) }),
      "isError": .bool(isError),
    ])
  }
}
