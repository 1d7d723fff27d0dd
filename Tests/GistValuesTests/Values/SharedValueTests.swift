import Foundation
import Testing

@testable import GistValues

/// A gist keeps its owner and fork source out of line, shared by the gists of a page, and
/// still behaves as a value.
@Suite struct SharedValueTests {
  static let page = Data(
    #"""
    [{"id": "a", "owner": {"login": "ada", "id": 1}}, {"id": "b", "owner": {"login": "ada", "id": 1}},
     {"id": "c", "owner": {"login": "bob", "id": 2}, "fork_of": {"id": "a", "owner": {"login": "ada", "id": 1}}},
     {"id": "d"}]
    """#.utf8)

  @Test func aGistStaysSmallInAnArray() {
    // 320 bytes with the owner and fork source inline, 176 with the addresses, forks and
    // revisions too; a 10,000-gist list holds an array of them, and each gist an array of
    // files (112 bytes each with their type, address and content inline).
    #expect(MemoryLayout<Gist>.stride <= 120)
    #expect(MemoryLayout<GistFile>.stride <= 56)
  }

  @Test func aListedGistKeepsNoCopyOfItsWebPageNorWhatAListDoesNotShow() throws {
    let page = Data(
      #"""
      [{"id": "a1", "html_url": "https://gist.github.com/a1", "owner": {"login": "ada", "id": 1},
        "url": "https://api.github.com/gists/a1", "git_pull_url": "https://gist.github.com/a1.git",
        "files": {"x.py": {"type": "text/plain", "raw_url": "https://gist.githubusercontent.com/x.py",
                           "language": "Python", "size": 3}}},
       {"id": "b2", "html_url": "https://gist.github.com/ada/b2", "owner": {"login": "ada", "id": 1}},
       {"id": "c3", "html_url": "https://example.com/c3"},
       {"id": "d4", "html_url": "https://gist.github.com/bob/d4", "owner": {"login": "ada", "id": 1}},
       {"id": "e5"}]
      """#.utf8)
    let (gists, _) = try Gist.list(in: page)
    #expect(
      gists.map(\.htmlURL) == [
        "https://gist.github.com/a1", "https://gist.github.com/ada/b2", "https://example.com/c3",
        "https://gist.github.com/bob/d4", nil,
      ])
    #expect(
      gists.map(\.webPage) == [
        .ofID, .ofOwnerAndID, .other("https://example.com/c3"),
        .other("https://gist.github.com/bob/d4"), GistWebPage.none,
      ])
    // The address stays what the server said when the owner or id change.
    var moved = gists[1]
    moved.owner = GistUser(login: "eve", id: 5)
    moved.id = "z9"
    #expect(moved.htmlURL == "https://gist.github.com/ada/b2")
    // However it was given, an equal address makes an equal gist.
    var given = Gist(id: "a1", htmlURL: "https://gist.github.com/b2")
    given.htmlURL = "https://gist.github.com/a1"
    #expect(given == Gist(id: "a1", htmlURL: "https://gist.github.com/a1"))

    let full = gists[0]
    #expect(full.url == "https://api.github.com/gists/a1" && full.files[0].type == "text/plain")
    let listed = full.listed
    #expect(listed.extras == nil && listed.url == nil && listed.gitPullURL == nil)
    #expect(listed.files[0].body == nil && listed.files[0].rawURL == nil)
    #expect(listed.files[0].language == "Python" && listed.files[0].size == 3)
    #expect(listed.htmlURL == full.htmlURL)
    // Setting a field out of line keeps the others; clearing them all leaves nothing behind.
    var file = full.files[0]
    file.content = "hi"
    #expect(file.rawURL == "https://gist.githubusercontent.com/x.py" && file.content == "hi")
    file.type = nil
    file.rawURL = nil
    file.content = nil
    #expect(file.body == nil)
  }

  @Test func theGistsOfAPageShareTheirOwner() throws {
    let (gists, _) = try Gist.list(in: Self.page)
    let (ada, alsoAda) = (try #require(gists[0].sharedOwner), try #require(gists[1].sharedOwner))
    #expect(ada.isSameCopy(as: alsoAda))
    #expect(gists[2].owner?.login == "bob" && gists[2].forkOf?.owner?.login == "ada")
    #expect(gists[3].owner == nil && gists[3].forkOf == nil)
    let listed = Gist.listed(gists)
    #expect(try #require(listed[0].sharedOwner).isSameCopy(as: try #require(listed[1].sharedOwner)))
    #expect(
      listed.map(\.owner) == gists.map { $0.owner.map { GistUser(login: $0.login, id: $0.id) } })
  }

  @Test func changingOneGistsOwnerLeavesTheOthers() throws {
    var (gists, _) = try Gist.list(in: Self.page)
    gists[0].owner?.login = "eve"
    #expect(gists[0].owner?.login == "eve" && gists[1].owner?.login == "ada")
    var copy = gists[1]
    copy.forkOf = GistForkSource(id: "z", owner: nil)
    #expect(gists[1].forkOf == nil && copy.forkOf?.id == "z")
    // Equal values are equal whether or not they share a copy, and hash alike.
    let apart = Gist(id: "b", owner: GistUser(login: "ada", id: 1))
    let shared = Gist(id: "b", owner: gists[1].owner)
    #expect(apart == shared && apart.hashValue == shared.hashValue)
  }
}
