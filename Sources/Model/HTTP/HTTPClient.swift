import GistValues

/// Sends HTTP requests. Calls block their thread; network models call them off the main
/// thread. Implementations are safe to use from several threads at once.
public protocol HTTPClient: Sendable {
  /// Sends `request` and returns the response, whatever its status. Transport failures
  /// (cannot connect, timeout, TLS, cancelled) throw.
  func send(_ request: HTTPRequest, cancellation: Cancellation?) throws(GistError) -> HTTPResponse
}

extension HTTPClient {
  /// Sends `request` without a way to cancel it.
  public func send(_ request: HTTPRequest) throws(GistError) -> HTTPResponse {
    try send(request, cancellation: nil)
  }
}
