import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 55, done-when 4: "make public" on a secret gist makes a public copy with the same
/// files and description; the secret one goes only after a question that says what does not
/// come over; `u` in the list makes the secret one again.
@Suite struct MakePublicJourneyTests {
  static let secretID = "5ec2e7000001"

  @Test func aSecretGistBecomesAPublicCopyAndUndoBringsTheSecretOneBack() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: Self.secretID, owner: ServerFixture.login, description: "Going public",
        files: ["a.md": "# A\n", "b.txt": "bee\n"], isPublic: false),
      token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      let store = driver.server.store
      driver.step(actions: "open")
      #expect(driver.detail.title == "Going public", "\(driver.detail.title ?? "")")
      driver.step(actions: "make-public")
      // What others would see asks first; nothing is made until the answer.
      let ask = try #require(driver.prompt)
      #expect(ask.title == "Make this gist public?")
      #expect(ask.buttons == ["Cancel", "Make a public copy"] && ask.selected == "Cancel")
      #expect(store.requests.allSatisfy { $0.method == "GET" })
      driver.choose("Make a public copy")
      driver.waitUntilIdle()
      let prompt = try #require(driver.prompt)
      #expect(prompt.title == "The public copy is made: delete the secret gist?")
      #expect(
        prompt.message.contains(
          "What does not come over: the secret gist's id and URL, its stars, comments, forks and history."
        ), "\(prompt.message)")
      #expect(prompt.buttons == ["Keep both", "Delete the secret one"])
      // The copy: public, the same description and files; the secret one still there.
      let copies = store.requests.filter { $0.method == "POST" && $0.path == "/gists" }
      #expect(copies.count == 1)
      #expect(store.gist(id: Self.secretID) != nil)
      let copyID = try #require(store.gistIDs.first { $0 != Self.secretID })
      let copy = try #require(store.gist(id: copyID))
      #expect(copy.isPublic && copy.description == "Going public")
      #expect(store.rawContent(id: copyID, filename: "a.md") == "# A\n")
      #expect(store.rawContent(id: copyID, filename: "b.txt") == "bee\n")

      driver.choose("Delete the secret one")
      driver.waitUntilIdle()
      #expect(store.gist(id: Self.secretID) == nil, "the secret one is gone")
      #expect(driver.list.isShown)
      #expect(driver.toast == "Deleted “Going public” · u undoes", "\(driver.toast ?? "")")

      driver.step(actions: "undo")
      driver.waitUntilIdle(step: 5)
      let again = store.gistIDs.filter { $0 != copyID }
      #expect(again.count == 1, "\(store.gistIDs)")
      let restored = try #require(again.first.flatMap(store.gist(id:)))
      #expect(!restored.isPublic && restored.description == "Going public")
      #expect(store.rawContent(id: restored.id, filename: "b.txt") == "bee\n")
    }
  }
}
