import Foundation
import GistValues
import Keys
import ScreenLogic
import Store
import TestSupport
import Testing

@Suite struct GistDetailDirectorTests {
  static let gist = Gist(
    id: "abc", description: "Two files", isPublic: false,
    files: [
      GistFile(filename: "b.py", language: "Python", size: 9, content: "print(1)\n"),
      GistFile(filename: "a.swift", language: "Swift", size: 8, content: "let a=1\n"),
    ], owner: GistUser(login: "ada", id: 1), comments: 2)

  /// Where the Director went.
  final class Trail: Navigator {
    var moves: [Transition] = []
    func go(_ transition: Transition) { moves.append(transition) }
    /// Directors kept alive for the test's length (their Stage does not own them).
    var directors: [GistDetailDirector] = []
  }

  let actions = FakeActions()
  let session = AppSession()
  let trail = Trail()
  let drafts = TemporaryDrafts()

  func make(
    initial: Gist? = nil, revision: String? = nil, created: Bool = false, find: TextFind? = nil,
    keyMap: KeyMap = KeyMap()
  ) -> (
    RecordingGistDetailStage, FakeGistDocument, FakeStar, GistDetailDirector
  ) {
    let stage = RecordingGistDetailStage()
    let document = FakeGistDocument(id: "abc", revision: revision, initial: initial)
    let star = FakeStar()
    let trail = self.trail
    let director = GistDetailDirector(
      stage: stage, document: document, star: star, actions: actions, session: session,
      drafts: drafts.store, created: created, find: find, keyMap: keyMap, navigator: trail)
    trail.directors.append(director)
    stage.availability = { [weak director] in director?.availability(of: $0) }
    return (stage, document, star, director)
  }

  /// A started Director showing `gist`, signed in as `login`.
  func shown(_ gist: Gist = Self.gist, login: String? = "ada", revision: String? = nil) -> (
    RecordingGistDetailStage, GistDetailDirector
  ) {
    session.login.onNext(login)
    let (stage, document, _, director) = make(revision: revision)
    director.start()
    document.answer(gist)
    return (stage, director)
  }

  static let published = Gist(
    id: "abc", description: "Published",
    files: [GistFile(filename: "a.txt", size: 1, content: "a")],
    owner: GistUser(login: "ada", id: 1), htmlURL: "https://gist.github.com/ada/abc",
    gitPullURL: "https://gist.github.com/abc.git")

  @Test func deleteAsksOnlyTheOwnerFirstThenClosesWhenTheServerAgrees() {
    let (stage, _) = shown(login: "bob")
    #expect(stage.press(.character("d")) == "delete: your gists only")
    #expect(stage.confirmations.isEmpty)

    let (own, _) = shown(login: "Ada")
    #expect(own.press(.character("d")) == nil)
    #expect(own.confirmations == ["Two files"])
    #expect(actions.deletes.isEmpty)
    own.intentSubject.onNext(.confirmDelete)
    #expect(actions.deletes.count == 1)
    actions.deletes[0](.failure(.serverError(status: 500)))
    #expect(own.messages.last?.hasPrefix("Could not delete:") == true)
    #expect(!trail.moves.contains(.back))
    own.intentSubject.onNext(.confirmDelete)
    actions.deletes[1](.success(()))
    #expect(trail.moves == [.back])
  }

  @Test func forkOpensTheForkAndRefusesOnesOwnGist() {
    let (own, _) = shown(login: "ada")
    #expect(own.press(.character("f")) == "fork: your own gist")
    #expect(actions.forks.isEmpty)

    let (stage, _) = shown(login: "bob")
    stage.intentSubject.onNext(.fork)
    stage.intentSubject.onNext(.fork)
    #expect(actions.forks.count == 1)
    #expect(stage.notices.last == "Forking…")
    actions.forks[0](.success(Gist(id: "f0rk", files: [])))
    #expect(trail.moves == [.push(.loadedGist(Gist(id: "f0rk", files: [])))])
    // Issue 57, item 8: back on the original, it no longer says "Forking…".
    #expect(stage.notices.last == "Forked as f0rk")
    stage.intentSubject.onNext(.fork)
    actions.forks[1](.failure(.connectionLost(host: "api.github.com")))
    #expect(stage.messages.last?.hasPrefix("Could not fork:") == true)
  }

