import Foundation
import GistServer
import GistValues
import GistWork
import Store
import TestSupport
import Testing

/// Issue 56 from the shell: `--queue` keeps what GitHub cannot take now in the outbox, and
/// `dehub outbox send` sends each write once, only if still right; a create whose answer
/// was lost, or whose sender was killed at any step, is made exactly once.
@Suite struct OutboxCLITests {
  /// The write requests the server took (every method but GET), as "METHOD PATH".
  static func writes(_ fixture: ServerFixture) -> [String] {
    fixture.store.requests.filter { $0.method != "GET" }.map { "\($0.method) \($0.path)" }
  }

  /// Every write answers 503 until the faults are cleared.
  static func refuseWrites(_ fixture: ServerFixture) {
    for method in ["POST", "PATCH", "DELETE", "PUT"] {
      fixture.store.inject(Fault(method: method, path: "/gists", kind: .status(503)))
    }
  }

  @Test func queuedWritesAreSentOnceEachAndAChangedGistIsAConflict() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      Self.refuseWrites(fixture)
      let created = try cli.run(
        "create", "-", "-f", "q.txt", "-d", "queued", "--queue", stdin: "q\n")
      #expect(created.status == 0, "\(created.stderr)")
      #expect(created.stdout.isEmpty)
      #expect(created.stderr.contains("queued: create “queued” waits in the outbox"))
      #expect(created.stderr.contains("GitHub had a server error (HTTP 503)"))
      let edited = try cli.run(
        "edit", "bulk01", "-f", "b1.txt", "-", "--queue", stdin: "new text\n")
      #expect(edited.status == 0, "\(edited.stderr)")
      #expect(try cli.run("edit", "bulk03", "-d", "mine", "--queue").status == 0)
      #expect(try cli.run("delete", "bulk04", "--yes", "--queue").status == 0)
      #expect(try cli.run("star", "bulk05", "--queue").status == 0)
      // Without --queue a script learns of the failure, as before.
      let plain = try cli.run("star", "bulk02")
      #expect(plain.status == 1 && plain.stderr.contains("HTTP 503"))

