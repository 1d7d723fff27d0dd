import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

extension TmuxJourneys {
  /// The commands as a user starts them: typed at an interactive bash with job control
  /// (`bash -i`), where the terminal has one foreground process group and a child put in
  /// another is stopped as soon as it touches the terminal (issue 35, item 1).
  @Suite struct ShellJobControlTmuxTests {
    static let tallID = "feedface02"

    static func seed(_ store: GistStore) {
      JourneySeed.oneGist(
        id: tallID, owner: ServerFixture.login, description: "Two hundred lines",
        files: ["lines.txt": (1...200).map { "row \($0)\n" }.joined()])(store)
    }

    /// An interactive bash in tmux, with `environment`, its prompt `READY$ `.
    static func shell(_ environment: [String: String]) throws -> TmuxSession {
      var environment = environment
      environment["PS1"] = "READY$ "
      environment.removeValue(forKey: "PAGER")
      return try TmuxSession(
        "exec bash --norc --noprofile -i", columns: 80, rows: 24, environment: environment)
    }

    // tmux: the pager in the foreground of a job-control shell, and the prompt after.
    @Test func viewPagesATallGistInTheForegroundAndQuitsBackToThePrompt() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try Self.shell(
          TmuxBrowser.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "READY$"), "\(tmux.capture().joined(separator: "\n"))")
        tmux.send(
          "S=$(stty -g); \(CLI.binary.path) view \(Self.tallID); echo \"EXIT=$?\"; "
            + "[ \"$(stty -g)\" = \"$S\" ] && echo SANE", literal: true)
        tmux.send("Enter")
        // less (the default pager) shows the first page: the gist's first rows.
        #expect(
          tmux.wait { $0.contains("row 1") && $0.contains("row 20") },
          "the pager shows the text: \(tmux.capture().joined(separator: "\n"))")
        tmux.send("Space")
        #expect(
          tmux.wait { $0.contains("row 40") && !$0.contains("row 1") },
          "Space pages on: \(tmux.capture().joined(separator: "\n"))")
        tmux.send("q")
        #expect(
          tmux.wait(for: "EXIT=0"), "q leaves: \(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "SANE"), "\(tmux.capture().joined(separator: "\n"))")
        // Nothing of it is left stopped in the background.
        tmux.send("jobs; echo JOBS=done", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "JOBS=done"))
        #expect(!tmux.capture().contains { $0.contains("Stopped") })
      }
    }

    /// Issue 35, the reader, from a shell at 80x24: the position line, `:120` (the palette
    /// goes to a line), `/` then `n` through every occurrence, `G` to the last line with wrap
    /// on and off.
    // tmux: `dehub view`'s reader started from a job-control shell on a real terminal.
    @Test func theReaderGoesToLinesFindsAndReachesTheEnd() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try Self.shell(
          TmuxBrowser.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        let screen = { tmux.capture().joined(separator: "\n") }
        #expect(tmux.wait(for: "READY$"), "\(screen())")
        tmux.send("\(CLI.binary.path) open \(Self.tallID); echo EXIT=$?", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "Text · 1.5 KB · line 19 of 200 · 9%"), "\(screen())")
        tmux.send(":")
        tmux.send("120", literal: true)
        #expect(tmux.wait(for: "go to line 120"), "\(screen())")
        tmux.send("Enter")
        #expect(
          tmux.wait { $0.contains { $0.hasPrefix("120 row 120") } }, "\(screen())")
        tmux.send("/")
        #expect(tmux.wait(for: "Find:"), "\(screen())")
        tmux.send("row 19", literal: true)
        tmux.send("Enter")
        // row 19 and row 190 to 199: eleven lines, each reached by n in turn.
        #expect(tmux.wait(for: "Match 1 of 11"), "\(screen())")
        for match in 2...11 {
          tmux.send("n")
          #expect(tmux.wait(for: "Match \(match) of 11"), "\(screen())")
        }
        #expect(tmux.capture().contains { $0.hasPrefix("199 row 199") })
        tmux.send("G")
        #expect(tmux.wait(for: "line 200 of 200 · 100%"), "\(screen())")
        tmux.send("g")
        tmux.send("w")
        tmux.send("G")
        #expect(
          tmux.wait {
            $0.contains { $0.hasPrefix("200 row 200") } && $0.contains { $0.contains("100%") }
          },
          "\(screen())")
        // q goes back to the list `open` put the gist over; q there quits.
        tmux.send("q")
        #expect(
          tmux.wait { rows in
            rows.contains { $0.contains("Two hundred lines") }
              && !rows.contains { $0.contains("100%") }
          }, "\(screen())")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"), "\(screen())")
      }
    }

    /// Issue 35: `dehub edit` from a shell hands the terminal to the editor, which reads it
    /// (as vi does), then takes it back; the edit reaches GitHub and the prompt comes back.
    // tmux: the user's editor in the foreground, and the terminal handed back after.
    @Test func editHandsTheTerminalToTheEditorAndBack() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        var environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        // An editor that asks on the terminal: stopped at once if it were not in the
        // terminal's foreground process group.
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let editor = home.appendingPathComponent("ask-editor")
        try Data(
          "#!/bin/sh\nprintf 'line to add: '\nread line </dev/tty\nprintf '%s\\n' \"$line\" >> \"$1\"\n"
            .utf8
        ).write(to: editor)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: editor.path)
        environment["DEHUB_EDITOR"] = editor.path
        let tmux = try Self.shell(environment)
        defer { tmux.close() }
        let screen = { tmux.capture().joined(separator: "\n") }
        #expect(tmux.wait(for: "READY$"), "\(screen())")
        tmux.send(
          "S=$(stty -g); \(CLI.binary.path) edit \(Self.tallID); echo \"EXIT=$?\"; "
            + "[ \"$(stty -g)\" = \"$S\" ] && echo SANE", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "line to add:"), "the editor asks: \(screen())")
        tmux.send("row two hundred and one", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "EXIT=0"), "\(screen())")
        #expect(tmux.wait(for: "SANE"), "\(screen())")
        let text = fixture.store.rawContent(id: Self.tallID, filename: "lines.txt") ?? ""
        #expect(text.hasSuffix("row 200\nrow two hundred and one\n"))
        tmux.send("jobs; echo JOBS=done", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "JOBS=done"))
        #expect(!tmux.capture().contains { $0.contains("Stopped") })
      }
    }

    /// Issue 35, item 5: a picker (`dehub view` with no id) revalidates the list it shows:
    /// a gist made elsewhere since the cache was filled is there, and the count is right.
    // tmux: the /dev/tty picker of a command started from a shell.
    @Test func thePickerShowsAGistMadeElsewhereSinceTheCacheWasFilled() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { store in
        store.generate(count: 30, owner: ServerFixture.login)
      }) { fixture, home in
        let environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        var cli = try CLI(server: fixture)
        defer { cli.cleanUp() }
        cli.environment.merge(environment) { $1 }
        #expect(try cli.run("list").status == 0)
        _ = try fixture.api().create(
          NewGist(description: "Made elsewhere", files: ["new.txt": "new\n"], isPublic: false))
        let tmux = try Self.shell(environment)
        defer { tmux.close() }
        let screen = { tmux.capture().joined(separator: "\n") }
        #expect(tmux.wait(for: "READY$"), "\(screen())")
        tmux.send("\(CLI.binary.path) view; echo EXIT=$?", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "31 gists"), "\(screen())")
        #expect(tmux.wait(for: "Made elsewhere"), "\(screen())")
        tmux.send("Escape")
        #expect(tmux.wait(for: "EXIT=130"), "\(screen())")
      }
    }
  }
}