  @Test func copyOpenAndCloneUseTheGistsAddresses() {
    let (stage, _) = shown(Self.published)
    stage.intentSubject.onNext(.copyURL)
    #expect(stage.clipboard == ["https://gist.github.com/ada/abc"])
    stage.intentSubject.onNext(.openInBrowser)
    #expect(actions.opened == ["https://gist.github.com/ada/abc"])
    actions.browserError = .local("Cannot find xdg-open to open the page.")
    stage.intentSubject.onNext(.openInBrowser)
    #expect(stage.messages.last == "Cannot find xdg-open to open the page.")

    stage.intentSubject.onNext(.clone)
    #expect(stage.directoryQuestions == ["abc"])
    stage.intentSubject.onNext(.cloneInto("  notes  "))
    #expect(actions.clones.map(\.directory) == ["notes"])
    #expect(actions.clones.map(\.url) == ["https://gist.github.com/abc.git"])
    actions.clones[0].done(.success(()))
    #expect(stage.notices.last == "Cloned into notes")
  }

  /// Issue 19, item 11: `o` opened a server's `file://` and `javascript:` addresses.
  @Test func onlyHTTPSPagesAreOpenedOrCopied() {
    for address in [
      "file:///etc/passwd", "javascript:alert(1)", "http://gist.github.com/ada/abc",
      "https://gist.github.com/ada/abc\u{1B}]0;x\u{07}", "https://",
    ] {
      var hostile = Self.published
      hostile.htmlURL = address
      let (stage, _) = shown(hostile)
      #expect(stage.press(.character("o")) == "open in the web browser: no web address")
      #expect(stage.press(.character("y")) == "copy the URL: no web address", "\(address)")
      #expect(stage.clipboard.isEmpty, "\(address)")
      #expect(stage.unavailable[.openInBrowser] == "no web address", "\(address)")
    }
    #expect(actions.opened.isEmpty)
  }

  @Test func aRevisionSaysSoAndItsAddressNamesIt() {
    let (stage, _) = shown(Self.published, revision: "0123456789abcdef")
    #expect(stage.headers.last?.revision == "0123456789abcdef")
    stage.intentSubject.onNext(.copyURL)
    #expect(stage.clipboard == ["https://gist.github.com/ada/abc/0123456789abcdef"])
  }

