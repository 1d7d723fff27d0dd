import Foundation
import TestSupport
import Testing

extension TmuxJourneys {
  /// The demo on a real terminal: the tour plays to its end (at speed 0), and
  /// `--interactive` needs no token and no network.
  @Suite struct DemoTmuxTests {
    static func environment() -> [String: String] {
      ["GH_TOKEN": "", "GITHUB_TOKEN": "", "DEHUB_API_URL": "https://api.github.invalid"]
    }

    // tmux: `dehub demo` on the user's terminal (FullScreen), not the hidden screen the driver uses.
    @Test func theTourPlaysInATerminal() throws {
      let tmux = try TmuxSession(
        "\(CLI.binary.path) demo --speed 0; echo EXIT=$?", environment: Self.environment())
      defer { tmux.close() }
      #expect(tmux.wait(for: "EXIT=0", timeout: 60), "\(tmux.capture().joined(separator: "\n"))")
    }

    // tmux: `demo --interactive` takes the user's terminal, with no token in the environment.
    @Test func interactiveNeedsNoTokenAndNoNetwork() throws {
      let tmux = try TmuxSession(
        "\(CLI.binary.path) demo --interactive; echo EXIT=$?", columns: 80, rows: 24,
        environment: Self.environment())
      defer { tmux.close() }
      #expect(tmux.wait(for: "dehub · you · 1 of 15 gists"))
      tmux.send("Enter")
      #expect(tmux.wait(for: "1 import Foundation"))
      tmux.send("q")
      tmux.send("q")
      #expect(tmux.wait(for: "EXIT=0"))
    }
  }
}
