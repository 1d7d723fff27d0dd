import Foundation

/// What one libcurl transfer collects: the body, the headers of the final response, and
/// the cancellation flag its progress callback checks. Used on the transfer's thread only.
final class CurlTransfer {
  private(set) var body = Data()
  private(set) var headers = HTTPHeaders()
  private let cancellation: Cancellation?

  init(cancellation: Cancellation?) {
    self.cancellation = cancellation
  }

  var isCancelled: Bool { cancellation?.isCancelled ?? false }

  func receiveBody(_ bytes: UnsafeRawBufferPointer) {
    body.append(contentsOf: bytes)
  }

  /// One header line; a status line starts a new response (after a redirect or
  /// `100 Continue`), so the headers collected so far are dropped.
  func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
    let line = String(decoding: bytes, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if line.hasPrefix("HTTP/") {
      headers = HTTPHeaders()
      return
    }
    guard let colon = line.firstIndex(of: ":") else { return }
    let name = line[..<colon].trimmingCharacters(in: .whitespaces)
    let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    headers.add(name, value)
  }
}
