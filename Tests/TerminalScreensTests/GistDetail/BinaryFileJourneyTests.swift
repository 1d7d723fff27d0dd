import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 55, item 2, on the driver: a binary file shows its name, type, size and, for an
/// image, its width and height, instead of its bytes.
@Suite struct BinaryFileJourneyTests {
  static let png = BinaryFixture.png(width: 64, height: 48)

  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "b1a5", owner: "ada", description: "Pictures", isPublic: true,
            files: ["about.md": "# About\n"], hoursAgo: 1,
            binaryFiles: ["logo.png": png, "data.bin": Data([0, 1, 2, 255])])
        ]))
  }

  @Test func aBinaryFileShowsWhatItIsNotItsBytes() async throws {
    try await AppDriver.with(
      columns: 100, rows: 30, seed: Self.seed, token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse("b1a5")
    ) { driver in
      #expect(driver.detail.files == ["about.md", "data.bin", "logo.png"])
      driver.step(.tab)
      driver.step(.tab, shows: "logo.png · image/png · 64×48 pixels")
      driver.expect(screenShows: "A binary file (3,188 bytes)")
      driver.expect(screenLacks: "iVBOR")
    }
  }
}
