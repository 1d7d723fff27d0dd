import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// The scripting commands where they meet a terminal, in real tmux: the picker from a
  /// shell line as a key binding would run it (stdout captured by `$(…)`, issue 18 item
  /// 4), the picker for a command given no id, and `create --copy`'s OSC 52.
  @Suite struct CommandTmuxTests {
    static func seed(_ store: GistStore) {
      store.generate(count: 60, owner: ServerFixture.login)
      JourneySeed.oneGist(
        id: "deadbeef01", owner: ServerFixture.login, description: "Restart the deployment",
        files: ["deploy.sh": "kubectl rollout restart deploy/web\n", "README.md": "# notes\n"])(
          store)
    }

    // tmux: the picker draws on /dev/tty while $(…) captures stdout, and must leave the terminal as it was.
    @Test func pickPrintsTheChosenFilesTextAfterLeavingTheScreenAsItWas() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        let environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        let line =
          "echo BEFORE; x=$(\(CLI.binary.path) pick --print content); echo \"GOT[$x] EXIT=$?\"; sleep 30"
        let tmux = try TmuxSession(line, columns: 80, rows: 24, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "type to filter"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "files"))
        tmux.send("deploy.sh", literal: true)
        #expect(
          tmux.wait {
            $0.contains { $0.contains("1 of ") } && $0.contains { $0.contains("deploy.sh") }
          },
          "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("Enter")
        #expect(
          tmux.wait(for: "GOT[kubectl rollout restart deploy/web] EXIT=0"),
          "\(tmux.capture().joined(separator: "\n"))")
        let screen = tmux.capture()
        // The shell's screen is back as it was: the line before, then the output.
        #expect(screen.first == "BEFORE")
        #expect(!screen.contains { $0.contains("type to filter") || $0.contains("Esc leave") })
      }
    }

    // tmux: a command given no id opens the /dev/tty picker; Esc is its exit code.
    @Test func viewWithNoIdPicksThenShowsAndEscLeavesWith130() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        let environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        let dehub = CLI.binary.path
        // `read` holds the second picker until the first's exit status was seen: it covered
        // "EXIT=0" at once otherwise, and the wait for it failed now and then.
        let line =
          "\(dehub) view; echo EXIT=$?; read -r _; \(dehub) delete; echo EXIT=$?; sleep 30"
        let tmux = try TmuxSession(line, columns: 80, rows: 24, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "61 gists"), "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("restart deploy", literal: true)
        #expect(tmux.wait(for: "of 61 gists"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "EXIT=0"), "\(tmux.capture().joined(separator: "\n"))")
        // What `view` printed is on the shell's screen, given back by the picker.
        let shown = tmux.capture().joined(separator: "\n")
        #expect(shown.contains("── deploy.sh ──") && shown.contains("kubectl rollout restart"))
        tmux.send("Enter")
        // Esc in the second picker leaves without deleting anything.
        #expect(tmux.wait { $0.filter { $0.contains("61 gists") }.count == 1 })
        tmux.send("Escape")
        #expect(tmux.wait(for: "EXIT=130"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(fixture.store.gistCount == 61)
        #expect(!fixture.store.requests.contains { $0.method == "DELETE" })
      }
    }

    // tmux: OSC 52 must reach a terminal that sets its paste buffer.
    @Test func createCopyPutsTheURLOnTheTerminalsClipboard() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("note.md")
        try "# a note\n".write(to: file, atomically: true, encoding: .utf8)
        let environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        // The shell says DONE after the command ended: its OSC 52 was parsed by then.
        let line =
          "\(CLI.binary.path) create '\(file.path)' --copy | tee /dev/null; echo DONE; sleep 30"
        let tmux = try TmuxSession(line, columns: 100, rows: 10, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "https://gist.github.com/octocat/"))
        let url = try #require(
          tmux.capture().first { $0.hasPrefix("https://") }?.trimmingCharacters(in: .whitespaces))
        #expect(tmux.wait { $0.contains { $0.hasPrefix("DONE") } })
        #expect(tmux.pasteBuffer() == url, "\(tmux.pasteBuffer() ?? "none")")
      }
    }
  }
}
