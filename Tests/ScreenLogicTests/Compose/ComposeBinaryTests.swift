import Foundation
import GistValues
import ScreenLogic
import Store
import TestSupport
import Testing

/// Issue 55, item 2, on the compose screen: "add a local file" takes an image as its bytes
/// (never as text to edit); a send makes or changes the gist through the API with the text
/// and then commits the binary files through git; when git fails the text is on GitHub and
/// the draft keeps the binary files as an edit of the gist, so S sends them alone.
@Suite struct ComposeBinaryTests {
  let stage = RecordingComposeStage()
  let editor = ScriptedEditor()
  let model = FakeComposer()
  let drafts = TemporaryDrafts()
  let navigator = RecordingNavigator()
  let session = AppSession()
  let png = BinaryFixture.png(width: 5, height: 4)
  let home = FileManager.default.temporaryDirectory.appendingPathComponent(
    "dehub-compose-binary-\(UUID())")

  init() throws {
    session.sendReview.sent()
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try png.write(to: home.appendingPathComponent("logo.png"))
  }

  func make(_ draft: Draft) -> ComposeDirector {
    let director = ComposeDirector(
      stage: stage, draft: draft, model: model, drafts: drafts.store, editor: editor,
      session: session, home: home.path, navigator: navigator)
    director.start()
    return director
  }

  static func created(_ files: [GistFile], id: String = "new1") -> Gist {
    Gist(id: id, description: "pics", files: files, owner: GistUser(login: "ada", id: 1))
  }

