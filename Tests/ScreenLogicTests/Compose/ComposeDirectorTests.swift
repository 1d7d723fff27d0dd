import Foundation
import GistValues
import GistWork
import ScreenLogic
import Store
import Testing

@Suite struct ComposeDirectorTests {
  let stage = RecordingComposeStage()
  let editor = ScriptedEditor()
  let model = FakeComposer()
  let drafts = TemporaryDrafts()
  final class Sent: Navigator {
    var moves: [Transition] = []
    func go(_ transition: Transition) { moves.append(transition) }
  }
  let sent = Sent()
  let session = AppSession()

  /// The question before an edit's first send is tested on its own (`ComposeReviewTests`);
  /// here it was asked already.
  init() { session.sendReview.sent() }

  func make(
    _ draft: Draft = Draft(description: "", files: [:], isPublic: false), session: AppSession? = nil
  ) -> ComposeDirector {
    let sent = self.sent
    let director = ComposeDirector(
      stage: stage, draft: draft, model: model, drafts: drafts.store, editor: editor,
      session: session ?? self.session, navigator: sent)
    director.start()
    return director
  }

  @Test func sendIsEnabledOnlyWithTextAndEveryChangeIsSaved() {
    let director = make()
    #expect(stage.titles == ["New gist"])
    #expect(director.availability(of: .send) == "needs text")
    #expect(drafts.store.all().isEmpty)
    stage.send(.ask(.newFileName))
    #expect(stage.questions.map(\.0) == [.newFileName])
    editor.next = [.success("   \n")]
    stage.send(.answered(.newFileName, "notes.md"))
    #expect(editor.edited.map(\.filename) == ["notes.md"])
    #expect(stage.files == [ComposeFileRow(name: "notes.md", lines: 1, isBlank: true)])
    #expect(director.availability(of: .send) == "needs text")
    stage.send(.send)
    #expect(stage.messages.last?.hasPrefix("Nothing to send yet") == true)
    editor.next = [.success("# Notes\n")]
    stage.send(.editFile("notes.md"))
    #expect(director.availability(of: .send) == nil)
    stage.send(.answered(.description, "My notes"))
    #expect(drafts.store.all().map(\.description) == ["My notes"])
    #expect(drafts.store.all().first?.files == ["notes.md": "# Notes\n"])
    withExtendedLifetime(director) {}
  }

