import FoundationEssentials

/// An HTTP response.
public struct HTTPResponse: Equatable, Sendable {
  /// The status code.
  public var status: Int
  /// The header fields of the final response.
  public var headers: HTTPHeaders
  /// The body, decompressed.
  public var body: Data

  /// A response.
  public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}
