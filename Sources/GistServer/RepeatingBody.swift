/// A body of `count` bytes of one repeated line, made as it is sent: how the server plays
/// an endless or enormous answer without holding it.
struct RepeatingBody: Sendable {
  static let line = Array("all work and no play makes a very large file\n".utf8)
  let count: Int

  /// The `size` bytes from `offset` (fewer at the end).
  func chunk(at offset: Int, size: Int) -> [UInt8] {
    let size = Swift.max(0, Swift.min(count - offset, size))
    var chunk = [UInt8]()
    chunk.reserveCapacity(size)
    while chunk.count < size {
      let start = (offset + chunk.count) % Self.line.count
      chunk += Self.line[start..<Swift.min(Self.line.count, start + size - chunk.count)]
    }
    return chunk
  }
}
