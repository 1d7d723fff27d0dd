import Foundation
import GistServer
import Model
import TestSupport
import Testing

extension TmuxJourneys {
  /// The commands as a user starts them: typed at an interactive bash with job control
  /// (`bash -i`), where the terminal has one foreground process group and a child put in
  /// another is stopped as soon as it touches the terminal (issue 35, item 1).
  @Suite struct ShellJobControlTmuxTests {
    static let tallID = "feedface02"

    static func seed(_ store: GistStore) {
      BrowserTmuxTests.oneGist(
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

    @Test func viewPagesATallGistInTheForegroundAndQuitsBackToThePrompt() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try Self.shell(
          BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home))
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
  }
}
