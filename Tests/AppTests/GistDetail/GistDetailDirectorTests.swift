import App
import Foundation
import Model
import Testing

@Suite struct GistDetailDirectorTests {
  static let gist = Gist(
    id: "abc", description: "Two files", isPublic: false,
    files: [
      GistFile(filename: "b.py", language: "Python", size: 9, content: "print(1)\n"),
      GistFile(filename: "a.swift", language: "Swift", size: 8, content: "let a=1\n"),
    ], owner: GistUser(login: "ada", id: 1), comments: 2)

  func make(initial: Gist? = nil) -> (
    RecordingGistDetailStage, FakeGistDocument, FakeStar, GistDetailDirector
  ) {
    let stage = RecordingGistDetailStage()
    let document = FakeGistDocument(id: "abc", initial: initial)
    let star = FakeStar()
    let director = GistDetailDirector(stage: stage, document: document, star: star)
    return (stage, document, star, director)
  }

  @Test func loadsThenShowsHeaderFilesAndTheFirstFile() {
    let (stage, document, star, director) = make()
    director.start()
    #expect(document.loads == 1 && star.checks == 1)
    #expect(stage.statuses.last == .loading)
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
      GistDetailDirector.content(
        of: GistFile(filename: "x.png", size: 300, content: "iVBOR", encoding: "base64"),
        loading: false) == .binary(size: 300))
    #expect(
      GistDetailDirector.content(
        of: GistFile(filename: "x", size: 3, content: "a\u{0}b"), loading: false)
        == .binary(size: 3))
    #expect(
      GistDetailDirector.content(
        of: GistFile(filename: "x", size: 3, content: "\u{FFFD}\u{FFFD}"), loading: false)
        == .binary(size: 3))
    #expect(
      GistDetailDirector.content(of: GistFile(filename: "x", size: 0, content: ""), loading: false)
        == .empty)
    #expect(
      GistDetailDirector.content(of: GistFile(filename: "x", size: 10), loading: false)
        == .binary(size: 10))
  }

  @Test func aFailedFirstLoadShowsItsSentence() {
    let (stage, document, _, director) = make()
    director.start()
    document.answer(nil, error: .notFound(what: "The gist abc"))
    #expect(stage.statuses.last == .failed(GistError.notFound(what: "The gist abc").message))
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
    #expect(star.toggles == 1)
    #expect(stage.headers.last?.isStarred == true)
    star.starred.onNext(false)
    star.failureSubject.onNext(.serverError(status: 502))
    #expect(stage.headers.last?.isStarred == false)
    #expect(stage.messages.last?.hasPrefix("Could not change the star:") == true)
  }
}
