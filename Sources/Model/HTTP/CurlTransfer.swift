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

  /// The transfer behind a callback's context pointer (set from `Unmanaged` and kept alive
  /// by `send` for the length of the transfer).
  static func from(_ context: UnsafeMutableRawPointer) -> CurlTransfer {
    Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  }

  /// Hands `length` bytes at `data` to `receive`, for libcurl's data callbacks; returns the
  /// bytes taken (0 tells libcurl to abort).
  static func deliver(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
    _ receive: (CurlTransfer, UnsafeRawBufferPointer) -> Void
  ) -> Int {
    guard let data, let context else { return 0 }
    receive(from(context), UnsafeRawBufferPointer(start: data, count: length))
    return length
  }

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
