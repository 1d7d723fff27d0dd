import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// `list` and `view` share the browser's cache: they revalidate with ETags, and answer
/// from the cache when the server is gone.
@Suite struct OfflineCLITests {
  @Test func listAndViewAnswerFromTheCacheWhenTheServerIsGone() async throws {
    let fixture = try await ServerFixture.start {
      $0.generate(count: 250, owner: ServerFixture.login)
    }
    let cli = try CLI(server: fixture)
    defer { cli.cleanUp() }
    let online = try await onOwnThread { () throws -> (CLI.Run, CLI.Run, CLI.Run, String) in
      let first = try cli.run("list", "--limit", "150")
      let id = String(first.stdout.prefix { $0 != "\t" })
      let view = try cli.run("view", id)
      fixture.store.clearLog()
      let again = try cli.run("list", "--limit", "150")
      return (first, view, again, id)
    }.get()
    #expect(online.0.status == 0 && online.0.stdout.split(separator: "\n").count == 150)
    #expect(online.1.status == 0 && online.0.stderr.isEmpty)
    // The second list revalidated both pages it needed: two 304s, no third page.
    let lists = fixture.store.requests.filter { $0.path == "/gists" }
    #expect(lists.map(\.status) == [304, 304])
    #expect(online.2.stdout == online.0.stdout)
    await fixture.server.stop()

    let offline = try await onOwnThread { () throws -> [CLI.Run] in
      [
        try cli.run("list", "--limit", "150"), try cli.run("view", online.3),
        try cli.run("list", "--limit", "5", "--no-cache"),
        try cli.run("view", online.3, "--no-cache"),
        try cli.run("list", "--starred"), try cli.run("view", "0123456789abcdef"),
      ]
    }.get()
    #expect(offline[0].status == 0)
    #expect(offline[0].stdout == online.0.stdout)
    #expect(offline[0].stderr == "offline: from the cache, less than a minute old\n")
    #expect(offline[1].status == 0 && offline[1].stdout == online.1.stdout)
    #expect(offline[1].stderr.hasPrefix("offline: from the cache"))
    // Without the cache, or with nothing cached, the network's sentence and exit 1.
    for run in offline[2...] {
      #expect(run.status == 1)
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("connect"))
    }
  }

  /// A cache that cannot be opened (here its folder is a file) is said once on stderr, and
  /// the command works without it; `view` opens its cache beside its request.
  @Test func aCacheThatCannotBeOpenedIsSaidOnceAndLeftOut() async throws {
    try await CLI.with(seed: { $0.generate(count: 3, owner: ServerFixture.login) }) { cli, _ in
      let folder = cli.home.appendingPathComponent("cache")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("not a folder".utf8).write(to: folder.appendingPathComponent("dehub"))
      let list = try cli.run("list", "--limit", "1")
      let id = String(list.stdout.prefix { $0 != "\t" })
      let view = try cli.run("view", id)
      for run in [list, view] {
        #expect(run.status == 0 && !run.stdout.isEmpty, "\(run.stderr)")
        let said = run.stderr.split(separator: "\n").filter {
          $0.hasPrefix("dehub: without the cache: ")
        }
        #expect(said.count == 1, "\(run.stderr)")
      }
    }
  }

  @Test func theCacheSaysHowOldItIs() {
    let now = Date()
    #expect(RelativeTime.age(of: now.addingTimeInterval(-7200), now: now) == "2 hours old")
    #expect(RelativeTime.age(of: now.addingTimeInterval(-10), now: now) == "less than a minute old")
    #expect(RelativeTime.age(of: now.addingTimeInterval(-86400 * 3), now: now) == "3 days old")
  }

  @Test func visibilityFiltersYourOwnAndDiscoverListsEveryones() async throws {
    try await CLI.with(seed: {
      $0.generate(count: 40, owner: ServerFixture.login)
      $0.addUser("hubot", token: nil)
      $0.generate(count: 3, owner: "hubot")
    }) { cli, fixture in
      let api = try fixture.api()
      let all = try api.gists(.mine, limit: 100)
      let publics = try cli.run("list", "--public", "--limit", "100")
      let secrets = try cli.run("list", "--secret", "--limit", "100")
      let lines = { (run: CLI.Run) in run.stdout.split(separator: "\n") }
      #expect(lines(publics).count == all.filter(\.isPublic).count)
      #expect(lines(secrets).count == all.filter { !$0.isPublic }.count)
      #expect(lines(publics).allSatisfy { $0.contains("\tpublic\t") })
      #expect(lines(secrets).allSatisfy { $0.contains("\tsecret\t") })
      let discover = try cli.run("list", "--discover", "--limit", "100")
      #expect(discover.status == 0)
      let owners =
        try JSONSerialization.jsonObject(
          with: Data(try cli.run("list", "--discover", "--limit", "100", "--json").stdout.utf8))
        as? [[String: Any]]
      #expect(
        Set(owners?.compactMap { ($0["owner"] as? [String: Any])?["login"] as? String } ?? [])
          == ["octocat", "hubot"])
      #expect(try cli.run("list", "--public", "--secret").status == 2)
      #expect(try cli.run("list", "--secret", "--discover").status == 2)
      #expect(try cli.run("list", "-L", "3").stdout.split(separator: "\n").count == 3)
      // A short option's value may be joined to it, as gh (pflag) takes it: -L3, -dText.
      #expect(try cli.run("list", "-L3").stdout.split(separator: "\n").count == 3)
    }
  }
}