  @Test func aLocalImageIsAddedAsBytesAndSentThroughGitAfterTheText() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let director = make(
      Draft(description: "pics", files: ["notes.md": "# Notes\n"], isPublic: false))
    stage.send(.answered(.localFile, "~/logo.png"))
    #expect(director.current.isBinary("logo.png"))
    #expect(director.current.bytes(of: "logo.png") == png)
    #expect(
      stage.notices.last == "Added logo.png (binary, \(png.count) bytes) through git when sent")
    #expect(stage.files.map(\.sizeLabel) == ["binary \(png.count) B", "1 line"])
    // Never opened as text.
    stage.send(.editFile("logo.png"))
    #expect(editor.edited.isEmpty)
    #expect(stage.messages.last?.hasPrefix("logo.png is a binary file: it goes as it is") == true)
    // The draft on disk holds the bytes.
    #expect(drafts.store.all().first?.bytes(of: "logo.png") == png)

    stage.send(.send)
    #expect(model.created.map { $0.gist.files.mapValues(\.content) } == [["notes.md": "# Notes\n"]])
    model.created[0].done(.success(Self.created([GistFile(filename: "notes.md")])))
    #expect(model.committed.map(\.binaries) == [["logo.png": png]])
    #expect(model.committed.first?.removing == [])
    #expect(navigator.moves.isEmpty)
    let whole = Self.created([GistFile(filename: "notes.md"), GistFile(filename: "logo.png")])
    model.committed[0].done(.success(whole))
    #expect(navigator.moves == [.replaceTop(.created(whole))])
    #expect(drafts.store.all().isEmpty)
    withExtendedLifetime(director) {}
  }

  @Test func binaryFilesAloneGoWithAPlaceholderTheCommitRemoves() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let director = make(Draft(description: "pics", files: [:], isPublic: false))
    #expect(director.availability(of: .send) == "needs text")
    stage.send(.answered(.localFile, "~/logo.png"))
    #expect(director.availability(of: .send) == nil)
    stage.send(.send)
    let sent = try #require(model.created.first?.gist.files)
    #expect(sent.keys.sorted() == ["dehub-adding-binary-files.txt"])
    model.created[0].done(
      .success(Self.created([GistFile(filename: "dehub-adding-binary-files.txt")])))
    #expect(model.committed.first?.removing == ["dehub-adding-binary-files.txt"])
    withExtendedLifetime(director) {}
  }

  /// Git failing after the API made the gist: the text is there; the draft becomes an edit
  /// of it holding the image, and the next S commits the image alone (no second gist).
  @Test func whenGitFailsTheDraftKeepsTheImageAsAnEditOfTheGist() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let director = make(
      Draft(description: "pics", files: ["notes.md": "# Notes\n"], isPublic: false))
    stage.send(.answered(.localFile, "~/logo.png"))
    stage.send(.send)
    let made = Self.created([GistFile(filename: "notes.md", content: "# Notes\n")])
    model.created[0].done(.success(made))
    model.committed[0].done(.failure(GistError.local("git could not push.")))
    #expect(
      stage.messages.last
        == "The text went to GitHub, but the binary files did not: git could not push. They are "
        + "kept in the draft; S sends them.")
    #expect(director.current.gistID == "new1")
    #expect(director.current.bytes(of: "logo.png") == png)
    #expect(drafts.store.all().map(\.gistID) == ["new1"])

    stage.send(.send)
    model.fetched[0](.success(made))
    #expect(model.created.count == 1)
    #expect(model.updated.isEmpty)
    #expect(model.committed.count == 2)
    #expect(model.committed.last?.binaries == ["logo.png": png])
    withExtendedLifetime(director) {}
  }

  /// Editing a gist that holds an image: the image is binary in the draft (not base64 text
  /// to edit); a text change sends a PATCH without it; a rename sends only its new name.
  @Test func anEditKeepsAGistsImageAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let server = Gist(
      id: "g1", description: "pics",
      files: [
        GistFile(filename: "notes.md", content: "a\n"),
        GistFile(filename: "logo.png", content: png.base64EncodedString(), encoding: "base64"),
      ], owner: GistUser(login: "ada", id: 1))
    var draft = DraftChanges.draft(editing: server)
    #expect(draft.isBinary("logo.png") && !draft.isBinary("notes.md"))
    draft.files["notes.md"] = "b\n"
    #expect(DraftChanges.changes(from: server, to: draft).files.keys.sorted() == ["notes.md"])
    #expect(DraftChanges.binaryCommits(from: server, to: draft).isEmpty)
    let director = make(draft)
    stage.send(.answered(.rename("logo.png"), "picture.png"))
    #expect(director.current.isBinary("picture.png") && !director.current.isBinary("logo.png"))
    let changes = DraftChanges.changes(from: server, to: director.current)
    #expect(
      changes.files["logo.png"]
        == .some(GistChanges.FileChange(content: nil, filename: "picture.png")))
    #expect(DraftChanges.binaryCommits(from: server, to: director.current).isEmpty)
    #expect(stage.files.first { $0.name == "picture.png" }?.mark == "renamed from logo.png")
    withExtendedLifetime(director) {}
  }

  /// Review finding: a binary file over 1 MB, which GitHub's answer to a PATCH gives only
  /// the start of, was committed cut to that start when a send was retried. A binary file
  /// unchanged since the edit was opened is never sent again.
  @Test func aRetriedSendNeverRecommitsAnUnchangedBinaryFile() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let whole = Data((0..<3000).map { UInt8($0 % 251) })
    let start = whole.prefix(1000)
    let opened = Gist(
      id: "g1", description: "pics",
      files: [
        GistFile(filename: "notes.md", content: "a\n"),
        GistFile(filename: "blob.bin", content: whole.base64EncodedString(), encoding: "base64"),
      ], owner: GistUser(login: "ada", id: 1))
    var draft = DraftChanges.draft(editing: opened)
    draft.files["notes.md"] = "b\n"
    let director = make(draft)
    stage.send(.answered(.localFile, "~/logo.png"))
    stage.send(.send)
    model.fetched[0](.success(opened))
    // GitHub's answer to the PATCH holds the start of blob.bin only.
    var answered = opened
    answered.files = [
      GistFile(filename: "notes.md", content: "b\n"),
      GistFile(
        filename: "blob.bin", truncated: true, content: start.base64EncodedString(),
        encoding: "base64"),
    ]
    model.updated[0].done(.success(answered))
    #expect(model.committed.first?.binaries.keys.sorted() == ["logo.png"])
    model.committed[0].done(.failure(GistError.local("git could not push.")))
    #expect(stage.files.first { $0.name == "notes.md" }?.change == nil, "the text went")
    stage.send(.send)
    var now = answered
    now.files[1] = GistFile(
      filename: "blob.bin", content: whole.base64EncodedString(), encoding: "base64")
    model.fetched[1](.success(now))
    #expect(model.committed.count == 2)
    #expect(model.committed.last?.binaries.keys.sorted() == ["logo.png"])
    withExtendedLifetime(director) {}
  }

  /// An edit of a gist past 300 files (read whole through git) is not refused for its count:
  /// it sends only what changed.
  @Test func anEditOfAGistPast300FilesIsNotRefusedForItsCount() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let files = (1...305).map { GistFile(filename: "f\($0).txt", content: "\($0)\n") }
    let gist = Gist(
      id: "wide", description: "wide", files: files, owner: GistUser(login: "ada", id: 1))
    var draft = DraftChanges.draft(editing: gist)
    draft.files["f1.txt"] = "changed\n"
    let director = make(draft)
    stage.send(.send)
    #expect(stage.problems.last?.isEmpty ?? true, "\(stage.problems)")
    #expect(model.fetched.count == 1)
    withExtendedLifetime(director) {}
  }
}
