import Foundation
import ScreenLogic
import Store
import TestSupport
import Testing

/// Issue 30, "small untruths": the visibility toggle offered on an edit that cannot change
/// it, a successful edit that said nothing, "Sending…" left under a question, `~` as the
/// account's home rather than `$HOME`, and "Cannot read …" with no reason.
extension ComposeDirectorTests {
  @Test func anEditSaysItsVisibilityCannotChangeAndDoesNotOfferTheToggle() {
    let new = make()
    #expect(stage.visibility == "secret (p makes it public)")
    #expect(new.availability(of: .togglePublic) == nil)
    withExtendedLifetime(new) {}
    let edit = make(DraftChanges.draft(editing: Self.server))
    #expect(stage.visibility == "public (GitHub does not change it once the gist is made)")
    #expect(edit.availability(of: .togglePublic) == "fixed once made")
    withExtendedLifetime(edit) {}
  }

  @Test func aConfirmedEditSaysWhatItSaved() {
    var toasts: [String] = []
    let subscription = session.toast.asObservable().subscribe(onNext: { toasts.append($0) })
    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("after"), .success("also")]
    stage.send(.editFile("edit.txt"))
    stage.send(.editFile("keep.txt"))
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    model.updated[0].done(.success(Self.server))
    #expect(toasts == ["Saved · 2 files changed"])
    subscription.dispose()
    withExtendedLifetime(director) {}
  }

  @Test func aLocalFileUnderTildeIsInHomeAndAnUnreadableOneSaysWhy() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-home-\(UUID())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    try "hi\n".write(to: home.appendingPathComponent("x.txt"), atomically: true, encoding: .utf8)
    let director = ComposeDirector(
      stage: stage, draft: Draft(description: "", files: [:], isPublic: false), model: model,
      drafts: drafts.store, editor: editor, session: session, home: home.path,
      navigator: RecordingNavigator())
    director.start()
    stage.send(.answered(.localFile, "~/x.txt"))
    #expect(director.current.files == ["x.txt": "hi\n"])
    stage.send(.answered(.localFile, "~/nope.txt"))
    #expect(stage.messages.last == "Cannot read \(home.path)/nope.txt: no such file or directory.")
    stage.send(.answered(.localFile, "~"))
    #expect(stage.messages.last == "Cannot read \(home.path): it is a folder.")
  }

  /// Issue 31: the compose screen's empty state and description line are the Director's
  /// words, and name the keys as `[keys]` remaps them.
  @Test func theEmptyStateNamesTheKeysAsRemapped() throws {
    let director = make()
    #expect(stage.description == "Description: (none; D to write one)")
    #expect(stage.noFiles.title == "No files yet")
    #expect(stage.noFiles.subtitle == "press a to write one in your editor, A to add a local file")
    withExtendedLifetime(director) {}
    let remapped = ComposeDirector(
      stage: stage, draft: Draft(description: "", files: [:], isPublic: false), model: model,
      drafts: drafts.store, editor: editor, session: session, navigator: sent,
      keyMap: try KeyMap(["add-file": ["+"]]))
    remapped.start()
    #expect(stage.noFiles.subtitle.hasPrefix("press + to write one"), "\(stage.noFiles.subtitle)")
    withExtendedLifetime(remapped) {}
  }
}
