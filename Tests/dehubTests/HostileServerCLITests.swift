import Foundation
import GistServer
import GistValues
import GistWork
import TestSupport
import Testing

/// Issue 19, item 8, from the shell: `list --filter` against a server whose `Link: next`
/// loops ends (it ran 455 requests in 20 s before) and lists each gist once.
@Suite struct HostileServerCLITests {
  @Test func listFilterEndsOnALoopingLink() async throws {
    try await ServerFixture.with(seed: { store in
      store.generate(count: 30, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", kind: .loopingLink))
    }) { fixture in
      let cli = try CLI(server: fixture)
      defer { cli.cleanUp() }
      // Bounded by `timeout`, so a regression fails instead of hanging the suite.
      let run = try cli.run(
        executable: URL(fileURLWithPath: "/usr/bin/timeout"),
        ["20", CLI.binary.path, "list", "--filter", ".", "--limit", "1000"])
      #expect(run.status == 0, "\(run.stderr)")
      let ids = run.stdout.split(separator: "\n").map { $0.split(separator: "\t").first ?? "" }
      #expect(ids.count == 30 && Set(ids).count == 30)
      #expect(fixture.store.requests.filter { $0.path == "/gists" }.count <= 2)
    }
  }

  /// Issue 19, item 10: git's credential prompt was drawn over the browser and printed by
  /// `dehub clone`. A repository that asks for credentials gets a sentence, at once.
  @Test func aCloneThatAsksForCredentialsSaysSoWithoutPrompting() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 1, owner: ServerFixture.login)
      store.inject(Fault(method: "GET", path: "/git", kind: .status(401)))
    }) { cli, fixture in
      let id = try #require(try fixture.api().gists(.mine, limit: 1).first?.id)
      let run = try cli.run(
        executable: URL(fileURLWithPath: "/usr/bin/timeout"),
        ["20", CLI.binary.path, "clone", id, "copy"])
      #expect(run.status == 1, "\(run.stderr)")
      #expect(
        run.stderr.contains("asks for credentials, and dehub does not prompt"), "\(run.stderr)")
      #expect(!run.stderr.contains("Username"))
    }
  }

  /// Issue 29: a page that fails among those asked at once fails `list` as a page failing in
  /// turn would, and nothing of the half-read list is cached.
  @Test func aFailedPageAmongManyFailsTheListAndCachesNothing() async throws {
    try await CLI.with(seed: { store in
      store.generate(count: 500, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", query: ["page": "4"], kind: .status(502), times: 1))
    }) { cli, fixture in
      let failed = try cli.run("list", "--limit", "500")
      #expect(failed.status == 1, "\(failed.stderr)")
      #expect(
        failed.stderr.contains(GistError.serverError(status: 502).message), "\(failed.stderr)")
      #expect(failed.stdout.isEmpty)
      let info = try cli.run("cache", "info")
      #expect(info.stdout.contains("lists:       0 pages, 0 gists"), "\(info.stdout)")
      // The fault was for one request: asked again, the whole list comes.
      let again = try cli.run("list", "--limit", "500")
      #expect(again.status == 0 && again.stdout.split(separator: "\n").count == 500)
    }
  }
}
