import Foundation
import GistServer
import GistValues
import Testing

/// Issue 55, item 1: past 300 files the API answers as GitHub's does: the first 300 by name
/// and `"truncated": true` on the gist; at 300 the gist is whole.
@Suite struct WideGistTests {
  @Test func pastThreeHundredFilesTheAPIListsThreeHundredAndSaysTruncated() throws {
    let store = TestStore.make()
    store.load(
      SeedFile(
        users: [],
        gists: [
          WideGist.gist(files: 305, owner: "octocat"),
          WideGist.gist(files: 300, owner: "octocat", id: "f1a7300"),
        ]))
    let wide = store.handle(ServerRequest(method: "GET", path: "/gists/a1de915"))
    let json = try #require(try JSONSerialization.jsonObject(with: wide.body) as? [String: Any])
    let files = try #require(json["files"] as? [String: Any])
    #expect(files.count == 300)
    #expect(json["truncated"] as? Bool == true)
    #expect(files["file300.txt"] != nil && files["file301.txt"] == nil)
    let whole = store.handle(ServerRequest(method: "GET", path: "/gists/f1a7300"))
    let wholeJSON = try JSONSerialization.jsonObject(with: whole.body) as? [String: Any]
    #expect(wholeJSON?["truncated"] as? Bool == false)
    #expect((wholeJSON?["files"] as? [String: Any])?.count == 300)
    // Lists say so too.
    let list = store.handle(ServerRequest(method: "GET", path: "/users/octocat/gists"))
    let listed = try JSONSerialization.jsonObject(with: list.body) as? [[String: Any]]
    let entry = listed?.first { $0["id"] as? String == "a1de915" }
    #expect(entry?["truncated"] as? Bool == true)
    #expect((entry?["files"] as? [String: Any])?.count == 300)
  }
}
