import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 19, item 9 and the rest of item 3, in real tmux: a signal while the editor runs
  /// is acted on when it returns, with the draft kept (SIGTERM was dropped and dehub kept
  /// running); SIGQUIT and a crash give the terminal back first (both left it raw).
  @Suite struct SignalTmuxTests {
    /// The shell line that runs dehub, then shows its exit status and whether the terminal
    /// is back in canonical mode with echo (`icanon echo`, or `-icanon -echo` when raw).
    static func runThenShowModes() -> String {
      "\(CLI.binary.path); echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -E -x -- '-?(icanon|echo)' | tr '\\n' ' '; echo; sleep 30"
    }

    /// The process that the pane's shell started (dehub), by the shell's pid.
    static func child(of shell: Int32) -> Int32? {
      let children = try? String(
        contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
      return children?.split(separator: " ").first.flatMap { Int32($0) }
    }

    // tmux: a real SIGTERM while the editor has the terminal.
    @Test func sigtermWhileTheEditorRunsIsActedOnWhenItReturnsWithTheDraftKept() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let go = home.appendingPathComponent("go")
        guard mkfifo(go.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let script = home.appendingPathComponent("slow-editor")
        // An editor that says it runs, then waits until the test writes a line to `go` (a
        // FIFO: it blocks, nothing polls), then writes the text.
        try
          "#!/bin/sh\necho editor-is-waiting\nread line < '\(go.path)'\nprintf 'kept through SIGTERM\\n' > \"$1\"\n"
          .write(to: script, atomically: true, encoding: .utf8)
        var environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        environment["EDITOR"] = "sh \(script.path)"
        let tmux = try TmuxSession(
          "\(CLI.binary.path); echo EXIT=$?", environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "press n"))
        tmux.send("n")
        #expect(tmux.wait(for: "New gist"))
        tmux.send("a")
        #expect(tmux.wait(for: "New file name:"))
        tmux.send("note.md", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "editor-is-waiting"))
        let pid = try #require(tmux.panePID.flatMap(Self.child(of:)))
        kill(pid, SIGTERM)
        // The editor's text reaches the draft only if dehub waited for the editor.
        let writer = open(go.path, O_WRONLY)
        _ = write(writer, "go\n", 3)
        close(writer)
        #expect(
          tmux.wait(for: "EXIT=143"),
          "SIGTERM was dropped: \(tmux.capture().joined(separator: "\n"))")
        #expect(
          ComposeTmuxTests.drafts(home).map(\.files) == [["note.md": "kept through SIGTERM\n"]])
      }
    }

    /// Browses (no gists), sends `signal` to dehub, then lets `check` read the screen.
    static func browse(
      thenSend signal: Int32, _ check: @escaping @Sendable (TmuxSession) -> Void
    ) async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let tmux = try TmuxSession(
          Self.runThenShowModes(),
          environment: TmuxBrowser.environment(
            fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "press n"))
        let dehub = try #require(tmux.panePID.flatMap(Self.child(of:)))
        kill(dehub, signal)
        check(tmux)
      }
    }

    // tmux: a real SIGQUIT, and the terminal's modes after.
    @Test func sigquitGivesTheTerminalBack() async throws {
      try await Self.browse(thenSend: SIGQUIT) { tmux in
        #expect(tmux.wait(for: "EXIT=131"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "icanon echo"), "\(tmux.capture().joined(separator: "\n"))")
      }
    }

    /// Issue 28, item 9: the signals whose default ends a process (SIGUSR1, SIGUSR2,
    /// SIGALRM, SIGPIPE, SIGXFSZ, SIGXCPU) left the terminal raw.
    // tmux: real signals the app does not handle, and the terminal's modes after.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGXFSZ, SIGXCPU])
    func everySignalThatEndsDehubGivesTheTerminalBack(signal: Int32) async throws {
      try await Self.browse(thenSend: signal) { tmux in
        #expect(
          tmux.wait(for: "the terminal was restored"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "icanon echo"), "\(tmux.capture().joined(separator: "\n"))")
      }
    }

    // tmux: a crash restoring the terminal.
    @Test func aCrashGivesTheTerminalBackAndSaysSoWithoutWaiting() async throws {
      try await Self.browse(thenSend: SIGSEGV) { tmux in
        #expect(
          tmux.wait(for: "the terminal was restored"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "EXIT=139"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "icanon echo"), "\(tmux.capture().joined(separator: "\n"))")
      }
    }
  }
}
