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
      #expect(driver.compose.names == ["long.py"])
      #expect(driver.footer.key(for: "quit") == "q", "\(driver.footer)")
      driver.press(action: "description")
      driver.type("Long one")
      driver.step(.enter)
      #expect(driver.compose.description == "Description: Long one")
      driver.step(actions: "back")
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
      driver.step(actions: "back")
      #expect(driver.app.loop.isStopped)
      #expect(driver.app.assembly.exitNotes.isEmpty)
    }
  }

  @Test func ctrlCKeepsADescriptionHalfTyped() async throws {
    try await AppDriver.with(seed: { _ in }, token: ServerFixture.token, config: JourneySeed.config)
    { driver in
      driver.step(actions: "new")
      #expect(driver.compose.title == "New gist")
      driver.press(action: "description")
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
      driver.step(actions: "new")
      #expect(driver.compose.title == "New gist")
      driver.press(action: "description")
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
      driver.step(actions: "new")
      #expect(driver.compose.title == "New gist")
      driver.press(action: "add-file")
      #expect(driver.field?.label == "New file name:")
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
      #expect(driver.list.titles == ["Old words"])
      driver.step(actions: "edit")
      #expect(driver.compose.title == "Editing “Old words”")
      driver.press(action: "description")
      driver.press(.ctrl("u"))
      driver.type("New words")
      driver.step(.enter)
      #expect(driver.compose.description == "Description: New words")
      driver.step(actions: "diff")
      let diff = driver.view.text
      #expect(diff.contains("-Old words") && diff.contains("+New words"), "\(diff)")
      #expect(!diff.contains { $0.contains("No changes") }, "\(diff)")
    }
  }
}