      let listed = try cli.run("outbox")
      let kinds = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t")[1] }
      #expect(kinds == ["create", "edit", "edit", "delete", "star"], "\(listed.stdout)")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(try cli.run("outbox", "--json").stdout.utf8))
          as? [[String: Any]])
      #expect(json.map { $0["state"] as? String } == Array(repeating: "waiting", count: 5))

      // Meanwhile someone changes bulk03 on GitHub: that edit is a conflict.
      fixture.store.clearFaults()
      let other = try fixture.api()
      _ = try other.update(id: "bulk03", GistChanges(description: "changed elsewhere"))
      fixture.store.clearLog()
      let sent = try cli.run("outbox", "send")
      #expect(sent.status == 3, "\(sent.stderr)")
      #expect(
        Self.writes(fixture) == [
          "POST /gists", "PATCH /gists/bulk01", "DELETE /gists/bulk04", "PUT /gists/bulk05/star",
        ])
      #expect(fixture.store.gist(id: "bulk03")?.description == "changed elsewhere")
      #expect(fixture.store.rawContent(id: "bulk01", filename: "b1.txt") == "new text\n")
      #expect(sent.stderr.contains("Conflict: edit “mine” (bulk03)"))
      #expect(sent.pauses.count == 4)

      // Sent again: nothing more goes; the conflict stays until dropped.
      fixture.store.clearLog()
      #expect(try cli.run("outbox", "send").status == 3)
      #expect(Self.writes(fixture).isEmpty)
      let left = try cli.run("outbox")
      let id = try #require(left.stdout.split(separator: "\t").first.map(String.init))
      #expect(left.stdout.contains("conflict: The gist changed on GitHub"))
      let dropped = try cli.run("outbox", "drop", id)
      #expect(dropped.status == 0 && dropped.stderr.contains("Dropped: edit “mine”"))
      #expect(try cli.run("outbox", "send").status == 0)
      #expect(try cli.run("outbox").stderr.contains("The outbox is empty"))
    }
  }

  @Test func aWriteGitHubStillRefusesWaitsAndExitsOne() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      Self.refuseWrites(fixture)
      #expect(try cli.run("star", "bulk01", "--queue").status == 0)
      #expect(try cli.run("star", "bulk02", "--queue").status == 0)
      fixture.store.clearLog()
      let still = try cli.run("outbox", "send")
      #expect(still.status == 1)
      #expect(still.stderr.contains("Still waiting: star bulk01"))
      #expect(still.stderr.contains("1 more write not tried; they wait too."))
      #expect(Self.writes(fixture) == ["PUT /gists/bulk01/star"])
      // A write refused for good is said at once and not kept.
      fixture.store.clearFaults()
      let missing = try cli.run("star", "nosuchgist", "--queue")
      #expect(missing.status == 1)
      #expect(try cli.run("outbox", "--json").stdout.components(separatedBy: "\"id\"").count == 3)
    }
  }

  @Test func doctorSaysWhatWaitsInTheOutbox() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      #expect(try cli.run("doctor").stdout.contains("nothing waits to be sent"))
      Self.refuseWrites(fixture)
      #expect(try cli.run("star", "bulk01", "--queue").status == 0)
      let doctor = try cli.run("doctor")
      #expect(
        doctor.stdout.contains("1 write waiting to send: `dehub outbox` lists"),
        "\(doctor.stdout)")
    }
  }

  @Test func aCreateWhoseAnswerWasLostIsMadeOnce() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .drop, times: 1))
      let before = fixture.store.gistCount
      let run = try cli.run("create", "-", "-f", "l.txt", "-d", "lost", "--queue", stdin: "l\n")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("queued: create “lost”"))
      #expect(fixture.store.gistCount == before + 1)
      fixture.store.clearLog()
      let sent = try cli.run("outbox", "send")
      #expect(sent.status == 0, "\(sent.stderr)")
      #expect(sent.stderr.contains("Had reached GitHub: create “lost” is "))
      #expect(Self.writes(fixture).isEmpty)
      #expect(fixture.store.gistCount == before + 1)
    }
  }

  @Test func aQueuedCommentGoesOnceEvenWhenItsAnswerWasLost() async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      let comments = { fixture.store.gist(id: "bulk01")?.comments ?? -1 }
      fixture.store.inject(
        Fault(method: "POST", path: "/gists/bulk01/comments", kind: .status(503), times: 1))
      let queued = try cli.run("comments", "bulk01", "--add", "first", "--queue")
      #expect(queued.status == 0 && queued.stderr.contains("queued: comment on bulk01"))
      fixture.store.inject(
        Fault(method: "POST", path: "/gists/bulk01/comments", kind: .drop, times: 1))
      let lost = try cli.run("outbox", "send")
      #expect(lost.status == 1, "\(lost.stderr)")
      #expect(comments() == 1)
      let sent = try cli.run("outbox", "send")
      #expect(sent.status == 0 && sent.stderr.contains("Had reached GitHub: comment on bulk01"))
      #expect(comments() == 1)
    }
  }

  @Test(arguments: OutboxSender.Step.allCases)
  func aSenderKilledAtAnyStepMakesTheGistOnce(_ step: OutboxSender.Step) async throws {
    try await CLI.with(seed: JourneySeed.fiveGists) { cli, fixture in
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
      let queued = try cli.run(
        "create", "-", "-f", "k.txt", "-d", "killed", "--queue", stdin: "k\n")
      #expect(queued.status == 0, "\(queued.stderr)")
      fixture.store.clearFaults()
      let before = fixture.store.gistCount
      var killer = cli
      killer.environment["DEHUB_TEST_OUTBOX_KILL"] = step.rawValue
      let killed = try killer.runProcess("outbox", "send")
      #expect(killed.status == 128 + 9, "\(killed.stderr)")
      #expect(fixture.store.gistCount == before + (step == .beforeRequest ? 0 : 1))
      // Killed again at the same step, then let finish: still one gist.
      _ = try killer.runProcess("outbox", "send")
      let finished = try cli.runProcess("outbox", "send")
      #expect(finished.status == 0, "\(finished.stderr)")
      #expect(fixture.store.gistCount == before + 1)
      #expect(try cli.run("outbox").stderr.contains("The outbox is empty"))
    }
  }
}

/// Issue 56: `sync --watch` sends what waits in the outbox once GitHub answers a step.
@Suite struct OutboxWatchCLITests {
  @Test func aWatchSendsTheOutboxWhenGitHubAnswers() async throws {
    try await CLI.with { cli, fixture in
      let (_, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      let gist = try fixture.api().create(
        NewGist(description: "to star", files: ["s.txt": "s\n"], isPublic: false))
      fixture.store.inject(Fault(method: "PUT", path: "/gists", kind: .status(503)))
      #expect(try cli.run("star", gist.id, "--queue").status == 0)
      fixture.store.clearFaults()
      let (status, said) = try LinkWatchCLITests.watchInAChild(cli, dir) { said in
        #expect(said.wait(for: "Sent: star"), "\(said.all)")
      }
      #expect(status == 0, "\(said)")
      let puts = fixture.store.requests.filter { $0.method == "PUT" && $0.status == 204 }
      #expect(puts.map(\.path) == ["/gists/\(gist.id)/star"])
    }
  }
}
