import Foundation
import GistValues
import Keys
import Model
import Reactive
import ScreenLogic
import Store
import TestSupport
import Testing

final class RecordingCommentsStage: RecordingMessagingStage<CommentsIntent>, CommentsStage {
  var comments: [CommentRow] = []
  var questions: [String] = []
  /// The comments a delete was asked about.
  var confirmations: [Int] {
    choices.compactMap {
      guard case .confirmDelete(let id)? = $0.options.last?.answer else { return nil }
      return id
    }
  }

  func showComments(_ comments: [CommentRow]) { self.comments = comments }
  func askForComment(_ text: String) { questions.append(text) }
  var selected: [Int] = []
  func selectComment(_ id: Int) { selected.append(id) }
}

/// Comments the test answers.
final class FakeComments: GistCommentsModel {
  let remote = FakeRemote<[GistComment]>()
  var added: [(body: String, done: (Result<GistComment, GistError>) -> Void)] = []
  var deleted: [(id: Int, done: (Result<Void, GistError>) -> Void)] = []
  var thread: any RemoteModel<[GistComment]> { remote }
  func addComment(_ body: String, completion: @escaping (Result<GistComment, GistError>) -> Void) {
    added.append((body, completion))
  }
  func deleteComment(_ commentID: Int, completion: @escaping (Result<Void, GistError>) -> Void) {
    deleted.append((commentID, completion))
  }
  var edited: [(id: Int, body: String, done: (Result<GistComment, GistError>) -> Void)] = []
  func editComment(
    _ commentID: Int, body: String, completion: @escaping (Result<GistComment, GistError>) -> Void
  ) { edited.append((commentID, body, completion)) }
}

@Suite struct CommentsDirectorTests {
  static let thread = [
    GistComment(
      id: 1, body: "See https://gist.github.com/ada/c0ffee.", user: GistUser(login: "ada", id: 1)),
    GistComment(
      id: 2, body: "mine, with a link to https://example.com/x",
      user: GistUser(login: "octocat", id: 2)),
    GistComment(id: 3, body: "no link here", user: GistUser(login: "ada", id: 1)),
  ]

  final class Trail: Navigator {
    var opened: [Transition] = []
    func go(_ transition: Transition) { opened.append(transition) }
  }

  func make(login: String? = "octocat") -> (
    RecordingCommentsStage, FakeComments, Trail, CommentsDirector
  ) {
    let stage = RecordingCommentsStage()
    let model = FakeComments()
    let trail = Trail()
    let session = AppSession()
    session.login.onNext(login)
    let director = CommentsDirector(
      stage: stage, gist: Gist(id: "abc", description: "Notes"), model: model, session: session,
      navigator: trail)
    director.start()
    model.remote.answer(Self.thread)
    return (stage, model, trail, director)
  }

  /// Issue 28, item 3: a comment over the size files are rendered up to shows as written
  /// (a 1 MB comment froze the screen for 35 s while it was rendered).
  @Test func aCommentOverTheRenderLimitShowsAsWritten() {
    let (stage, model, _, director) = make()
    #expect(stage.comments.allSatisfy { $0.rendered })
    let huge = String(repeating: "word ", count: BodyLimit.renderedMarkdown / 5 + 1)
    model.remote.answer(
      Self.thread + [GistComment(id: 4, body: huge, user: GistUser(login: "ada", id: 1))])
    #expect(stage.comments.map(\.rendered) == [true, true, true, false])
    withExtendedLifetime(director) {}
  }

  /// Issue 58, M-2: an 8 MB comment held the main thread for seconds; its first 512 KB are
  /// shown, and a line says so.
  @Test func aHugeCommentShowsItsStartAndSaysSo() {
    let (stage, model, _, director) = make()
    let huge = String(repeating: "word ", count: (8 << 20) / 5)
    model.remote.answer([GistComment(id: 9, body: huge, user: GistUser(login: "ada", id: 1))])
    let shown = stage.comments.first?.body ?? ""
    #expect(shown.utf8.count < BodyLimit.renderedMarkdown + 200)
    #expect(shown.hasSuffix("`dehub comments --json` prints it whole)"))
    withExtendedLifetime(director) {}
  }

