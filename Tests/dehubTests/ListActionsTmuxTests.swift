import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 17 in real tmux: `Y` copies a file's text to the terminal's clipboard. (Needs
  /// tmux: the OSC 52 sequence must reach a terminal that sets its paste buffer; the other
  /// list actions run on the driver, TerminalScreensTests' ListActionsJourneyTests.)
  @Suite struct ListActionsTmuxTests {
    // tmux: OSC 52 must reach a terminal that sets its paste buffer.
    @Test func yCopiesTheShownFilesTextToTheTerminalsClipboard() async throws {
      try await TmuxBrowser.withServerAndHome(seed: JourneySeed.threeGists) { fixture, home in
        let tmux = try TmuxBrowser.browser(
          TmuxBrowser.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 3 gists"))
        tmux.send("j")
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 flour"))
        tmux.send("Y")
        // The toast is drawn after the OSC 52 sequence was written: tmux has the buffer.
        #expect(tmux.wait(for: "Copied pie.txt (2 lines)"))
        #expect(tmux.pasteBuffer() == "flour\nbutter\n", "\(tmux.pasteBuffer() ?? "none")")
      }
    }
  }
}
