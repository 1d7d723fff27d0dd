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
      try session { screen, reader in
        screen.resize(columns: 100, rows: 30)
        drain(reader)
        body(screen)
        return drain(reader)
      }
    }

    /// `body` given a screen that writes to a packet socket, and that socket's other end.
    static func session<Result>(_ body: (Screen, Int32) throws -> Result) throws -> Result {
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
      defer { screen.end() }
      return try body(screen, pair[1])
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

    /// What the screen's start sent: keypad transmit mode is on after it (the suspension
    /// that ends ncurses' first session turned it off).
    @Test func theStartLeavesKeypadTransmitModeOn() throws {
      let start = try Self.session { _, reader in
        String(decoding: Self.drain(reader).reduce(Data(), +), as: UTF8.self)
      }
      let on = start.range(of: "\u{1B}[?1h\u{1B}=", options: .backwards)
      let off = start.range(of: "\u{1B}[?1l\u{1B}>", options: .backwards)
      #expect(on != nil)
      if let on, let off { #expect(on.lowerBound > off.lowerBound) }
    }

    /// Mouse reporting follows the setting both ways, and a setting that does not change
    /// writes nothing.
    @Test func turningTheMouseOffStopsItsReports() throws {
      let quiet = open("/dev/null", O_RDONLY)
      defer { close(quiet) }
      var built = false
      let frames = try Self.writes { screen in
        guard let loop = try? MainLoop(screen: screen, input: quiet) else { return }
        built = true
        loop.mouseEnabled = true
        loop.mouseEnabled = true
        loop.mouseEnabled = false
      }
      #expect(built)
      let text = String(decoding: frames.reduce(Data(), +), as: UTF8.self)
      let on = "\u{1B}[?1000h\u{1B}[?1006h"
      let off = "\u{1B}[?1000l\u{1B}[?1006l"
      #expect(text.components(separatedBy: on).count == 2, "mouse on once: \(text)")
      #expect(text.components(separatedBy: off).count == 2, "mouse off once")
      if let first = text.range(of: on), let last = text.range(of: off) {
        #expect(first.lowerBound < last.lowerBound)
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