  @Test func addingRefusesBlankAndKeepsTheTextWhenSendingFails() {
    let (stage, model, _, director) = make()
    #expect(stage.statuses.last == .hasContent && stage.comments.count == 3)
    #expect(stage.comments[1].author == "octocat" && stage.comments[1].preview.hasPrefix("mine"))
    stage.intentSubject.onNext(.add)
    #expect(stage.questions == [""])
    stage.intentSubject.onNext(.submit("   "))
    #expect(stage.messages.last == "A comment cannot be empty.")
    #expect(model.added.isEmpty)
    stage.intentSubject.onNext(.submit("Thanks, this helped"))
    #expect(model.added.map(\.body) == ["Thanks, this helped"])
    model.added[0].done(.failure(.connectionLost(host: "api.github.com")))
    #expect(stage.messages.last?.contains("your text is kept") == true)
    stage.intentSubject.onNext(.add)
    #expect(stage.questions.last == "Thanks, this helped")
    stage.intentSubject.onNext(.submit("Thanks, this helped"))
    model.added[1].done(.success(GistComment(id: 9, body: "Thanks, this helped")))
    #expect(stage.notices.last == "Comment added")
    stage.intentSubject.onNext(.add)
    #expect(stage.questions.last == "")
    withExtendedLifetime(director) {}
  }

