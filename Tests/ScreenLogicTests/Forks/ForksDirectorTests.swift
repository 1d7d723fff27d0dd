import Foundation
import GistValues
import Keys
import Reactive
import ScreenLogic
import TestSupport
import Testing

final class RecordingForksStage: RecordingMessagingStage<ForksIntent>, ForksStage {
  var forks: [ForkRow] = []
  func showForks(_ forks: [ForkRow]) { self.forks = forks }
}

/// Forks: the list of a gist's forks (newest first, each opened by id), and the detail's
/// "forked from" that opens the original.
@Suite struct ForksDirectorTests {
  static let original = Gist(
    id: "orig", description: "Original", owner: GistUser(login: "ada", id: 1))
  static let forks = [
    Gist(
      id: "f1", description: "older fork", owner: GistUser(login: "bob", id: 2),
      updatedAt: Date(timeIntervalSince1970: 100)),
    Gist(
      id: "f2", description: "newer fork", owner: GistUser(login: "cy", id: 3),
      updatedAt: Date(timeIntervalSince1970: 200)),
  ]

  @Test func forksAreListedNewestFirstAndOpenByID() {
    let stage = RecordingForksStage()
    let remote = FakeRemote<[Gist]>()
    let navigator = RecordingNavigator()
    let director = ForksDirector(
      stage: stage, gist: Self.original, forks: remote, session: AppSession(),
      navigator: navigator)
    director.start()
    #expect(remote.loads == 1 && stage.statuses.last == .loading("Loading the forks…"))
    remote.answer(Self.forks)
    #expect(stage.forks.map(\.owner) == ["cy", "bob"])
    #expect(stage.titles.last == "Forks of Original (2)")
    stage.intentSubject.onNext(.open("f1"))
    #expect(navigator.moves == [.push(.loadedGist(Self.forks[0]))])
    stage.intentSubject.onNext(.open("nope"))
    #expect(navigator.moves.count == 1)
    remote.answer([])
    guard case .isEmpty(let empty) = stage.statuses.last else {
      Issue.record("expected empty")
      return
    }
    #expect(empty.title == "No forks yet")
  }

  @Test func theDetailSaysWhatAForkCameFromAndOpensIt() {
    let stage = RecordingGistDetailStage()
    let document = FakeGistDocument(id: "f1")
    let navigator = RecordingNavigator()
    let director = GistDetailDirector(
      stage: stage, document: document, star: FakeStar(), actions: FakeActions(),
      session: AppSession(), navigator: navigator)
    stage.availability = { [weak director] in director?.availability(of: $0) }
    director.start()
    var fork = Self.forks[0]
    fork.forkOf = GistForkSource(id: "orig", owner: GistUser(login: "ada", id: 1))
    document.answer(fork)
    #expect(stage.headers.last?.forkedFrom == "ada/orig")
    #expect(stage.unavailable[.openOriginal] == nil)
    stage.intentSubject.onNext(.openOriginal)
    stage.intentSubject.onNext(.forks)
    #expect(navigator.moves == [.push(.gist(id: "orig", revision: nil)), .push(.forks(fork))])
    document.answer(Self.original)
    #expect(stage.unavailable[.openOriginal] == "not a fork")
    #expect(stage.press(.enter) == "open the gist it was forked from: not a fork")
    #expect(navigator.moves.count == 2)
  }
}