  @Test func theKeysSayWhyTheyDoNothingOnThisGist() {
    // A plain file, opened without a search: m and n / N do nothing, and say why.
    let reading: [GistDetailIntent: String] = [
      .toggleRendering: "Markdown, notebooks and tables only",
      .nextMatch(forward: true): "after / or a search",
      .nextMatch(forward: false): "after / or a search", .openOriginal: "not a fork",
    ]
    // One file: no other to go to (issue 57, item 15: the footer then offers `w`).
    let oneFile: [GistDetailIntent: String] = [
      .cycleFile(forward: true): "the gist has one file",
      .cycleFile(forward: false): "the gist has one file",
    ]
    let (own, _) = shown(Self.published, login: "ada")
    #expect(
      own.unavailable == reading.merging(oneFile) { $1 }.merging([.fork: "your own gist"]) { $1 })
    let (other, _) = shown(Self.published, login: "bob")
    #expect(
      other.unavailable
        == reading.merging(oneFile) { $1 }.merging([
          .edit: "your gists only", .delete: "your gists only", .makePublic: "your gists only",
        ]) { $1 })
    let (old, _) = shown(Self.gist, login: "ada", revision: "0123")
    #expect(
      old.unavailable
        == reading.merging([
          .fork: "your own gist", .edit: "an old revision", .clone: "no git URL",
          .copyURL: "no web address", .openInBrowser: "no web address",
        ]) { $1 })
  }

  @Test func anEditSentElsewhereShowsAtOnceAndEditOpensTheCompose() {
    let (stage, director) = shown()
    stage.intentSubject.onNext(.edit)
    guard case .push(.compose(let draft)) = trail.moves.first else {
      Issue.record("expected the compose screen, got \(trail.moves)")
      return
    }
    #expect(draft.gistID == "abc" && draft.files["b.py"] == "print(1)\n")
    var edited = Self.gist
    edited.description = "Edited"
    session.changedGist.onNext(Gist(id: "other", description: "Not this one", files: []))
    #expect(stage.headers.last?.title == "Two files")
    session.changedGist.onNext(edited)
    #expect(stage.headers.last?.title == "Edited")
    withExtendedLifetime(director) {}
  }

  @Test func historyAndCommentsGoToTheirScreensAndTimesFollowTheOption() {
    let (stage, _) = shown()
    stage.intentSubject.onNext(.history)
    stage.intentSubject.onNext(.comments)
    #expect(trail.moves == [.push(.history(Self.gist)), .push(.comments(Self.gist))])
    #expect(stage.relativeTimes == [true])
    session.options.onNext(["relative_times": false])
    #expect(stage.relativeTimes == [true, false])
  }

  @Test func loadsThenShowsHeaderFilesAndTheFirstFile() {
    let (stage, document, star, director) = make()
    director.start()
    #expect(document.loads == 1 && star.checks == 1)
    #expect(stage.statuses.last == .loading("Loading the gist…"))
    document.answer(Self.gist)
    #expect(stage.statuses.last == .hasContent)
    #expect(stage.headers.last?.title == "Two files")
    #expect(stage.headers.last?.owner == "ada")
    #expect(stage.headers.last?.comments == 2)
    #expect(stage.files == ["a.swift", "b.py"])
    #expect(stage.contents.last == .text("let a=1\n", language: "Swift"))
  }

  @Test func aCopyFromTheListShowsAtOnceWithContentLoading() {
    let listCopy = Gist(
      id: "abc", description: "Two files", files: [GistFile(filename: "a.swift", size: 8)])
    let (stage, document, _, director) = make(initial: listCopy)
    director.start()
    #expect(stage.headers.last?.title == "Two files")
    #expect(stage.contents.last == .loading)
    document.answer(Self.gist)
    #expect(stage.contents.last == .text("let a=1\n", language: "Swift"))
  }

  @Test func filesCycleBothWays() {
    let (stage, document, _, director) = make()
    director.start()
    document.answer(Self.gist)
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.selected == 1)
    #expect(stage.contents.last == .text("print(1)\n", language: "Python"))
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.selected == 0)
    stage.intentSubject.onNext(.cycleFile(forward: false))
    #expect(stage.selected == 1)
  }

  @Test func binaryAndEmptyFilesAreShownAsSuch() {
    #expect(
      FileContent.of(
        GistFile(filename: "x.png", size: 300, content: "iVBOR", encoding: "base64"),
        loading: false) == .binary(size: 300, about: "x.png"))
    #expect(
      FileContent.of(
        GistFile(filename: "x", size: 3, content: "a\u{0}b"), loading: false)
        == .binary(size: 3, about: "x"))
    #expect(
      FileContent.of(
        GistFile(filename: "x", size: 3, content: "\u{FFFD}\u{FFFD}"), loading: false)
        == .binary(size: 3, about: "x"))
    // Issue 55, item 2: a binary file's name, type and, for an image, its size in pixels.
    let png = BinaryFixture.png(width: 64, height: 48)
    #expect(
      FileContent.of(
        GistFile(
          filename: "logo.png", type: "image/png", size: png.count,
          content: png.base64EncodedString(), encoding: "base64"), loading: false)
        == .binary(size: png.count, about: "logo.png · image/png · 64×48 pixels"))
    #expect(
      FileContent.of(GistFile(filename: "x", size: 0, content: ""), loading: false)
        == .empty)
  }

  /// Issue 19, item 6: a file too large to fetch whole shows the part the API sent, with a
  /// sentence; while the gist loads it is plain text.
  @Test func aFileTooLargeToFetchShowsItsStartAndSaysSo() {
    let file = GistFile(
      filename: "big.log", language: "Text", size: 2_000_000, truncated: true, content: "start\n")
    #expect(
      FileContent.of(file, loading: true) == .text("start\n", language: "Text"))
    guard
      case .partial(let text, _, let note) = FileContent.of(file, loading: false)
    else {
      Issue.record("expected the partial file")
      return
    }
    #expect(text == "start\n")
    #expect(note == "Over 64 MB: only the start is shown; C clones it all.")
  }

  /// Defect: a 53-byte `.js` file whose gist failed to load showed "A binary file".
  @Test func aFileWhoseTextDidNotArriveIsFailedNeverBinary() {
    let file = GistFile(filename: "app.js", language: "JavaScript", size: 53)
    #expect(FileContent.of(file, loading: true) == .loading)
    guard
      case .failed(let reason) = FileContent.of(
        file, loading: false, failure: GistError.connectionLost(host: "h").message, retryKey: "r")
    else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      reason.hasPrefix("The file could not be loaded:") && reason.hasSuffix("Press r to try again.")
    )
    guard case .failed = FileContent.of(file, loading: false) else {
      Issue.record("expected a failure, not binary")
      return
    }
  }

  @Test func aGistFromTheListWhoseLoadFailsSaysSoAtOnce() {
    let listed = Gist(
      id: "abc", description: "From the list",
      files: [GistFile(filename: "app.js", language: "JavaScript", size: 53)])
    let (stage, document, _, director) = make(initial: listed)
    director.start()
    document.answer(nil, error: .connectionLost(host: "api.github.com"))
    guard case .failed(let reason)? = stage.contents.last else {
      Issue.record(
        "expected the file to say it failed, got \(String(describing: stage.contents.last))")
      return
    }
    #expect(reason.contains(GistError.connectionLost(host: "api.github.com").message))
  }

  /// Issue 31: with `refresh = "f5"` in `[keys]`, the failures the Director words (the
  /// gist's, a file's) name F5, not the table's `r`.
  @Test func aFailureNamesTheRefreshKeyAsRemapped() throws {
    let listed = Gist(
      id: "abc", description: "From the list",
      files: [GistFile(filename: "app.js", language: "JavaScript", size: 53)])
    let (stage, document, _, director) = make(
      initial: listed, keyMap: try KeyMap(["refresh": ["f5"]]))
    director.start()
    document.answer(nil, error: .connectionLost(host: "api.github.com"))
    guard case .failed(let reason)? = stage.contents.last else {
      Issue.record("expected the file to say it failed")
      return
    }
    #expect(reason.hasSuffix("Press F5 to try again.") && !reason.contains("Press r"))
    let (bare, unlisted, _, other) = make(keyMap: try KeyMap(["refresh": ["f5"]]))
    other.start()
    unlisted.answer(nil, error: .notFound(what: "The gist abc"))
    guard case .failed(let state)? = bare.statuses.last else {
      Issue.record("expected a failure")
      return
    }
    #expect(state.title == "The gist could not be loaded")
    #expect(state.subtitle.hasSuffix("Press F5 to try again."))
    if case .failed(let text) = FileContent.of(listed.files[0], loading: false) {
      #expect(!text.contains("Press"), "no key, no sentence about one")
    }
  }

  @Test func aFailedFirstLoadShowsItsSentence() {
    let (stage, document, _, director) = make()
    director.start()
    document.answer(nil, error: .notFound(what: "The gist abc"))
    #expect(
      stage.statuses.last
        == .failure(
          "The gist could not be loaded", reason: GistError.notFound(what: "The gist abc").message,
          retryKey: "r"))
  }

  @Test func refreshFailuresAreToldOnlyWhenAsked() {
    let (stage, document, _, director) = make(initial: Self.gist)
    director.start()
    document.answer(nil, error: .timeout(host: "h", seconds: 30))
    #expect(stage.messages.isEmpty)
    #expect(stage.statuses.last == .hasContent)
    stage.intentSubject.onNext(.refresh)
    #expect(document.loads == 2)
    document.answer(nil, error: .serverError(status: 500))
    #expect(stage.messages == [GistError.serverError(status: 500).message])
  }

  @Test func starShowsAtOnceAndAFailureIsTold() {
    let (stage, document, star, director) = make()
    director.start()
    document.answer(Self.gist)
    star.starred.onNext(false)
    #expect(stage.headers.last?.isStarred == false)
    stage.intentSubject.onNext(.toggleStar)
    #expect(star.toggles.count == 1)
    #expect(stage.headers.last?.isStarred == true)
    star.starred.onNext(false)
    star.toggles[0](.failure(.serverError(status: 502)))
    #expect(stage.headers.last?.isStarred == false)
    #expect(stage.messages.last?.hasPrefix("Could not change the star:") == true)
  }

  /// Defect 7: after forking, the original still said "0 forks".
  @Test func aForkReloadsTheOriginal() {
    session.login.onNext("bob")
    let (stage, document, _, director) = make()
    director.start()
    document.answer(Self.published)
    let loads = document.loads
    stage.intentSubject.onNext(.fork)
    actions.forks[0](.success(Gist(id: "f0rk", files: [])))
    #expect(document.loads == loads + 1)
  }

  /// Defect 10: after sending, the new gist's URL was neither shown nor offered for copying.
  @Test func aCreatedGistSaysItsAddressOnce() {
    let (stage, document, _, director) = make(created: true)
    director.start()
    document.answer(Self.published)
    #expect(stage.notices == ["Created https://gist.github.com/ada/abc · y copies the URL"])
    document.answer(Self.published)
    #expect(stage.notices.count == 1)
    withExtendedLifetime(director) {}
  }

  /// Issue 35, item 5: each file tab says the file's language and size where the strip has
  /// room (as gistui does), the name alone where it has not.
  @Test func fileTabsSayTheLanguageAndSize() {
    let (stage, document, _, director) = make()
    director.start()
    var gist = Self.gist
    gist.files.append(GistFile(filename: "notes", size: 1_234, content: "x"))
    document.answer(gist)
    #expect(
      stage.tabs == [
        FileTab(name: "a.swift", detailed: ["a.swift · Swift · 8 B", "a.swift · 8 B"]),
        FileTab(name: "b.py", detailed: ["b.py · Python · 9 B", "b.py · 9 B"]),
        FileTab(name: "notes", detailed: ["notes · 1.2 KB"]),
      ])
    withExtendedLifetime(director) {}
  }

  /// Defect 9: a click on a file tab did nothing.
  @Test func aClickedFileTabShowsThatFile() {
    let (stage, _) = shown()
    #expect(stage.files == ["a.swift", "b.py"] && stage.selected == 0)
    stage.intentSubject.onNext(.selectFile("b.py"))
    #expect(stage.selected == 1)
    #expect(stage.contents.last == .text("print(1)\n", language: "Python"))
  }

  /// Defect 6: `e` opened the server's version though a draft of the gist was waiting, and
  /// deleting a gist left its draft on disk forever.
  @Test func editOffersTheDraftAndDeleteDiscardsIt() throws {
    let kept = Draft(
      gistID: "abc", description: "mine", files: ["b.py": "print(2)\n"], isPublic: false)
    try drafts.store.save(kept)
    let (stage, director) = shown()
    stage.intentSubject.onNext(.edit)
    let choice = try #require(stage.choices.last)
    #expect(choice.title == "You have an unsent draft of this gist")
    #expect(choice.options.map(\.answer) == [nil, .editFresh, .resumeDraft(kept.id)])
    stage.intentSubject.onNext(.resumeDraft(kept.id))
    guard case .push(.compose(let resumed)) = trail.moves.last else {
      Issue.record("expected the compose screen")
      return
    }
    #expect(resumed.id == kept.id && resumed.files == kept.files)
    stage.intentSubject.onNext(.editFresh)
    guard case .push(.compose(let fresh)) = trail.moves.last else {
      Issue.record("expected the compose screen")
      return
    }
    #expect(fresh.id != kept.id && fresh.files["b.py"] == "print(1)\n")

    stage.intentSubject.onNext(.delete)
    #expect(stage.deleteMessages.last?.last == "Your unsent draft of it is discarded too.")
    stage.intentSubject.onNext(.confirmDelete)
    actions.deletes[0](.success(()))
    #expect(drafts.store.all().isEmpty)
    #expect(trail.moves.last == .back)
    withExtendedLifetime(director) {}
  }
}
