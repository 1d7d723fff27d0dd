import Foundation
import Testing

@testable import Model

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
    // 320 bytes with the owner and fork source inline; a 10,000-gist list holds several
    // arrays of them.
    #expect(MemoryLayout<Gist>.stride <= 176)
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
