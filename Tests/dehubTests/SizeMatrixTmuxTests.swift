import Foundation
import TestSupport
import Testing

extension TmuxJourneys {
  /// Every screen at 80x24 in real tmux, on the demo's data: the leave key and `? help` are
  /// in the footer, the highlighted row's text shows, dialogs show both buttons, help says
  /// how to close it. (60x20, 80x24 and 200x60 run on the driver: TerminalScreensTests'
  /// SizeMatrixJourneyTests.)
  @Suite struct SizeMatrixTmuxTests {
    static let sizes = [(80, 24)]

    /// Whether the footer (the last row) names `leave`, help and the screen's first-ranked
    /// `verb` (issue 35: the footers keep what the screen is for).
    static func footer(_ tmux: TmuxSession, leave: String, verb: String, _ screen: String) -> Bool {
      let ok = tmux.wait { rows in
        let last = rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        return last.contains(leave) && last.contains("? help") && last.contains(verb)
      }
      if !ok { Issue.record("\(screen): footer\n\(tmux.capture().joined(separator: "\n"))") }
      return ok
    }

    // tmux: one real-terminal smoke run of the matrix (every size runs on the driver).
    @Test(arguments: sizes)
    func everyScreenKeepsItsFooterAndWhatTheUserActsOn(size: (Int, Int)) throws {
      let cli = try CLI(server: nil, token: nil)
      defer { cli.cleanUp() }
      let tmux = try TmuxSession(
        "\(CLI.binary.path) demo --interactive; echo EXIT=$?", columns: size.0, rows: size.1,
        environment: cli.environment)
      defer { tmux.close() }
      let name = "\(size.0)x\(size.1)"

      // The list: the highlighted gist's description, the footer.
      #expect(tmux.wait(for: "Swift retry with"), "\(name) list")
      #expect(Self.footer(tmux, leave: "q quit", verb: "Enter open", "\(name) list"))

      // The palette: the screen's actions with their keys, how to close it.
      tmux.send("C-p")
      #expect(tmux.wait(for: "Esc close"), "\(name) palette")
      #expect(tmux.wait(for: "open the gist"), "\(name) palette")
      tmux.send("Escape")
      #expect(tmux.wait { !$0.joined().contains("Esc close") })

      // Help: scrollable, says how to close.
      tmux.send("?")
      #expect(tmux.wait(for: "q closes"), "\(name) help")
      tmux.send("q")
      #expect(tmux.wait { !$0.joined().contains("q closes") })

      // The detail, its delete dialog, history, a diff, comments.
      tmux.send("Enter")
      #expect(tmux.wait { $0.first?.hasPrefix("Swift retry with") == true }, "\(name) detail")
      #expect(tmux.wait(for: "starred"), "\(name): the star state is never cut")
      #expect(Self.footer(tmux, leave: "q back", verb: "/ find", "\(name) detail"))
      tmux.send("d")
      #expect(
        tmux.wait { $0.joined().contains("[ Cancel ]") && $0.joined().contains("[ Delete ]") },
        "\(name) dialog")
      tmux.send("n")
      #expect(tmux.wait { !$0.joined().contains("[ Delete ]") })
      tmux.send("h")
      #expect(tmux.wait(for: "History of"), "\(name) history")
      #expect(
        Self.footer(
          tmux, leave: "q back", verb: "Enter what this revision changed", "\(name) history"))
      // The revisions are loaded (a row with its additions and deletions), then the diff.
      #expect(tmux.wait { $0.dropFirst().contains { $0.contains(" +") && $0.contains(" -") } })
      tmux.send("d")
      #expect(tmux.wait(for: "to the current version"), "\(name) diff")
      #expect(Self.footer(tmux, leave: "q back", verb: "w wrap", "\(name) diff"))
      tmux.send("q")
      #expect(tmux.wait(for: "History of"))
      // The restore question (of the older revision) shows all its buttons.
      tmux.send("j")
      tmux.send("r")
      #expect(
        tmux.wait { $0.joined().contains("[ Cancel ]") && $0.joined().contains("[ Restore ]") },
        "\(name) restore")
      tmux.send("Escape")
      #expect(tmux.wait { !$0.joined().contains("[ Restore ]") })
      tmux.send("q")
      tmux.send("F")
      #expect(tmux.wait(for: "Forks of"), "\(name) forks")
      #expect(Self.footer(tmux, leave: "q back", verb: "Enter open the fork", "\(name) forks"))
      tmux.send("q")
      #expect(tmux.wait { $0.first?.hasPrefix("Swift retry with") == true })
      tmux.send("c")
      #expect(tmux.wait(for: "Comments on"), "\(name) comments")
      #expect(Self.footer(tmux, leave: "q back", verb: "a add a comment", "\(name) comments"))
      tmux.send("q")
      #expect(tmux.wait { $0.first?.hasPrefix("Swift retry with") == true })
      tmux.send("q")

      // Compose, drafts, options.
      #expect(tmux.wait(for: "q quit"))
      tmux.send("n")
      #expect(tmux.wait(for: "New gist"), "\(name) compose")
      #expect(Self.footer(tmux, leave: "q back", verb: "S Ctrl-S send", "\(name) compose"))
      tmux.send("q")
      #expect(tmux.wait(for: "q quit"))
      tmux.send("D")
      #expect(tmux.wait(for: "unsent draft"), "\(name) drafts")
      #expect(Self.footer(tmux, leave: "q back", verb: "Enter review", "\(name) drafts"))
      tmux.send("q")
      #expect(tmux.wait(for: "q quit"))
      tmux.send("O")
      #expect(tmux.wait(for: "Saved under [options]"), "\(name) options")
      #expect(tmux.wait(for: "Theme"), "\(name) options: the theme row")
      #expect(Self.footer(tmux, leave: "q back", verb: "Space Enter change it", "\(name) options"))
      tmux.send("q")
      #expect(tmux.wait(for: "q quit"))
      tmux.send("q")
      #expect(tmux.wait(for: "EXIT=0"))

      // The login screen (no token).
      var signedOut = cli.environment
      signedOut["DEHUB_API_URL"] = "http://127.0.0.1:9"
      let login = try TmuxSession(
        "\(CLI.binary.path); echo EXIT=$?", columns: size.0, rows: size.1, environment: signedOut)
      defer { login.close() }
      #expect(login.wait(for: "Sign in to 127.0.0.1:"), "\(name) login")
      #expect(Self.footer(login, leave: "Ctrl-C quit", verb: "Enter sign in", "\(name) login"))
      login.send("C-c")
      #expect(login.wait(for: "EXIT="))
    }
  }
}
