import Foundation
import GistServer
import GistValues
import GistWork
import TestSupport
import Testing

/// Issue 55, item 4, the rule below the screens: a public copy of a secret gist is the
/// same description and files; it is refused for a public gist, someone else's, a gist
/// past GitHub's 300-file list, and one that seems to hold a secret (nothing is made).
@Suite struct PublicCopyTests {
  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "5ec0001", owner: ServerFixture.login, description: "plain", isPublic: false,
            files: ["a.txt": "a\n"], hoursAgo: 1),
          SeedGist(
            id: "5ec0002", owner: ServerFixture.login, description: "keys", isPublic: false,
            files: ["k.env": "TOKEN=ghp_" + String(repeating: "a1B2", count: 9) + "\n"],
            hoursAgo: 1),
        ]))
  }

  @Test func theCopyIsTheSameGistMadePublicAndSecretsStopIt() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let api = try fixture.api()
      let made = try PublicCopy.make(id: "5ec0001", api: api, cache: nil)
      #expect(made.isPublic && made.description == "plain")
      #expect(fixture.store.rawContent(id: made.id, filename: "a.txt") == "a\n")
      #expect(fixture.store.gist(id: "5ec0001") != nil, "the secret one stays until asked")
      let before = fixture.store.gistCount
      #expect(throws: GistError.self) {
        try PublicCopy.make(id: "5ec0002", api: api, cache: nil)
      }
      #expect(fixture.store.gistCount == before, "nothing made")
    }
  }

  @Test func whatCannotBeMadePublicSaysWhy() {
    let open = Gist(id: "o", isPublic: true)
    #expect(PublicCopy.refusal(open, isOwner: true) == "The gist is public already.")
    let theirs = Gist(id: "t", isPublic: false)
    #expect(PublicCopy.refusal(theirs, isOwner: false) == "Only the owner can make a gist public.")
    let many = Gist(id: "m", isPublic: false, truncated: true)
    #expect(PublicCopy.refusal(many, isOwner: true)?.contains("300") == true)
    #expect(PublicCopy.refusal(theirs, isOwner: true) == nil)
  }
}
