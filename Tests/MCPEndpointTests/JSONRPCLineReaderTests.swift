import MCPEndpoint
import Testing

/// Lines are read whole across reads, and a line over the limit is skipped to its end
/// without being kept, the next line read as usual.
@Suite struct JSONRPCLineReaderTests {
  /// A reader of `input`, handed over `size` bytes a read.
  static func reader(_ input: [UInt8], limit: Int, chunk size: Int) -> JSONRPCLineReader {
    var offset = 0
    return JSONRPCLineReader(limit: limit, chunkSize: size) { buffer in
      let count = min(buffer.count, input.count - offset)
      buffer.replaceSubrange(0..<count, with: input[offset..<(offset + count)])
      offset += count
      return count
    }
  }

  static func lines(_ text: String, limit: Int = 100, chunk: Int = 3) -> [JSONRPCLineReader.Line] {
    var reader = reader(Array(text.utf8), limit: limit, chunk: chunk)
    var lines: [JSONRPCLineReader.Line] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @Test func linesAreReadAcrossReads() {
    for chunk in [1, 3, 64] {
      #expect(
        Self.lines("{\"a\":1}\n\n{\"b\":2}\r\nlast", chunk: chunk) == [
          .message(Array("{\"a\":1}".utf8)), .message([]), .message(Array("{\"b\":2}".utf8)),
          .message(Array("last".utf8)),
        ])
    }
  }

  @Test func aHugeLineIsRefusedAndTheNextIsRead() {
    let huge = String(repeating: "x", count: 5_000)
    #expect(
      Self.lines("ok\n\(huge)\nafter\n", limit: 1_000, chunk: 256) == [
        .message(Array("ok".utf8)), .tooLong(5_000), .message(Array("after".utf8)),
      ])
    // At the end of the input, too.
    #expect(Self.lines("\(huge)", limit: 1_000, chunk: 4096) == [.tooLong(5_000)])
    // A line of exactly the limit is read.
    #expect(Self.lines("abcd\n", limit: 4, chunk: 2) == [.message(Array("abcd".utf8))])
  }

  @Test func aServerFedAHugeLineAnswersItAndGoesOn() {
    // 10 MB of one line, over the server's limit: refused, then the next request answered.
    let huge = [UInt8](repeating: UInt8(ascii: "["), count: MCPServer.lineLimit * 2 + 10)
    let input = huge + Array("\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n".utf8)
    var reader = Self.reader(input, limit: MCPServer.lineLimit, chunk: 65_536)
    var server = MCPServer(name: "t", version: "1", instructions: "", tools: [])
    var answers: [String] = []
    while let line = reader.next() {
      switch line {
      case .message(let bytes): server.respond(to: bytes).map { answers.append($0) }
      case .tooLong(let count): answers.append(MCPServer.refusal(length: count))
      }
    }
    #expect(answers.count == 2)
    #expect(answers.first?.contains("-32600") == true)
    #expect(answers.last == #"{"id":1,"jsonrpc":"2.0","result":{}}"#)
  }
}
