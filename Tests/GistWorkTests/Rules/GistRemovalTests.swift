import Foundation
import GistServer
import GistWork
import Synchronization
import TestSupport
import Testing

@testable import GistValues
@testable import Store

/// Deleting so it can be undone, and undoing, against the loopback server with a real cache:
/// the whole gist is kept first (fetched when the cache has no whole copy), a week long,
/// and made again as a new gist with the same files, description and visibility.
@Suite struct GistRemovalTests {
  final class Folder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-removal-\(UUID())")
    deinit { try? FileManager.default.removeItem(at: url) }
  }

  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: "gone01", owner: ServerFixture.login, description: "secret notes",
            isPublic: false, files: ["a.md": "# A\n", "b.sh": "echo b\n"], hoursAgo: 1)
        ]))
  }

  /// A clock the test moves.
  final class Now: Sendable {
    let time = Mutex(Date(timeIntervalSince1970: 1_000_000))
    var date: Date { time.withLock { $0 } }
    func move(by seconds: TimeInterval) { time.withLock { $0 += seconds } }
  }

  /// A cache scope in `folder` on `now`'s clock.
  static func scope(_ folder: Folder, now: Now, baseURL: String) throws -> CacheScope {
    let cache = try GistCache(
      folder: folder.url.appendingPathComponent("cache"), clock: { now.date })
    return CacheScope(cache: cache, host: baseURL, login: ServerFixture.login)
  }

  @Test func aDeleteKeepsTheWholeGistFirstAndRestoreMakesItAgain() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let now = Now()
      let scope = try Self.scope(folder, now: now, baseURL: fixture.baseURL)
      let api = try fixture.api()
      fixture.store.clearLog()
      let kept = try GistRemoval.delete(id: "gone01", api: api, cache: scope)
      // Never fetched whole: fetched before the delete.
      #expect(
        fixture.store.requests.map { "\($0.method) \($0.path)" } == [
          "GET /gists/gone01", "DELETE /gists/gone01",
        ])
      #expect(kept?.files.map(\.content) == ["# A\n", "echo b\n"])
      let store = try #require(DeletedGists(scope: scope))
      #expect(store.all().map(\.gist.id) == ["gone01"])
      #expect(store.all().first?.deletedAt == Date(timeIntervalSince1970: 1_000_000))

      let made = try GistRemoval.restore(id: "gone01", api: api, cache: scope)
      #expect(made.id != "gone01")
      let again = try #require(fixture.store.gist(id: made.id))
      #expect(again.description == "secret notes")
      #expect(!again.isPublic)
      #expect(again.files.map(\.filename) == ["a.md", "b.sh"])
      #expect(fixture.store.rawContent(id: made.id, filename: "b.sh") == "echo b\n")
      // Made once: the copy is let go.
      #expect(store.all().isEmpty)
      #expect(throws: GistError.self) {
        try GistRemoval.restore(id: "gone01", api: api, cache: scope)
      }
    }
  }

  @Test func theWholeCopyInTheCacheIsUsedAndKeptAWeek() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let now = Now()
      let scope = try Self.scope(folder, now: now, baseURL: fixture.baseURL)
      let api = try fixture.api()
      let account = try #require(scope.account)
      scope.cache.documents.save(try api.completeGist(id: "gone01"), account: account)
      fixture.store.clearLog()
      try GistRemoval.delete(id: "gone01", api: api, cache: scope)
      #expect(fixture.store.requests.map(\.method) == ["DELETE"])
      let store = try #require(DeletedGists(scope: scope))
      now.move(by: DeletedGists.keptFor - 1)
      #expect(store.find("gone01") != nil)
      now.move(by: 2)
      #expect(store.find("gone01") == nil)
      #expect(store.all().isEmpty)
      #expect(
        (try? FileManager.default.contentsOfDirectory(atPath: store.folder.path))?.isEmpty == true)
    }
  }

  @Test func aRefusedDeleteKeepsNoCopy() async throws {
    let folder = Folder()
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let now = Now()
      let scope = try Self.scope(folder, now: now, baseURL: fixture.baseURL)
      fixture.store.inject(Fault(method: "DELETE", path: "/gists/gone01", kind: .status(500)))
      #expect(throws: GistError.self) {
        try GistRemoval.delete(id: "gone01", api: try fixture.api(), cache: scope)
      }
      #expect(DeletedGists(scope: scope)?.all().isEmpty == true)
    }
  }
}

extension GistRemovalTests {
  /// Issue 58, U2: a copy whose inner id differed from its file's name listed under one id
  /// and restored under the other; U3: old copies were found by parsing every one.
  @Test func aCopyIsItsFilesGistOnlyAndOldOnesGoUnread() throws {
    let folder = Folder()
    let now = Now()
    let store = DeletedGists(
      root: folder.url.appendingPathComponent("deleted"), account: "octocat", clock: { now.date })
    try store.keep(
      Gist(id: "aaa111", description: "a", files: [GistFile(filename: "a.txt", content: "a\n")]))
    // A copy planted under another gist's name.
    let planted = store.folder.appendingPathComponent("bbb222.json")
    try FileManager.default.copyItem(
      at: store.folder.appendingPathComponent("aaa111.json"), to: planted)
    #expect(store.all().map(\.gist.id) == ["aaa111"])
    #expect(store.find("bbb222") == nil)
    // A week on, both go, by their files' times.
    now.move(by: DeletedGists.keptFor + 1)
    #expect(store.all().isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: store.folder.appendingPathComponent("aaa111.json").path))
  }
}
