import Foundation
import TerminalUI
import Testing

/// A frame reaches the terminal in one write, not one a cursor move: ncurses 6.4 sends its
/// output at every move until a screen has been suspended once, so the browser's first list
/// went out as 88 writes of 50 bytes, each waking the terminal (and over ssh, a packet each).
/// The screen writes to a packet socket here, whose reader gets every write as a message.
extension CursesTests {
  @Suite struct FrameWritesTests {
    /// The writes `body` makes to the screen, one entry a write.
    static func writes(_ body: (Screen) -> Void) throws -> [Data] {
      var pair: [Int32] = [0, 0]
      guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0 else {
        throw POSIXError(.EIO)
      }
      let input = open("/dev/null", O_RDONLY)
      defer {
        close(pair[0])
        close(pair[1])
        close(input)
      }
      let screen = try Screen(input: input, output: pair[0], term: "xterm-256color")
      screen.resize(columns: 100, rows: 30)
      drain(pair[1])
      body(screen)
      let frames = drain(pair[1])
      screen.end()
      return frames
    }

    /// The messages waiting on `socket`, without waiting for more.
    @discardableResult
    static func drain(_ socket: Int32) -> [Data] {
      var messages: [Data] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        guard count > 0 else { return messages }
        messages.append(Data(buffer[..<count]))
      }
    }

    @Test func aFullScreenOfRowsGoesOutInOneWrite() throws {
      let frames = try Self.writes { screen in
        screen.render(
          Canvas { rect, surface in
            for row in 0..<rect.height {
              surface.put("row \(row)", x: 0, y: row, style: .normal, maxWidth: 40)
              surface.put("col 50", x: 50, y: row, style: .normal, maxWidth: 20)
              surface.put("col 80", x: 80, y: row, style: .normal, maxWidth: 20)
            }
          })
      }
      #expect(frames.count == 1, "\(frames.count) writes for one frame")
      let text = String(decoding: frames.reduce(Data(), +), as: UTF8.self)
      #expect(text.contains("row 29") && text.contains("col 80"))
    }
  }
}
