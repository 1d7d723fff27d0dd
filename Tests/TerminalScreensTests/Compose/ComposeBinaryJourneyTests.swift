import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 55, item 2, on the driver against the loopback server and its git: compose's
/// "add a local file" takes a PNG, S makes the gist through the API and commits the image
/// through git, and GitHub then holds the PNG byte for byte.
@Suite struct ComposeBinaryJourneyTests {
  @Test func aLocalImageGoesIntoANewGistByteForByte() async throws {
    let png = BinaryFixture.png(width: 7, height: 5)
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { _ in }, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      let file = driver.home.appendingPathComponent("logo.png")
      try png.write(to: file)
      driver.press(action: "new")
      ComposeJourneyTests.addFile(driver, name: "about.md", content: "# Logo\n")
      driver.press(action: "add-local-file")
      driver.type(file.path)
      driver.step(.enter)
      #expect(driver.compose.files.map(\.sizeLabel) == ["1 line", "binary \(png.count) B"])
      driver.step(actions: "send")
      let id = try #require(
        driver.server.store.gistIDs.first { driver.server.store.gist(id: $0) != nil })
      let gist = try #require(driver.server.store.gist(id: id))
      #expect(gist.files.map(\.filename).sorted() == ["about.md", "logo.png"])
      #expect(gist.file(named: "logo.png")?.bytes == png)
      #expect(ComposeJourneyTests.drafts(driver).isEmpty)
      #expect(driver.detail.files == ["about.md", "logo.png"])
    }
  }
}