  @Test func onlyOnesOwnCommentIsDeletedAndOnlyAfterAsking() {
    let (stage, model, _, director) = make()
    #expect(
      press(.character("d"), on: CommentsKeys.table, of: director, highlighted: 1) {
        stage.intentSubject.onNext($0)
      } == "delete the comment: your comments only")
    #expect(stage.confirmations.isEmpty)
    stage.intentSubject.onNext(.delete(2))
    #expect(stage.confirmations == [2] && model.deleted.isEmpty)
    stage.intentSubject.onNext(.confirmDelete(2))
    #expect(model.deleted.map(\.id) == [2])
    model.deleted[0].done(.failure(.forbidden("Not yours.")))
    #expect(stage.messages.last?.hasPrefix("Could not delete the comment") == true)
    withExtendedLifetime(director) {}
  }

  @Test func linksGoThroughTheSwitchboardAndUnknownOnesAreTold() {
    let (stage, _, trail, director) = make()
    stage.intentSubject.onNext(.openLink(1))
    #expect(trail.opened == [.push(.gist(id: "c0ffee", revision: nil))])
    stage.intentSubject.onNext(.openLink(2))
    #expect(stage.messages.last?.contains("https://example.com/x") == true)
    stage.intentSubject.onNext(.openLink(3))
    #expect(stage.messages.last == "This comment has no link to open.")
    #expect(trail.opened.count == 1)
    withExtendedLifetime(director) {}
  }

  @Test func signedOutCannotComment() {
    let (stage, _, _, director) = make(login: nil)
    for key in [Key.character("a"), .character("A")] {
      #expect(
        press(key, on: CommentsKeys.table, of: director) { stage.intentSubject.onNext($0) }
          .map { $0.hasSuffix(": after signing in") } == true)
    }
    #expect(stage.questions.isEmpty)
    withExtendedLifetime(director) {}
  }

  /// A Director whose `a` and `e` open `editor`.
  func makeWithEditor(_ editor: ScriptedEditor, kept: CommentDrafts? = nil) -> (
    RecordingCommentsStage, FakeComments, CommentsDirector
  ) {
    let stage = RecordingCommentsStage()
    let model = FakeComments()
    let session = AppSession()
    session.login.onNext("octocat")
    let director = CommentsDirector(
      stage: stage, gist: Gist(id: "abc", description: "Notes"), model: model, session: session,
      editor: editor, kept: kept, navigator: RecordingNavigator())
    director.start()
    model.remote.answer(Self.thread)
    return (stage, model, director)
  }

  @Test func aOpensTheEditorForAMultiLineCommentAndAKeepsTheOneLinePrompt() {
    let editor = ScriptedEditor()
    editor.next = [.success("Decided: **Thursday**\n\n- ship\n- tell ops\n")]
    let (stage, model, director) = makeWithEditor(editor)
    stage.intentSubject.onNext(.add)
    #expect(editor.edited.map(\.filename) == ["comment.md"])
    #expect(model.added.map(\.body) == ["Decided: **Thursday**\n\n- ship\n- tell ops\n"])
    model.added[0].done(.failure(.connectionLost(host: "api.github.com")))
    // The text comes back in the editor for the next try.
    editor.next = [.success(nil)]
    stage.intentSubject.onNext(.add)
    #expect(editor.edited.last?.text == "Decided: **Thursday**\n\n- ship\n- tell ops\n")
    #expect(stage.notices.last == "Unchanged; not sent (a sends it).")
    // A crashed editor sends nothing and says so.
    editor.next = [.failure(.local("The editor failed (exit 1)."))]
    stage.intentSubject.onNext(.add)
    #expect(
      stage.messages.last == "The editor failed (exit 1). Nothing was sent; your text is kept.")
    #expect(model.added.count == 1)
    // The one-line prompt does not start from a many-line text.
    stage.intentSubject.onNext(.addLine)
    #expect(stage.questions == [""])
    withExtendedLifetime(director) {}
  }

  /// Issue 28, item 4: comment text lived only in memory: leaving the screen after a failed
  /// send lost it, and a failed edit dropped the new text. Both are kept on disk and
  /// offered again by a later screen.
  @Test func unsentCommentsAndChangesOutliveTheScreen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-comments-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let kept = CommentDrafts(beside: DraftStore(folder: folder))
    func screen(_ editor: ScriptedEditor) -> (
      RecordingCommentsStage, FakeComments, CommentsDirector
    ) { makeWithEditor(editor, kept: kept) }
    let editor = ScriptedEditor()
    editor.next = [.success("a long thought\n")]
    var (stage, model, director) = screen(editor)
    stage.intentSubject.onNext(.add)
    model.added[0].done(.failure(.connectionLost(host: "api.github.com")))
    #expect(stage.messages.last?.contains("your text is kept in \(folder.path)") == true)
    editor.next = [.success("mine, **changed**")]
    stage.intentSubject.onNext(.edit(2))
    model.edited[0].done(.failure(.serverError(status: 502)))
    #expect(stage.messages.last?.contains("e opens your change again") == true)
    withExtendedLifetime(director) {}
    // The screen is left; a new one (or a new dehub) offers both again.
    (stage, model, director) = screen(editor)
    #expect(stage.notices.last == "Your unsent comment is kept: a opens it again.")
    editor.next = [.success(nil)]
    stage.intentSubject.onNext(.add)
    #expect(editor.edited.last?.text == "a long thought\n")
    editor.next = [.success(nil)]
    stage.intentSubject.onNext(.edit(2))
    #expect(editor.edited.last?.text == "mine, **changed**")
    // Sent at last: let go.
    stage.intentSubject.onNext(.submit("a long thought\n"))
    model.added[0].done(.success(GistComment(id: 9, body: "a long thought\n", user: nil)))
    #expect(kept.text(for: CommentDrafts.Key(gistID: "abc")) == nil)
    withExtendedLifetime(director) {}
  }

  @Test func eEditsOnlyOnesOwnCommentInTheEditor() {
    let editor = ScriptedEditor()
    let (stage, model, director) = makeWithEditor(editor)
    #expect(
      press(.character("e"), on: CommentsKeys.table, of: director, highlighted: 1) {
        stage.intentSubject.onNext($0)
      } == "edit the comment: your comments only")
    #expect(editor.edited.isEmpty)
    editor.next = [.success("mine, **changed**")]
    stage.intentSubject.onNext(.edit(2))
    #expect(editor.edited.last?.text == "mine, with a link to https://example.com/x")
    #expect(model.edited.map(\.id) == [2] && model.edited.map(\.body) == ["mine, **changed**"])
    model.edited[0].done(
      .success(
        GistComment(id: 2, body: "mine, **changed**", user: GistUser(login: "octocat", id: 2))))
    #expect(stage.notices.last == "Comment changed")
    editor.next = [.success("  \n")]
    stage.intentSubject.onNext(.edit(2))
    #expect(stage.messages.last == "A comment cannot be empty; d deletes it.")
    withExtendedLifetime(director) {}
  }
}
