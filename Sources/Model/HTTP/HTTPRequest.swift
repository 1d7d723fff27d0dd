import FoundationEssentials
import GistValues

/// An HTTP request, as the Router builds it.
public struct HTTPRequest: Equatable, Sendable {
  /// The method (`GET`, `POST`, `PATCH`, `PUT`, `DELETE`).
  public var method: String
  /// The absolute URL.
  public var url: URL
  /// Header fields.
  public var headers: HTTPHeaders
  /// The body, for `POST`, `PATCH` and `PUT`.
  public var body: Data?
  /// Whether redirects may be followed (never for requests that carry the token).
  public var followsRedirects: Bool
  /// The most body bytes (after decompression) taken from the answer; a longer body stops
  /// the transfer with `GistError.tooLarge`. An API answer by default.
  public var bodyLimit: Int = BodyLimit.apiAnswer

  /// A request.
  public init(
    method: String, url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
    followsRedirects: Bool = false
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.followsRedirects = followsRedirects
  }
}
