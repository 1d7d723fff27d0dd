import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 57, item 29: at 200x60 the login form hugged the top left corner and Markdown ran
/// the whole 200 columns. The form is centred; prose keeps to about 100 columns. Where
/// things are drawn is the subject: the screen's text is read for it.
@Suite struct WideScreenJourneyTests {
  @Test func theLoginFormIsCentredOnAWideScreen() async throws {
    try await AppDriver.with(
      columns: 200, rows: 60, seed: { store in store.generate(count: 1, owner: "ada") },
      token: nil, config: JourneySeed.config
    ) { driver in
      let lines = driver.screen.lines
      let row = try #require(lines.firstIndex { $0.contains("Sign in to") }, "\(driver.screen)")
      let column = lines[row].prefix { $0 == " " }.count
      #expect(column > 40, "the form starts at column \(column)")
      #expect(row > 10, "the form starts on row \(row)")
    }
  }

  @Test func renderedMarkdownKeepsToAReadableWidth() async throws {
    let paragraph = (1...80).map { "word\($0)" }.joined(separator: " ")
    try await AppDriver.withGist(
      columns: 200, rows: 60, description: "Prose",
      files: ["README.md": "# Title\n\n\(paragraph)\n"]
    ) { driver in
      driver.expect(screenShows: "word1 word2")
      let prose = driver.screen.lines.filter { $0.contains("word") }
      #expect(prose.count > 4, "\(driver.screen)")
      let widest = prose.map { $0.count }.max() ?? 0
      #expect(widest <= 101, "a line of prose runs \(widest) columns")
    }
  }
}
