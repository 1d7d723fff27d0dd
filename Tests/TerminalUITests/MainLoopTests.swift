import CNCurses
import Foundation
import Keys
import Reactive
import TerminalUI
import Testing

/// The run loop on a pseudo terminal: keys in, signals, wake-ups from other threads.
extension CursesTests {
  @Suite struct MainLoopTests {
    /// A pseudo terminal pair: the loop uses the secondary side, the test the primary.
    final class PseudoTerminal {
      let primary: Int32
      let secondary: Int32

      init() throws {
        var name = [CChar](repeating: 0, count: 256)
        primary = dehub_open_pty(&name, name.count)
        guard primary >= 0 else { throw TerminalError.cannotOpen("a pseudo terminal") }
        let path = String(
          decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        secondary = open(path, O_RDWR | O_NOCTTY)
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        setSize(columns: 100, rows: 30)
      }

      deinit {
        close(secondary)
        close(primary)
      }

      func setSize(columns: Int, rows: Int) {
        var size = winsize(
          ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
      }

      func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
      }

      /// Reads what the loop drew, so the terminal's buffer never fills.
      func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while read(primary, &buffer, buffer.count) > 0 {}
      }
    }

    /// Turns the loop until `condition` holds or 10 seconds passed.
    func turn(_ loop: MainLoop, until condition: () -> Bool) {
      let deadline = Date().addingTimeInterval(10)
      while !condition() && Date() < deadline { loop.turn(maxWait: 0.5) }
    }

    func makeLoop(_ tty: PseudoTerminal) throws -> (MainLoop, Screen) {
      let screen = try Screen(
        input: tty.secondary, output: tty.secondary, term: "xterm-256color", environment: [:])
      let loop = try MainLoop(screen: screen, input: tty.secondary)
      return (loop, screen)
    }

    @Test func keysReachTheHandlerAndEscapeFlushesAfterADelay() throws {
      let tty = try PseudoTerminal()
      let (loop, _) = try makeLoop(tty)
      var keys: [Key] = []
      loop.onKey = { keys.append($0) }
      loop.content = { Label("hello") }
      loop.start()
      defer { loop.finish() }
      tty.type("j日\u{1B}[B\u{1B}")
      turn(loop) { keys.count >= 3 }
      #expect(keys == [.character("j"), .character("日"), .down])
      loop.turn(maxWait: 2)
      loop.turn(maxWait: 2)
      #expect(keys.last == .escape)
      tty.drain()
    }

    @Test func workPostedFromAnotherThreadWakesTheLoop() throws {
      let tty = try PseudoTerminal()
      let (loop, _) = try makeLoop(tty)
      loop.content = { Label("x") }
      loop.start()
      defer { loop.finish() }
      loop.turn(maxWait: 0.01)
      final class Flag: @unchecked Sendable { var value = false }
      let flag = Flag()
      let scheduler = loop.scheduler
      Thread.detachNewThread { scheduler.post { flag.value = true } }
      turn(loop) { flag.value }
      #expect(flag.value)
      tty.drain()
    }

    @Test func resizeRelaysOutAndResumeIsPublished() throws {
      let tty = try PseudoTerminal()
      let (loop, screen) = try makeLoop(tty)
      var sizes: [Int] = []
      var resumes = 0
      let bag = DisposeBag()
      loop.resized.subscribe(onNext: { sizes.append($0.columns * 1000 + $0.rows) }).disposed(
        by: bag)
      loop.resumed.subscribe(onNext: { resumes += 1 }).disposed(by: bag)
      loop.content = { VStack([Label("top"), Canvas { _, _ in }, StatusBar(left: "bottom")]) }
      loop.start()
      defer { loop.finish() }
      loop.turn(maxWait: 0.01)
      #expect(screen.size.columns == 100 && screen.size.rows == 30)
      tty.setSize(columns: 80, rows: 24)
      kill(getpid(), SIGWINCH)
      turn(loop) { !sizes.isEmpty }
      loop.turn(maxWait: 0.01)
      #expect(sizes == [80_024])
      #expect(screen.size.columns == 80 && screen.size.rows == 24)
      #expect(screen.text(row: 23).hasPrefix(" bottom"))
      kill(getpid(), SIGCONT)
      turn(loop) { resumes > 0 }
      #expect(resumes == 1)
      tty.drain()
    }

    @Test func terminatingSignalsEndTheLoopWith128PlusSignal() throws {
      let tty = try PseudoTerminal()
      let (loop, screen) = try makeLoop(tty)
      loop.content = { Label("bye") }
      loop.start()
      loop.turn(maxWait: 0.01)
      kill(getpid(), SIGTERM)
      turn(loop) { loop.isStopped }
      #expect(loop.exitStatus == 128 + SIGTERM)
      loop.finish()
      #expect(!screen.isActive)
      tty.drain()
    }

    @Test func externalProgramsGetTheTerminalAndTheScreenComesBack() throws {
      let tty = try PseudoTerminal()
      let (loop, screen) = try makeLoop(tty)
      loop.content = { Label("back") }
      loop.start()
      defer { loop.finish() }
      loop.turn(maxWait: 0.01)
      var wasActive = true
      let status = loop.runExternal {
        wasActive = screen.isActive
        return 3
      }
      #expect(status == 3)
      #expect(!wasActive)
      #expect(screen.isActive)
      loop.turn(maxWait: 0.01)
      #expect(screen.text(row: 0) == "back")
      tty.drain()
    }
  }
}
