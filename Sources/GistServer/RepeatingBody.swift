import FlyingSocks

/// A body of `count` bytes of one repeated line, made as it is sent: how the server plays
/// an endless or enormous answer without holding it.
struct RepeatingBody: AsyncBufferedSequence, Sendable {
  typealias Element = UInt8

  let count: Int

  func makeAsyncIterator() -> Iterator {
    Iterator(count: count)
  }

  struct Iterator: AsyncBufferedIteratorProtocol {
    static let line = Array("all work and no play makes a very large file\n".utf8)
    let count: Int
    var offset = 0

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested suggestion: Int) async throws -> [UInt8]? {
      guard offset < count else { return nil }
      let size = Swift.min(count - offset, Swift.max(1, Swift.min(suggestion, 64 << 10)))
      var chunk = [UInt8]()
      chunk.reserveCapacity(size)
      while chunk.count < size {
        let start = (offset + chunk.count) % Self.line.count
        chunk += Self.line[start..<Swift.min(Self.line.count, start + size - chunk.count)]
      }
      offset += size
      return chunk
    }
  }
}