  @Test func whatGitHubWouldRefuseIsSaidBeforeSending() {
    let director = make(
      Draft(description: "", files: ["gistfile1.txt": "a", "empty.txt": " "], isPublic: false))
    stage.send(.send)
    #expect(model.created.isEmpty)
    #expect(
      stage.problems.last == [
        "\"empty.txt\" is empty; GitHub refuses blank files.",
        "\"gistfile1.txt\" is a name GitHub reserves for unnamed files; choose another.",
      ])
    stage.send(.ask(.rename("gistfile1.txt")))
    #expect(stage.questions.last?.1 == "gistfile1.txt")
    stage.send(.answered(.rename("gistfile1.txt"), "empty.txt"))
    #expect(stage.messages.last == "There is already a file named \"empty.txt\".")
    stage.send(.answered(.rename("gistfile1.txt"), "hello.txt"))
    stage.send(.removeFile("empty.txt"))
    #expect(stage.removals == ["empty.txt"])
    stage.send(.confirmRemove("empty.txt"))
    #expect(stage.files.map(\.name) == ["hello.txt"])
    stage.send(.send)
    #expect(
      model.created.map(\.gist) == [
        NewGist(description: "", files: ["hello.txt": "a"], isPublic: false)
      ])
    withExtendedLifetime(director) {}
  }

  /// Issue 19, item 11: re-sending a draft whose last send died mid-way (the gist was made,
  /// the answer lost) created a second gist. The next send looks for it and asks.
  @Test func aSendWhoseAnswerWasLostLooksForTheGistBeforeSendingAgain() {
    let director = make(Draft(description: "d", files: ["a.txt": "a"], isPublic: false))
    stage.send(.send)
    model.created[0].done(.failure(.connectionLost(host: "api.github.com")))
    #expect(stage.messages.last?.contains("the gist may have been created") == true)
    #expect(drafts.store.all().first?.uncertainSendAt != nil)
    stage.send(.send)
    #expect(model.created.count == 1, "nothing is sent before looking")
    let made = Gist(
      id: "made", description: "d", files: [GistFile(filename: "a.txt")],
      createdAt: Date())
    let other = Gist(
      id: "other", description: "d", files: [GistFile(filename: "b.txt")], createdAt: Date())
    model.newestAsked[0](.success([other, made]))
    #expect(model.created.count == 1)
    let choice = stage.choices.last
    #expect(choice?.title == "Your last send may have reached GitHub")
    #expect(choice?.options.map(\.answer) == [nil, .openCreated(made), .sendAgain])
    stage.send(.openCreated(made))
    #expect(sent.moves == [.replaceTop(.loadedGist(made))])
    #expect(drafts.store.all().isEmpty)
    withExtendedLifetime(director) {}
  }

  @Test func withNoEarlierGistFoundOrAskedToTheSendGoesAhead() {
    let director = make(Draft(description: "d", files: ["a.txt": "a"], isPublic: false))
    stage.send(.send)
    model.created[0].done(.failure(.timeout(host: "api.github.com", seconds: 30)))
    stage.send(.send)
    model.newestAsked[0](.success([]))
    #expect(model.created.count == 2)
    model.created[1].done(.failure(.malformedResponse("cut")))
    stage.send(.send)
    let made = Gist(
      id: "made", description: "d", files: [GistFile(filename: "a.txt")], createdAt: Date())
    model.newestAsked[1](.success([made]))
    stage.send(.sendAgain)
    #expect(model.created.count == 3)
    // The send in flight is marked on disk before it leaves (issue 28, item 5), and a
    // refusal for sure (nothing was made) clears the mark.
    #expect(drafts.store.all().first?.uncertainSendAt != nil)
    model.created[2].done(.failure(.validationFailed("files are empty")))
    #expect(drafts.store.all().first?.uncertainSendAt == nil)
    withExtendedLifetime(director) {}
  }

  /// Issue 28, item 5: `kill -9` during "Sending…", a restart and a send of the offered
  /// draft created a second gist: the draft was not marked in flight before the request.
  @Test func aSendCutOffByACrashLooksBeforeSendingAgain() {
    let first = make(Draft(description: "d", files: ["a.txt": "a"], isPublic: false))
    stage.send(.send)
    #expect(model.created.count == 1)
    // dehub dies here: the request left, no answer came. At the next start the draft is
    // offered again from disk.
    let kept = drafts.store.all().first
    #expect(kept?.uncertainSendAt != nil)
    withExtendedLifetime(first) {}
    let again = make(kept ?? Draft(description: "", files: [:], isPublic: false))
    stage.send(.send)
    #expect(model.created.count == 1, "it looks for the first send's gist before a second")
    #expect(model.newestAsked.count == 1)
    withExtendedLifetime(again) {}
  }

  /// Issue 28, item 5, for an edit: the resend of an edit whose PATCH went through before a
  /// crash said someone else had changed the gist. It sees its own change and lets go.
  @Test func anEditCutOffByACrashThatReachedGitHubIsNotAConflict() {
    let first = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("after")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    #expect(model.updated.count == 1)
    let kept = drafts.store.all().first
    #expect(kept?.uncertainSendAt != nil)
    withExtendedLifetime(first) {}
    // GitHub applied it: the gist is as the draft says, updated since the draft's base.
    var applied = Self.server
    for index in applied.files.indices where applied.files[index].filename == "edit.txt" {
      applied.files[index].content = "after"
    }
    applied.updatedAt = Date(timeIntervalSince1970: 2_000)
    let again = make(kept ?? Draft(description: "", files: [:], isPublic: false))
    stage.send(.send)
    model.fetched[1](.success(applied))
    #expect(stage.conflicts == 0)
    #expect(model.updated.count == 1, "nothing sent twice")
    #expect(stage.notices.last == "Your last send had reached GitHub.")
    #expect(drafts.store.all().isEmpty)
    withExtendedLifetime(again) {}
  }

  @Test func aFailedSendKeepsTheDraftAndARetrySendsAndRemovesIt() {
    let director = make(Draft(description: "d", files: ["a.txt": "a"], isPublic: false))
    stage.send(.togglePublic)
    stage.send(.send)
    #expect(drafts.store.all().count == 1)
    model.created[0].done(.failure(.serverError(status: 502)))
    #expect(stage.messages.last?.hasPrefix("Not sent; the draft is kept, S retries.") == true)
    #expect(drafts.store.all().first?.lastError != nil)
    #expect(sent.moves.isEmpty)
    stage.send(.send)
    #expect(model.created.count == 2 && model.created[1].gist.isPublic)
    model.created[1].done(.success(Gist(id: "new1", files: [])))
    #expect(drafts.store.all().isEmpty)
    #expect(sent.moves == [.replaceTop(.created(Gist(id: "new1", files: [])))])
    withExtendedLifetime(director) {}
  }

  @Test func aKeptDraftSaysWhyItsLastSendFailed() {
    var draft = Draft(description: "d", files: ["a.txt": "a"], isPublic: false)
    draft.lastError = "GitHub had a server error (502)."
    let director = make(draft)
    #expect(stage.messages.last?.contains("The last try to send this draft failed") == true)
    withExtendedLifetime(director) {}
  }

  @Test func theEditorFailingOrLeavingTheFileAloneChangesNothing() {
    let director = make(Draft(description: "", files: ["a.txt": "a"], isPublic: false))
    editor.next = [
      .failure(.local("The editor \"vim\" failed (exit 1); nothing was changed.")), .success(nil),
    ]
    stage.send(.editFile("a.txt"))
    #expect(stage.messages.last == "The editor \"vim\" failed (exit 1); nothing was changed.")
    stage.send(.editFile("a.txt"))
    #expect(stage.notices.last == "a.txt is unchanged.")
    #expect(drafts.store.all().isEmpty)
    withExtendedLifetime(director) {}
  }

  /// Issue 30, done-when 1: compose showed names and line counts, no mark of what changed
  /// and no diff. Both edited files are marked with `+N −M`, `d` opens the diff of exactly
  /// those changes, the first `S` offers Review / Send / Cancel, and Send sends one PATCH of
  /// those changes.
  @Test func editedFilesAreMarkedShownAsADiffAndSentAfterTheQuestion() throws {
    let fresh = AppSession()
    let director = make(DraftChanges.draft(editing: Self.server), session: fresh)
    editor.next = [.success("after\nmore\n"), .success("same\nand more\n")]
    stage.send(.editFile("edit.txt"))
    stage.send(.editFile("keep.txt"))
    stage.send(.answered(.rename("keep.txt"), "kept.txt"))
    stage.send(.confirmRemove("gone.txt"))
    #expect(
      stage.files.map { "\($0.name) \($0.mark)" } == [
        "edit.txt changed +2 −1", "kept.txt renamed from keep.txt +1 −0", "gone.txt removed −1",
      ])
    #expect(stage.files.map(\.change) == [.changed, .renamed, .removed])

    stage.send(.showChanges)
    let move = try #require(sent.moves.last)
    guard case .push(.diff(let title, let from, let to)) = move else {
      Issue.record("not a diff: \(move)")
      return
    }
    #expect(title == "Your changes to “old”, not sent yet")
    #expect(from.files.map(\.filename) == ["edit.txt", "gone.txt", "keep.txt"])
    #expect(
      to.files.map { "\($0.filename)=\($0.content ?? "")" } == [
        "edit.txt=after\nmore\n", "kept.txt=same\nand more\n",
      ])

    stage.send(.send)
    let question = try #require(stage.choices.last)
    #expect(question.title == "Send these changes?")
    #expect(question.options.map(\.label) == ["Cancel", "Review", "Send"])
    #expect(question.options[question.selected].label == "Review")
    #expect(model.fetched.isEmpty, "nothing is sent before the answer")
    stage.send(.review)
    #expect(sent.moves.count == 2)
    director.uncovered()
    let again = try #require(stage.choices.last)
    #expect(again.options[again.selected].label == "Send", "after a look, the focus is on Send")
    stage.send(.sendReviewed)
    model.fetched[0](.success(Self.server))
    #expect(model.updated.count == 1)
    #expect(
      model.updated.first?.changes
        == GistChanges(files: [
          "edit.txt": .some(.init(content: "after\nmore\n")),
          "keep.txt": .some(.init(content: "same\nand more\n", filename: "kept.txt")),
          "gone.txt": GistChanges.FileChange?.none,
        ]))
    // Only the first time after start: the next edit's S sends at once.
    model.updated[0].done(.failure(.serverError(status: 502)))
    let asked = stage.choices.count
    stage.send(.send)
    #expect(stage.choices.count == asked && model.fetched.count == 2)
    // Unless the option says every time.
    fresh.options.onNext([AppOption.reviewEverySend.key: true])
    model.fetched[1](.failure(.serverError(status: 502)))
    stage.send(.send)
    #expect(stage.choices.last?.title == "Send these changes?")
    withExtendedLifetime(director) {}
  }

  @Test func aNewGistShowsItsFilesAsTheDiffAndSendsWithoutAsking() throws {
    let director = make(
      Draft(description: "d", files: ["a.txt": "a\n"], isPublic: false), session: AppSession())
    #expect(stage.files == [ComposeFileRow(name: "a.txt", lines: 1, isBlank: false)])
    stage.send(.showChanges)
    guard case .push(.diff(let title, let from, let to)) = try #require(sent.moves.last) else {
      Issue.record("not a diff")
      return
    }
    #expect(title == "The new gist, not sent yet")
    #expect(from.files.isEmpty && to.files.map(\.filename) == ["a.txt"])
    stage.send(.send)
    #expect(model.created.count == 1)
    withExtendedLifetime(director) {}
  }

  static let server = Gist(
    id: "g1", description: "old", isPublic: true,
    files: [
      GistFile(filename: "keep.txt", size: 1, content: "same"),
      GistFile(filename: "edit.txt", size: 1, content: "before"),
      GistFile(filename: "gone.txt", size: 1, content: "bye"),
    ], updatedAt: Date(timeIntervalSince1970: 1_000))

  @Test func anEditSendsOnlyWhatChangedAndNothingWhenNothingDid() {
    let unchanged = make(DraftChanges.draft(editing: Self.server))
    #expect(stage.titles.last == "Editing “old”", "the description, not the id")
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    #expect(model.updated.isEmpty)
    #expect(stage.notices.last == "Nothing changed; nothing was sent.")
    withExtendedLifetime(unchanged) {}

    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("after")]
    stage.send(.editFile("edit.txt"))
    stage.send(.answered(.rename("keep.txt"), "kept.txt"))
    stage.send(.removeFile("gone.txt"))
    stage.send(.confirmRemove("gone.txt"))
    stage.send(.answered(.description, "new"))
    stage.send(.send)
    model.fetched[1](.success(Self.server))
    #expect(
      model.updated.first?.changes
        == GistChanges(
          description: "new",
          files: [
            "edit.txt": GistChanges.FileChange(content: "after"),
            "keep.txt": GistChanges.FileChange(filename: "kept.txt"),
            "gone.txt": GistChanges.FileChange?.none,
          ]))
    withExtendedLifetime(director) {}
  }

  @Test func aSentEditGoesBackAndTellsTheScreensShowingTheGist() {
    let director = make(DraftChanges.draft(editing: Self.server))
    var told: [String] = []
    let subscription = session.changedGist.asObservable().subscribe(onNext: {
      told.append($0.description ?? "")
    })
    editor.next = [.success("after")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    var edited = Self.server
    edited.description = "edited"
    model.updated[0].done(.success(edited))
    #expect(sent.moves == [.back])
    #expect(told == ["edited"])
    #expect(drafts.store.all().isEmpty)
    subscription.dispose()
    withExtendedLifetime(director) {}
  }

  @Test func aConflictAsksAndReloadKeepsTheUsersVersion() {
    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("mine")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    var changed = Self.server
    changed.updatedAt = Date(timeIntervalSince1970: 2_000)
    changed.files[0].content = "theirs"
    #expect(stage.notices.last == "Sending…")
    model.fetched[0](.success(changed))
    #expect(stage.conflicts == 1 && model.updated.isEmpty)
    #expect(stage.notices.last == "", "the question clears \"Sending…\" (issue 30)")
    stage.send(.reload)
    #expect(director.current.files["edit.txt"] == "theirs")
    #expect(drafts.store.all().map { $0.files["edit.txt"] } == ["mine"])
    #expect(stage.notices.last?.contains("your version is kept as a draft") == true)

    let other = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("mine again")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    model.fetched[1](.success(changed))
    stage.send(.overwrite)
    #expect(model.updated.first?.changes.files["edit.txt"] == .some(.init(content: "mine again")))
    withExtendedLifetime((director, other)) {}
  }

  /// Issue 17: a conflict can be gone through file by file: each file both sides changed
  /// shows its three versions on asking, and GitHub's or the user's version is kept; then
  /// the draft is based on GitHub's version and S sends it.
  @Test func aConflictIsResolvedFileByFileWithThreeVersionsToSee() throws {
    var base = Self.server
    base.files = [
      GistFile(filename: "a.txt", size: 1, content: "a\n"),
      GistFile(filename: "b.txt", size: 1, content: "b\n"),
      GistFile(filename: "same.txt", size: 1, content: "same\n"),
    ]
    let director = make(DraftChanges.draft(editing: base))
    editor.next = [.success("a mine\n"), .success("b mine\n")]
    stage.send(.editFile("a.txt"))
    stage.send(.editFile("b.txt"))
    stage.send(.send)
    var theirs = base
    theirs.updatedAt = Date(timeIntervalSince1970: 2_000)
    theirs.files = [
      GistFile(filename: "a.txt", size: 1, content: "a theirs\n"),
      GistFile(filename: "b.txt", size: 1, content: "b theirs\n"),
      GistFile(filename: "same.txt", size: 1, content: "same\n"),
      GistFile(filename: "new.txt", size: 1, content: "added on GitHub\n"),
    ]
    model.fetched[0](.success(theirs))
    let conflict = try #require(stage.choices.last)
    #expect(conflict.title == "The gist changed on GitHub")
    #expect(conflict.options.map(\.answer) == [nil, .resolve, .reload, .overwrite])
    stage.send(.resolve)
    var question = try #require(stage.choices.last)
    #expect(question.title == "a.txt: changed on GitHub and here")
    #expect(
      question.message == [
        "On GitHub: changed it.", "Here: changed it.",
        "Keep GitHub's, yours, both (yours as a.txt.mine), or merge in your editor.",
        "3 files to go.",
      ])
    #expect(
      question.options.map(\.answer) == [
        nil, .showConflict("a.txt"), .keepTheirs("a.txt"), .keepYours("a.txt"),
        .keepBoth("a.txt"), .mergeInEditor("a.txt"),
      ])
    stage.send(.showConflict("a.txt"))
    #expect(
      sent.moves.last
        == .push(.conflict(file: "a.txt", base: "a\n", theirs: "a theirs\n", yours: "a mine\n")))
    director.uncovered()
    #expect(stage.choices.last?.title == "a.txt: changed on GitHub and here")
    stage.send(.keepTheirs("a.txt"))
    #expect(stage.choices.last?.title == "Drop your version of a.txt?")
    stage.send(.dropYours("a.txt"))
    question = try #require(stage.choices.last)
    #expect(question.title == "b.txt: changed on GitHub and here")
    stage.send(.keepYours("b.txt"))
    question = try #require(stage.choices.last)
    #expect(question.title == "new.txt: changed on GitHub and here")
    #expect(question.message.prefix(2) == ["On GitHub: added it.", "Here: not there."])
    stage.send(.keepTheirs("new.txt"))
    #expect(
      director.current.files == [
        "a.txt": "a theirs\n", "b.txt": "b mine\n", "same.txt": "same\n",
        "new.txt": "added on GitHub\n",
      ])
    #expect(
      stage.notices.last
        == "Kept GitHub's a.txt, new.txt and yours of b.txt · S sends this version · your "
        + "earlier version stays a draft until GitHub confirms")
    #expect(model.updated.isEmpty, "nothing is sent until S")
    // Based on GitHub's version now: S sends one PATCH of the user's b.txt only.
    stage.send(.send)
    model.fetched[1](.success(theirs))
    let patch = try #require(model.updated.first)
    #expect(patch.changes.files == ["b.txt": .some(.init(content: "b mine\n"))])
    withExtendedLifetime(director) {}
  }

  /// Defect 6: leaving the compose screen kept a draft without saying so.
  @Test func leavingWithChangesSaysKeptAsADraft() {
    var toasts: [String] = []
    let subscription = session.toast.asObservable().subscribe(onNext: { toasts.append($0) })
    let director = make(DraftChanges.draft(editing: Self.server))
    director.closed()
    #expect(toasts.isEmpty, "nothing changed, nothing to say")
    editor.next = [.success("mine")]
    stage.send(.editFile("edit.txt"))
    director.closed()
    #expect(toasts == ["Kept as a draft · D in the gist list opens your drafts"])
    #expect(drafts.store.all().count == 1)
    subscription.dispose()
  }

  /// A review: `d` on an empty new gist opened a diff of nothing. With nothing written (or,
  /// editing, nothing changed) the diff is unavailable, and says why.
  @Test func theDiffOfANewGistNeedsSomethingWritten() {
    let director = make(Draft(description: "", files: [:], isPublic: false))
    #expect(director.availability(of: .showChanges) == "nothing written yet")
    withExtendedLifetime(director) {}
  }

  @Test func theDiffOfAnEditNeedsAChange() {
    let editing = make(DraftChanges.draft(editing: Self.server))
    #expect(editing.availability(of: .showChanges) == "no changes yet")
    #expect(editing.availability(of: .review) == "no changes yet")
    editor.next = [.success("mine")]
    stage.send(.editFile("edit.txt"))
    #expect(editing.availability(of: .showChanges) == nil)
  }

  /// A review: a new gist with only `p` pressed was kept as a draft of no files.
  @Test func anEmptyNewGistIsNoDraftToKeep() {
    var toasts: [String] = []
    let subscription = session.toast.asObservable().subscribe(onNext: { toasts.append($0) })
    let director = make(Draft(description: "", files: [:], isPublic: false))
    stage.send(.togglePublic)
    #expect(drafts.store.all().count == 1, "saved at the change")
    director.closed()
    #expect(drafts.store.all().isEmpty)
    #expect(toasts.isEmpty)
    subscription.dispose()
  }

  /// Issue 31: covered is not closed. The diff of a conflict (or of the changes) over
  /// compose leaves it open: nothing is said and the draft stays as it is; closing it
  /// afterwards still keeps the draft and says so.
  @Test func aDiffOverComposeDoesNotCloseIt() {
    var toasts: [String] = []
    let subscription = session.toast.asObservable().subscribe(onNext: { toasts.append($0) })
    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("mine")]
    stage.send(.editFile("edit.txt"))
    let before = director.current
    stage.send(.showChanges)
    #expect(sent.moves.count == 1, "the diff of the changes opens over compose")
    director.covered()
    #expect(toasts.isEmpty, "covered is not closed")
    director.uncovered()
    #expect(director.current == before)
    #expect(drafts.store.all().map(\.id) == [before.id])
    director.closed()
    #expect(toasts == ["Kept as a draft · D in the gist list opens your drafts"])
    #expect(drafts.store.all().map(\.id) == [before.id])
    subscription.dispose()
  }

  /// Defect 6: a draft whose gist is gone can still be sent, as a new gist.
  @Test func aDraftWhoseGistIsGoneGoesAsANewGist() {
    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("mine")]
    stage.send(.editFile("edit.txt"))
    #expect(director.availability(of: .sendAsNew) == "when the gist is gone")
    stage.send(.send)
    model.fetched[0](.failure(.notFound(what: "The gist g1")))
    #expect(stage.messages.last?.hasPrefix("The gist is gone from GitHub") == true)
    #expect(director.availability(of: .sendAsNew) == nil)
    #expect(drafts.store.all().count == 1, "the draft is kept")
    stage.send(.sendAsNew)
    #expect(model.created.count == 1)
    #expect(model.created.first?.gist.files["edit.txt"]?.content == "mine")
    #expect(drafts.store.all().first?.gistID == nil)
    withExtendedLifetime(director) {}
  }

  /// A new-user review: Ctrl-C in compose lost a description typed without Enter. What an
  /// open question holds when the screen closes is kept in the draft, and the app says so
  /// when it ends.
  @Test func textTypedInAnOpenQuestionIsKeptWhenTheScreenCloses() throws {
    let director = make()
    stage.send(.ask(.description))
    stage.send(.unanswered(.description, "half typed"))
    director.closed()
    let draft = try #require(drafts.store.all().first)
    #expect(draft.description == "half typed")
    #expect(session.keptDrafts.map(\.id) == [draft.id])
    let note = try #require(session.keptDrafts.first?.note)
    #expect(note.hasPrefix("dehub: kept “half typed” as an unsent draft in "))
    #expect(note.contains(drafts.store.file(for: draft).path))
    #expect(note.hasSuffix("`dehub`, then D, opens your drafts."))
  }

  /// A new file's name typed without Enter is kept as an empty file of that name.
  @Test func aNewFilesNameHalfTypedIsKeptAsAnEmptyFile() {
    let director = make(Draft(description: "kept", files: ["a.txt": "a"], isPublic: false))
    stage.send(.unanswered(.newFileName, " notes.md "))
    director.closed()
    #expect(drafts.store.all().map(\.files) == [["a.txt": "a", "notes.md": ""]])
    #expect(session.keptDrafts.count == 1)
  }

  /// What an open question holds unchanged (its first text) changes nothing, and says
  /// nothing; a path typed is not read while the app quits.
  @Test func anUnchangedOrPathQuestionKeepsNothing() {
    let director = make(Draft(description: "same", files: ["a.txt": "a"], isPublic: false))
    stage.send(.unanswered(.description, "same"))
    stage.send(.unanswered(.localFile, "/etc/hostname"))
    director.closed()
    #expect(drafts.store.all().isEmpty)
    #expect(session.keptDrafts.isEmpty)
  }

  /// A new-user review: the diff of an edit that changed only the description said "No
  /// changes: this is the current version." It shows the description as it was and is.
  @Test func theDiffOfAnEditShowsADescriptionChange() throws {
    let director = make(DraftChanges.draft(editing: Self.server))
    stage.send(.answered(.description, "new words"))
    #expect(director.availability(of: .showChanges) == nil)
    stage.send(.showChanges)
    guard case .push(.diff(_, let from, let to)) = try #require(sent.moves.last) else {
      Issue.record("not a diff: \(sent.moves)")
      return
    }
    #expect(from.description == "old" && to.description == "new words")
    let lines = GistDiff.lines(from: from, to: to).map(\.text)
    #expect(Array(lines.prefix(3)) == ["description", "-old", "+new words"])
    #expect(!lines.contains { $0.contains("No changes") })
  }
}
