import Foundation
import GistServer
import GistValues
import Store
import TestSupport
import Testing

/// The outbox's cells of the matrix (issue 56): `dehub outbox send` (and the browser's
/// courier, which sends through the same `OutboxSender`) keeps every promise a write path
/// must keep. The browser's side of the outbox is checked in OutboxJourneyTests.
extension PromiseMatrix {
  /// The outbox of `cli`'s home.
  static func outbox(_ cli: CLI, _ fixture: ServerFixture) -> Outbox {
    Outbox(
      folder: cli.home.appendingPathComponent("state/dehub/outbox"),
      account: DraftAccount(host: fixture.baseURL))
  }

  /// A public gist holding a token, put in the outbox without "Send anyway" (as a record
  /// written by hand, or by a dehub before the gate): `outbox send` refuses it, keeps it,
  /// and sends nothing.
  static let outboxStopsSecrets: PromiseMatrix.Cell = .check {
    try await CLI.with { cli, fixture in
      let token = "ghp_" + String(repeating: "a1B2", count: 9)
      try outbox(cli, fixture).add(
        .send(Draft(description: "k", files: ["k.env": "TOKEN=\(token)\n"], isPublic: true)))
      let run = try cli.run("outbox", "send")
      #expect(run.status == 1, "\(run.stderr)")
      #expect(run.stderr.contains("must not hold secrets"), "\(run.stderr)")
      #expect(!MatrixPaths.sent(token, fixture))
      #expect(outbox(cli, fixture).all().first?.state.name == "failed")
    }
  }

  /// An edit queued of a gist that then changed on GitHub: `outbox send` merges nothing
  /// and sends nothing; the conflict waits for compose, GitHub's text untouched.
  static let outboxMergesNothing: PromiseMatrix.Cell = .check {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "m", files: ["a.txt": "base\n"], isPublic: false))
      fixture.store.inject(Fault(method: "PATCH", path: "/gists", kind: .status(503)))
      let queued = try cli.run("edit", gist.id, "-f", "a.txt", "-", "--queue", stdin: "mine\n")
      #expect(queued.status == 0, "\(queued.stderr)")
      fixture.store.clearFaults()
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["a.txt": .init(content: "theirs\n")]))
      fixture.store.clearLog()
      let sent = try cli.run("outbox", "send")
      #expect(sent.status == 3, "\(sent.stderr)")
      #expect(MatrixPaths.writes(fixture).isEmpty)
      #expect(!MatrixPaths.sent("<<<<<<<", fixture))
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "theirs\n")
    }
  }

  /// A secret gist queued: its text on disk is the user's alone (0600 in a 0700 folder).
  static let outboxKeepsSecretGistsPrivate: PromiseMatrix.Cell = .check {
    try await CLI.with { cli, fixture in
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
      let run = try cli.run("create", "-", "-f", "s.txt", "--queue", stdin: "secret text\n")
      #expect(run.status == 0, "\(run.stderr)")
      let folder = cli.home.appendingPathComponent("state/dehub/outbox")
      #expect(MatrixPaths.mode(folder) == 0o700)
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }
      #expect(files.count == 1)
      for name in files {
        #expect(MatrixPaths.mode(folder.appendingPathComponent(name)) == 0o600)
      }
    }
  }

  /// GitHub still refusing (503), then refusing for good (422): the text stays in the
  /// outbox either way, and `dehub outbox` says where it stands.
  static let outboxKeepsTheText: PromiseMatrix.Cell = .check {
    try await CLI.with { cli, fixture in
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(503)))
      let queued = try cli.run("create", "-", "-f", "t.txt", "--queue", stdin: "kept\n")
      #expect(queued.status == 0)
      let waiting = try cli.run("outbox", "send")
      #expect(waiting.status == 1)
      fixture.store.clearFaults()
      fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(422)))
      let refused = try cli.run("outbox", "send")
      #expect(refused.status == 1)
      let kept = outbox(cli, fixture).all()
      guard kept.count == 1, case .send(let draft) = kept[0].write else {
        Issue.record("the outbox holds \(kept)")
        return
      }
      #expect(draft.files == ["t.txt": "kept\n"])
      #expect(kept[0].state.name == "failed")
      let listed = try cli.run("outbox")
      #expect(listed.stdout.contains("failed: "))
    }
  }

  /// A delete queued of a gist whose description holds escape sequences, refused by an
  /// error whose message holds them too: `dehub outbox` piped refuses, on a terminal draws
  /// placeholders, and stderr is sanitised.
  static let outboxNeverDrivesTheTerminal: PromiseMatrix.Cell = .check {
    try await CLI.with(seed: hostileSeed) { cli, fixture in
      fixture.store.inject(
        Fault(method: "DELETE", path: "/gists", kind: .hostileError(503)))
      let queued = try cli.run("delete", hostileID, "--yes", "--queue")
      #expect(queued.status == 0, "\(queued.stderr)")
      #expect(!queued.stderr.contains("\u{1B}") && !queued.stderr.contains("\u{9B}"))
      let piped = try cli.run("outbox")
      #expect(piped.status == 1 && piped.stdout.isEmpty, "\(piped.stdout.debugDescription)")
      #expect(piped.stderr.contains("--allow-escape-sequences"), "\(piped.stderr)")
      let shown = try cli.runOnTerminal(["outbox"])
      #expect(shown.stdout.contains("delete “evil␛]0;pwned␇"), "\(shown.stdout.debugDescription)")
      #expect(!shown.stdout.contains("\u{1B}]"), "\(shown.stdout.debugDescription)")
      let sent = try cli.run("outbox", "send")
      #expect(!sent.stderr.contains("\u{1B}") && !sent.stderr.contains("\u{9B}"))
    }
  }
}
