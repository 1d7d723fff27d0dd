import Foundation
import GistServer
import ScreenLogic
import System
import TestSupport
import Testing

/// Issue 55, item 1, on the driver: a gist of 305 files, which GitHub's API lists 300 of,
/// shows all 305 in the detail's file strip (read through its git repository); without git
/// it shows the 300 and says, in the header and once as a message, that the rest are left
/// out and how to get them.
@Suite struct WideGistJourneyTests {
  static func seed(_ store: GistStore) {
    store.load(SeedFile(users: [], gists: [WideGist.gist(files: 305, owner: "ada")]))
  }

  static func open(git: GitProgram, _ body: @escaping @Sendable (AppDriver) throws -> Void)
    async throws
  {
    try await AppDriver.with(
      columns: 100, rows: 30, seed: seed, token: ServerFixture.token, config: JourneySeed.config,
      opening: try Destination.parse("a1de915"), git: git, body)
  }

  @Test func everyFileIsInTheStripThroughGit() async throws {
    try await Self.open(git: .onPath()) { driver in
      #expect(driver.detail.files.count == 305)
      #expect(driver.detail.files.last == "file305.txt")
      #expect(!driver.detail.info.contains("files shown"))
    }
  }

  @Test func withoutGitThePartIsNotPassedOffAsTheWhole() async throws {
    try await Self.open(git: .missing) { driver in
      #expect(driver.detail.files.count == 300)
      #expect(
        driver.detail.info.contains("only 300 files shown: git reads the rest"),
        "\(driver.detail.info)")
      driver.expect(screenShows: "GitHub lists only 300 of this gist's files")
    }
  }
}
