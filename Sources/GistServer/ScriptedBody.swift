import FlyingSocks
import Foundation

/// A response body that arrives in chunks, slowly, or breaks off: how the server injects
/// slow bodies and dropped connections.
struct ScriptedBody: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8

  let bytes: [UInt8]
  let chunkSize: Int
  let delay: Duration
  /// Stop with an error after this many bytes (a dropped connection).
  let failAfter: Int?

  func makeAsyncIterator() -> Iterator {
    Iterator(body: self)
  }

  struct Iterator: AsyncBufferedIteratorProtocol {
    let body: ScriptedBody
    var offset = 0

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      if let failAfter = body.failAfter, offset >= failAfter { throw SocketError.disconnected }
      guard offset < body.bytes.count else { return nil }
      if body.delay > .zero && offset > 0 { try await Task.sleep(for: body.delay) }
      var end = Swift.min(body.bytes.count, offset + Swift.min(Swift.max(1, count), body.chunkSize))
      if let failAfter = body.failAfter { end = Swift.min(end, failAfter) }
      let chunk = Array(body.bytes[offset..<end])
      offset = end
      return chunk
    }
  }
}
