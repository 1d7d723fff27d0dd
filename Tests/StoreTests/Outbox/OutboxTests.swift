import Foundation
import GistValues
import Store
import Testing

/// The outbox's records on disk (issue 56): written private and whole, oldest first, this
/// host's apart from another's, and a delete's base moved by an edit sent before it.
@Suite struct OutboxTests {
  @Test func recordsAreKeptPrivateOldestFirstAndByHost() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-outbox-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let here = Outbox(folder: folder, account: DraftAccount(host: "http://127.0.0.1:1/"))
    let there = Outbox(folder: folder, account: DraftAccount(host: "https://ghe.example.com"))
    let draft = Draft(description: "notes", files: ["a.txt": "a\n"], isPublic: false)
    let create = try here.add(.send(draft), now: Date(timeIntervalSince1970: 2))
    let star = try here.add(
      .star(id: "abc1234567", starred: true), now: Date(timeIntervalSince1970: 1))
    let elsewhere = try there.add(
      .comment(id: "def", body: "hi"), now: Date(timeIntervalSince1970: 3))
    #expect(here.all().map(\.id) == [star.id, create.id, elsewhere.id])
    #expect(here.onThisHost().map(\.id) == [star.id, create.id])
    #expect(there.onThisHost().map(\.id) == [elsewhere.id])
    #expect(here.waitingCount == 2)
    guard case .send(let kept)? = here.record(create.shortID)?.write else {
      Issue.record("no create kept")
      return
    }
    #expect(kept.files == draft.files && kept.description == "notes")
    #expect(create.write.summary == "create “notes”" && star.write.summary == "star abc1234")

    var conflicted = create
    conflicted.state = .conflict("changed")
    try here.save(conflicted)
    #expect(here.waitingCount == 1)
    #expect(here.all().first { $0.id == create.id }?.state.reason == "changed")

    let mode =
      try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent("\(create.id).json").path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
    #expect(folderMode == 0o700)
    try "{ cut".write(
      to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    #expect(here.all().count == 3)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("broken.json").path))
    here.remove(star)
    #expect(here.onThisHost().map(\.id) == [create.id])
  }

  @Test func aDeleteMadeAgainstAVersionMovesWithIt() {
    let delete = OutboxWrite.delete(id: "g", title: "t", baseVersion: "v1")
    #expect(delete.rebased(from: "v1", to: "v2") == .delete(id: "g", title: "t", baseVersion: "v2"))
    #expect(delete.rebased(from: "v0", to: "v2") == delete)
    let star = OutboxWrite.star(id: "g", starred: false)
    #expect(star.rebased(from: "v1", to: "v2") == star)
    #expect(star.summary == "unstar g" && star.kind == "unstar")
  }
}

/// A write already waiting is not kept twice (a star pressed twice while GitHub is down).
@Suite struct OutboxSameWriteTests {
  @Test func theSameWriteWaitsOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-outbox-same-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outbox = Outbox(folder: folder, account: DraftAccount(host: "http://127.0.0.1:1"))
    let first = try outbox.add(.star(id: "abc", starred: true))
    let again = try outbox.add(.star(id: "abc", starred: true))
    #expect(again.id == first.id && outbox.all().count == 1)
    _ = try outbox.add(.star(id: "abc", starred: false))
    #expect(outbox.all().count == 2)
  }
}
