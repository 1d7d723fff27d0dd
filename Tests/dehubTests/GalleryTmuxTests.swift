import Foundation
import TestSupport
import Testing

extension TmuxJourneys {
  /// The widget gallery in real tmux: every widget at 100x30, a resize, too small, Ctrl-Z and
  /// `fg`, SIGTERM, and the terminal's settings afterwards.
  @Suite struct GalleryTmuxTests {
    // tmux: the gallery program redrawing on a real SIGWINCH, and below the minimum size.
    @Test func showsEveryWidgetAndRedrawsOnResize() async throws {
      let result = await onOwnThread {
        let tmux = try TmuxSession("\(CLI.binary.path) gallery; echo EXIT=$?")
        defer { tmux.close() }
        #expect(tmux.wait(for: "dehub widget gallery"))
        let screen = tmux.capture()
        #expect(screen[1].hasPrefix(" Mine   Starred   Public   User"))
        #expect(screen[2] == "/ to filter")
        #expect(screen.contains { $0.contains("日本語のメモ — 東京 2 files") })
        #expect(screen.contains { $0.contains("Emoji party 🎉🚀✨  1 file") })
        #expect(screen.contains { $0.contains("evil␛]0;pwned␇␛[2J") })
        #expect(screen.contains { $0.contains("1 import Foundation") })
        #expect(screen.contains { $0.contains("Loading the next page…") })
        #expect(screen[28].contains("octocat") && screen[28].contains("updated just now"))
        #expect(screen[29].hasPrefix(" ↑ ↓ j k move"))

        tmux.send("/")
        tmux.send("emoji", literal: true)
        #expect(tmux.wait { $0[2] == "emoji" && $0[3].hasPrefix("Emoji party") })
        tmux.send("Enter")
        tmux.send("m")
        #expect(tmux.wait(for: "[ Cancel ]  [ Delete ]"))
        tmux.send("Enter")
        tmux.send("?")
        #expect(tmux.wait(for: "Ctrl-Z    suspend"))
        tmux.send("x")
        #expect(tmux.wait { !$0.joined().contains("Ctrl-Z    suspend") })

        tmux.resize(columns: 80, rows: 24)
        #expect(tmux.wait { $0.count >= 24 && $0[23].hasPrefix(" ↑ ↓ j k move") })
        tmux.resize(columns: 50, rows: 12)
        #expect(tmux.wait(for: "Terminal too small (50x12)"))
        tmux.resize(columns: 100, rows: 30)
        #expect(tmux.wait { $0.count >= 30 && $0[29].hasPrefix(" ↑ ↓ j k move") })
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
      try result.get()
    }

    // tmux: Ctrl-Z, fg and SIGTERM, and the terminal's modes afterwards.
    @Test func suspendResumeAndTerminateLeaveTheTerminalSane() async throws {
      let result = await onOwnThread {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "dehub-stty-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession(
          "PS1='$ ' bash --norc --noprofile -i", environment: ["HOME": folder.path])
        defer { tmux.close() }
        #expect(tmux.wait(for: "$"))
        let before = folder.appendingPathComponent("before").path
        let after = folder.appendingPathComponent("after").path
        let stopped = folder.appendingPathComponent("stopped").path
        tmux.send("stty -g > \(before); \(CLI.binary.path) gallery", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "dehub widget gallery"))
        tmux.send("C-z")
        #expect(tmux.wait(for: "Stopped"))
        tmux.send("stty -g > \(stopped); fg", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "dehub widget gallery"))
        #expect(tmux.wait(for: "Loading the next page…"))
        let gallery = try #require(Self.process(running: "gallery", home: folder.path))
        kill(gallery, SIGTERM)
        #expect(tmux.wait(for: "$"))
        // The settings are written before the shell says so.
        tmux.send("echo status=$?; stty -g > \(after); echo saved-settings", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "status=143"))
        #expect(tmux.wait { $0.contains { $0.hasPrefix("saved-settings") } })
        let settings = try [before, stopped, after].map {
          try String(contentsOfFile: $0, encoding: .utf8)
        }
        #expect(settings[0] == settings[1])
        #expect(settings[0] == settings[2])
      }
      try result.get()
    }

    /// The process whose command line ends with `argument` and whose HOME is `home` (this
    /// test's own program, not another test's).
    static func process(running argument: String, home: String) -> Int32? {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for entry in entries {
        guard let pid = Int32(entry),
          let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
          let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
        else { continue }
        let words = command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let variables = environment.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        if words.last == argument, words.first?.hasSuffix("/dehub") == true,
          variables.contains("HOME=\(home)")
        {
          return pid
        }
      }
      return nil
    }
  }
}
