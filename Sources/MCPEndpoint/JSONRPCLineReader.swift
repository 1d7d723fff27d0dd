/// Newline-delimited messages read from a byte source, as MCP's stdio transport frames them:
/// each message is one line. A line longer than `limit` is skipped to its end without being
/// kept (memory stays at `limit`), and reported as too long.
public struct JSONRPCLineReader {
  /// One read from the source.
  public enum Line: Equatable, Sendable {
    /// A line's bytes, without its newline (or a carriage return before it).
    case message([UInt8])
    /// A line longer than the limit: how many bytes it had.
    case tooLong(Int)
  }

  private let source: (inout [UInt8]) -> Int
  private let limit: Int
  private var pending: [UInt8] = []
  private var chunk: [UInt8]
  private var start = 0
  private var end = 0
  private var finished = false

  /// A reader of `source`, which fills the buffer it is given from its start and answers how
  /// many bytes it put there (0 at the end, or on an error); lines over `limit` bytes are
  /// refused.
  public init(limit: Int, chunkSize: Int = 65_536, source: @escaping (inout [UInt8]) -> Int) {
    self.limit = limit
    self.source = source
    chunk = [UInt8](repeating: 0, count: max(1, chunkSize))
  }

  /// The next line, nil at the end of the input. A last line without a newline counts.
  public mutating func next() -> Line? {
    var skipped = 0
    while true {
      if start < end {
        let newline = chunk[start..<end].firstIndex(of: UInt8(ascii: "\n"))
        let stop = newline ?? end
        let piece = stop - start
        if skipped > 0 || pending.count + piece > limit {
          skipped += pending.count + piece
          pending.removeAll(keepingCapacity: false)
        } else {
          pending += chunk[start..<stop]
        }
        start = newline.map { $0 + 1 } ?? end
        if newline != nil {
          if skipped > 0 { return .tooLong(skipped) }
          return .message(take())
        }
        continue
      }
      if finished { break }
      let count = source(&chunk)
      if count <= 0 {
        finished = true
      } else {
        start = 0
        end = min(count, chunk.count)
      }
    }
    if skipped > 0 { return .tooLong(skipped) }
    return pending.isEmpty ? nil : .message(take())
  }

  private mutating func take() -> [UInt8] {
    var line = pending
    pending.removeAll(keepingCapacity: true)
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    return line
  }
}
