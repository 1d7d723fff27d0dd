import FoundationEssentials

/// A response of the store, with how to deliver it (faults change the delivery).
public struct ServerResponse: Sendable {
  /// How the bytes go out.
  public enum Delivery: Sendable, Equatable {
    /// All at once.
    case normal
    /// Never: the connection stays open and silent.
    case stall
    /// Half the body, then the connection is closed.
    case drop
    /// The body in small chunks with a pause between them.
    case slow(chunkDelay: Duration)
    /// Instead of the body, this many bytes of one repeated line, made as they are sent
    /// (a gigabyte costs the server no memory).
    case huge(bytes: Int)
  }

  /// The status code.
  public var status: Int
  /// Header fields.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// How it is delivered.
  public var delivery: Delivery = .normal

  /// A response.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON response with GitHub's content type.
  static func json(_ status: Int, _ data: Data) -> ServerResponse {
    ServerResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: data)
  }

  /// GitHub's error shape: `message` and `documentation_url`, plus `errors` for 422.
  static func error(_ status: Int, _ message: String, errors: [[String: String]]? = nil)
    -> ServerResponse
  {
    json(
      status,
      encode(
        ErrorBody(
          message: message, documentationURL: "https://docs.github.com/rest/gists",
          errors: errors)))
  }

  /// `value` as JSON with sorted keys (an empty object if it cannot be encoded).
  static func encode(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)) ?? Data("{}".utf8)
  }

  /// GitHub's error shape.
  private struct ErrorBody: Encodable {
    let message: String
    let documentationURL: String
    let errors: [[String: String]]?

    enum CodingKeys: String, CodingKey {
      case message, errors
      case documentationURL = "documentation_url"
    }
  }
}
