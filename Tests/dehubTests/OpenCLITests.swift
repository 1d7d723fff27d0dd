import Foundation
import TestSupport
import Testing

/// `dehub open` refuses what is no gist reference with a sentence, before any screen. (What
/// it opens goes through the switchboard: TerminalScreensTests' BrowserJourneyTests.)
@Suite struct OpenCLITests {
  @Test func anUnknownURLIsRefusedWithASentence() async throws {
    try await CLI.with { cli, _ in
      let unknown = try cli.run("open", "https://example.com/nothing")
      #expect(unknown.status == 1)
      #expect(
        unknown.stderr.contains("\"https://example.com/nothing\" is not a gist id or gist URL")
          && unknown.stderr.contains("https://gist.github.com/USER/ID"), "names the forms it takes")
    }
  }
}
