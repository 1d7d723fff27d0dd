import Foundation
import GistServer
import Store
import TestSupport
import Testing

/// A new-user review of compose: `dehub new FILE`, then `q`, walked back through the drafts
/// and the list it had opened underneath; Ctrl-C lost the text half typed in a question;
/// the diff of an edit that changed only the description said "No changes".
@Suite struct ComposeLeavesTheAppJourneyTests {
  @Test func leavingComposeStartedByNewLeavesTheAppAndSaysWhereTheDraftIs() async throws {
    try await AppDriver.with(
      columns: 80, rows: 24, seed: { _ in }, token: ServerFixture.token,
      config: JourneySeed.config,
      compose: Draft(description: "", files: ["long.py": "print(1)\n"], isPublic: false)
    ) { driver in
      #expect(driver.topScreen == "Compose")
      driver.expect(screenShows: "long.py")
      #expect(driver.footer.contains("q quit"), "\(driver.footer)")
      driver.press(.character("D"))
      driver.type("Long one")
      driver.step(.enter, shows: "Description: Long one")
      driver.step(.character("q"))
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.loop.exitStatus == 0)
      let draft = try #require(ComposeJourneyTests.drafts(driver).first)
      #expect(draft.description == "Long one")
      let notes = driver.app.assembly.exitNotes
      #expect(notes.count == 1)
      #expect(notes.first?.contains("kept “Long one” as an unsent draft in ") == true)
      #expect(notes.first?.contains("\(draft.id).json") == true)
      #expect(notes.first?.contains("`dehub`, then D, opens your drafts.") == true)
    }
  }

  @Test func nothingChangedNothingIsSaid() async throws {
    try await AppDriver.with(
      seed: { _ in }, token: ServerFixture.token, config: JourneySeed.config,
      compose: Draft(description: "", files: ["a.txt": "a\n"], isPublic: false)
    ) { driver in
      driver.step(.character("q"))
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.assembly.exitNotes.isEmpty)
    }
  }

  @Test func ctrlCKeepsADescriptionHalfTyped() async throws {
    try await AppDriver.with(seed: { _ in }, token: ServerFixture.token, config: JourneySeed.config)
    { driver in
      driver.step(.character("n"), shows: "New gist")
      driver.press(.character("D"))
      driver.type("half typed")
      driver.press(.ctrl("c"))
      #expect(driver.app.loop.isStopped)
      #expect(ComposeJourneyTests.drafts(driver).map(\.description) == ["half typed"])
      #expect(driver.app.assembly.exitNotes.first?.contains("kept “half typed”") == true)
    }
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalKeepsADescriptionHalfTyped(signal: Int32) async throws {
    try await AppDriver.with(seed: { _ in }, token: ServerFixture.token, config: JourneySeed.config)
    { driver in
      driver.step(.character("n"), shows: "New gist")
      driver.press(.character("D"))
      driver.type("half typed")
      driver.app.loop.terminate(by: signal)
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.loop.exitStatus == 128 + signal)
      #expect(ComposeJourneyTests.drafts(driver).map(\.description) == ["half typed"])
    }
  }

  @Test func ctrlCKeepsANewFilesNameHalfTyped() async throws {
    try await AppDriver.with(seed: { _ in }, token: ServerFixture.token, config: JourneySeed.config)
    { driver in
      driver.step(.character("n"), shows: "New gist")
      driver.press(.character("a"))
      driver.expect(screenShows: "New file name:")
      driver.type("notes.md")
      driver.press(.ctrl("c"))
      #expect(driver.app.loop.isStopped)
      #expect(ComposeJourneyTests.drafts(driver).map(\.files) == [["notes.md": ""]])
      #expect(driver.app.assembly.exitNotes.count == 1)
    }
  }

  @Test func theDiffOfAnEditShowsADescriptionChange() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "feed0d", owner: ServerFixture.login, description: "Old words",
        files: ["a.txt": "a\n"]), token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      driver.expect(screenShows: "Old words")
      driver.step(.character("e"), shows: "Editing “Old words”")
      driver.press(.character("D"))
      driver.press(.ctrl("u"))
      driver.type("New words")
      driver.step(.enter, shows: "Description: New words")
      driver.step(.character("d"), shows: "-Old words")
      driver.expect(screenShows: "+New words")
      driver.expect(screenLacks: "No changes")
    }
  }
}
