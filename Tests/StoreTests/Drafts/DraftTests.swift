import Foundation
import GistValues
import Store
import Testing

@Suite struct DraftTests {
  @Test func draftsAreSavedListedAndRemoved() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = DraftStore(folder: folder)
    #expect(store.all().isEmpty)
    let first = Draft(
      description: "one", files: ["a.txt": "A"], isPublic: false,
      savedAt: Date(timeIntervalSince1970: 1))
    let second = Draft(
      gistID: "abc", description: "two", files: ["b.txt": "B"], isPublic: true,
      savedAt: Date(timeIntervalSince1970: 2))
    let file = try store.save(second)
    try store.save(first)
    #expect(store.all().map(\.id) == [first.id, second.id])
    var changed = second
    changed.lastError = "offline"
    try store.save(changed)
    #expect(store.all().last?.lastError == "offline")
    let mode =
      try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    try "{ not json".write(
      to: folder.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
    #expect(store.all().count == 2)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("broken.json").path))
    store.remove(first)
    #expect(store.all().map(\.id) == [second.id])
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("broken.json").path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }

  /// Issue 19, item 7: drafts (what the user wrote) are the user's alone.
  /// Issue 28: invalid files in the drafts folder were skipped with no word. Now how many,
  /// and where, is said once in the process (a command's stderr, the browser's notice).
  @Test func unreadableDraftsAreSaidOnceAndLeftThere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = DraftStore(folder: folder)
    try store.save(Draft(description: "fine", files: ["a.txt": "A"], isPublic: false))
    for name in ["broken.json", "empty.json"] {
      try (name == "empty.json" ? "" : "{ not json").write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    #expect(store.all().count == 1)
    #expect(store.all().count == 1)
    // Looked up by its key: another part of this process may take notices to say them.
    #expect(
      Notices.sentence(postedAs: "unreadable draft \(folder.path)")
        == "Skipped 2 draft files that could not be read in \(folder.path) (left there, not deleted)."
    )
    for name in ["broken.json", "empty.json"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
  }

  @Test func draftsAreTheUsersAlone() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-mode-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    let file = try DraftStore(folder: folder).save(
      Draft(description: "secret", files: ["a.txt": "a"], isPublic: false))
    let mode = { (path: String) in
      (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }
    #expect(mode(folder.path) == 0o700)
    #expect(mode(file.path) == 0o600)
  }

  @Test func validationSaysWhatGitHubWouldRefuse() {
    #expect(GistValidation.problems(files: [("a.txt", "hello")]).isEmpty)
    #expect(GistValidation.problems(files: []) == ["A gist needs at least one file."])
    #expect(
      GistValidation.problems(files: [("a.txt", "  \n")]) == [
        "\"a.txt\" is empty; GitHub refuses blank files."
      ])
    #expect(
      GistValidation.problems(files: [("a", "x"), ("a", "y")]).first?.contains("Two files") == true)
    #expect(
      GistValidation.problems(files: [("gistfile1.txt", "x")]).first?.contains("reserves") == true)
    #expect(
      GistValidation.problems(files: [("b.bin", "a\u{0}b")]).first?.contains("binary") == true)
    #expect(
      GistValidation.problems(files: (0...300).map { ("f\($0)", "x") }).first?.contains(
        "at most 300") == true)
    #expect(
      !GistValidation.isReserved("gistfile.txt") && GistValidation.isReserved("gistfile12.txt"))
    #expect(throws: GistError.self) {
      try GistValidation.text(from: Data([0xff, 0xfe, 0x00]), name: "x")
    }
  }

  @Test func anEditIsStaleWhenTheNewestRevisionChangedEvenInTheSameSecond() {
    let second = Date(timeIntervalSince1970: 1_800_000_000)
    let opened = Gist(
      id: "g1", files: [GistFile(filename: "a.txt", content: "a")], updatedAt: second,
      history: [GistCommit(version: "v1")])
    let draft = DraftChanges.draft(editing: opened)
    #expect(!draft.isStale(against: opened))
    var changed = opened
    changed.history = [GistCommit(version: "v2"), GistCommit(version: "v1")]
    #expect(draft.isStale(against: changed))
    // Without revisions, the update time decides.
    var older = draft
    older.baseVersion = nil
    changed.history = nil
    #expect(!older.isStale(against: changed))
    changed.updatedAt = second.addingTimeInterval(1)
    #expect(older.isStale(against: changed))
  }

  /// Issue 30: a draft records the host and login it was written for; the drafts of a gist
  /// are the current account's (an old draft with no host counts as the current one's).
  @Test func aDraftBelongsToTheAccountItWasWrittenFor() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let hostA = DraftStore(
      folder: folder, account: DraftAccount(host: "http://127.0.0.1:1", login: "alice"))
    let onB = DraftAccount(host: "http://127.0.0.1:2/")
    let hostB = DraftStore(folder: folder, account: onB)
    let fromA = Draft(gistID: "g", description: "", files: ["a": "A"], isPublic: false)
    let old = Draft(gistID: "g", description: "", files: ["o": "O"], isPublic: false)
    try hostA.save(fromA)
    try DraftStore(folder: folder).save(old)
    let saved = try #require(hostA.all().first { $0.id == fromA.id })
    #expect(saved.host == "http://127.0.0.1:1" && saved.login == "alice")
    #expect(hostA.drafts(editing: "g").map(\.id).sorted() == [fromA.id, old.id].sorted())
    #expect(hostB.drafts(editing: "g").map(\.id) == [old.id])
    #expect(hostB.drafts(editingElsewhere: "g").map(\.id) == [fromA.id])
    #expect(DraftAccount.writer(of: saved) == "alice at 127.0.0.1:1")
    // Same host, another login: not the same account; an unknown login is not compared.
    #expect(!DraftAccount(host: "http://127.0.0.1:1", login: "bob").owns(saved))
    #expect(DraftAccount(host: "http://127.0.0.1:1/").owns(saved))
    onB.use(login: "bob")
    #expect(!onB.owns(saved))
  }

  /// Issue 30: a scripted edit is kept as a draft while it is sent; the draft must give
  /// back exactly the changes, so that resuming it sends what the command would have.
  @Test func aDraftOfChangesGivesBackTheChanges() {
    let gist = Gist(
      id: "g", description: "d",
      files: [
        GistFile(filename: "a.txt", content: "a\n"), GistFile(filename: "b.txt", content: "b\n"),
        GistFile(filename: "c.txt", content: "c\n"),
      ])
    let changes = GistChanges(
      description: "new",
      files: [
        "a.txt": GistChanges.FileChange(content: "A\n"), "b.txt": GistChanges.FileChange?.none,
        "c.txt": GistChanges.FileChange(filename: "d.txt"),
        "e.txt": GistChanges.FileChange(content: "e\n"),
      ])
    let draft = DraftChanges.draft(editing: gist, applying: changes)
    #expect(draft.gistID == "g")
    #expect(draft.files == ["a.txt": "A\n", "d.txt": "c\n", "e.txt": "e\n"])
    #expect(DraftChanges.changes(from: gist, to: draft) == changes)
  }
}
