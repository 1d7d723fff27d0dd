import Basics
import FoundationEssentials

/// What one libcurl transfer collects: the body, the headers of the final response, and
/// the cancellation flag its progress callback checks. Used on the transfer's thread only.
final class CurlTransfer {
  private(set) var body = Data()
  private(set) var headers = HTTPHeaders()
  /// Whether the body went over `bodyLimit` (the transfer was stopped there).
  private(set) var isTooLarge = false
  private let cancellation: Cancellation?
  private let bodyLimit: Int

  init(cancellation: Cancellation?, bodyLimit: Int) {
    self.cancellation = cancellation
    self.bodyLimit = bodyLimit
  }

  var isCancelled: Bool { cancellation?.isCancelled ?? false }

  /// The transfer behind a callback's context pointer (set from `Unmanaged` and kept alive
  /// by `send` for the length of the transfer).
  static func from(_ context: UnsafeMutableRawPointer) -> CurlTransfer {
    Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
  }

  /// Hands `length` bytes at `data` to `receive`, for libcurl's data callbacks; returns the
  /// bytes taken (fewer than `length` tells libcurl to abort).
  static func deliver(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
    _ receive: (CurlTransfer, UnsafeRawBufferPointer) -> Bool
  ) -> Int {
    guard let data, let context else { return 0 }
    let taken = receive(from(context), UnsafeRawBufferPointer(start: data, count: length))
    return taken ? length : 0
  }

  /// Adds body bytes; false (and nothing kept) once the body would pass its limit.
  func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard body.count + bytes.count <= bodyLimit else {
      isTooLarge = true
      body = Data()
      return false
    }
    body.append(contentsOf: bytes)
    return true
  }

  /// One header line; a status line starts a new response (after a redirect or
  /// `100 Continue`), so the headers collected so far are dropped.
  func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let line = String(decoding: bytes, as: UTF8.self)
      .trimmingWhitespace()
    if line.hasPrefix("HTTP/") {
      headers = HTTPHeaders()
      return true
    }
    guard let colon = line.firstIndex(of: ":") else { return true }
    let name = line[..<colon].trimmingSpaces()
    let value = line[line.index(after: colon)...].trimmingSpaces()
    headers.add(name, value)
    return true
  }
}
