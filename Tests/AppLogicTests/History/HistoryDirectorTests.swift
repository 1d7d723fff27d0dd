import AppLogic
import Foundation
import Model
import Reactive
import Testing

final class RecordingHistoryStage: HistoryStage {
  let intentSubject = PublishSubject<HistoryIntent>()
  var titles: [String] = []
  var commits: [GistCommit] = []
  var statuses: [ContentStatus] = []
  var messages: [String] = []
  var notices: [String] = []

  var intents: Observable<HistoryIntent> { intentSubject.asObservable() }
  func showTitle(_ title: String) { titles.append(title) }
  func showCommits(_ commits: [GistCommit]) { self.commits = commits }
  func setContentStatus(_ status: ContentStatus) { statuses.append(status) }
  func showMessage(_ message: String) { messages.append(message) }
  func showNotice(_ notice: String) { notices.append(notice) }
  func useRelativeTimes(_ relative: Bool) {}
}

/// A history the test answers.
final class FakeHistory: GistHistoryModel {
  let remote = FakeRemote<[GistCommit]>()
  var revisions: [(sha: String, done: (Result<Gist, GistError>) -> Void)] = []
  var commits: any RemoteModel<[GistCommit]> { remote }
  func revision(_ sha: String, completion: @escaping (Result<Gist, GistError>) -> Void) {
    revisions.append((sha, completion))
  }
}

@Suite struct HistoryDirectorTests {
  static let current = Gist(
    id: "abc", description: "Notes",
    files: [GistFile(filename: "a.txt", size: 8, content: "one\ntwo\nthree\n")])
  static let commits = [
    GistCommit(version: "2222222222", additions: 1, deletions: 1),
    GistCommit(version: "1111111111", additions: 2),
  ]

  final class Trail {
    var moves: [Transition] = []
    var opened: [Destination] {
      moves.compactMap {
        guard case .push(let destination) = $0, case .gist = destination else { return nil }
        return destination
      }
    }
    var diffs: [(String, [DiffLine])] {
      moves.compactMap {
        guard case .push(.diff(let title, let lines)) = $0 else { return nil }
        return (title, lines)
      }
    }
  }

  func make() -> (RecordingHistoryStage, FakeHistory, Trail, HistoryDirector) {
    let stage = RecordingHistoryStage()
    let model = FakeHistory()
    let trail = Trail()
    let director = HistoryDirector(
      stage: stage, gist: Self.current, model: model, session: AppSession(),
      navigate: { trail.moves.append($0) })
    director.start()
    return (stage, model, trail, director)
  }

  @Test func loadsTheRevisionsAndOpensOneAtItsVersion() {
    let (stage, model, trail, director) = make()
    #expect(stage.titles == ["History of Notes"])
    #expect(model.remote.loads == 1 && stage.statuses.last == .loading)
    model.remote.answer(Self.commits)
    #expect(stage.commits == Self.commits && stage.statuses.last == .hasContent)
    stage.intentSubject.onNext(.open("1111111111"))
    #expect(trail.opened == [.gist(id: "abc", revision: "1111111111")])
    stage.intentSubject.onNext(.open("not-a-revision-here"))
    #expect(trail.opened.count == 1)
    withExtendedLifetime(director) {}
  }

  @Test func aDiffIsAgainstTheCurrentVersion() {
    let (stage, model, trail, director) = make()
    model.remote.answer(Self.commits)
    stage.intentSubject.onNext(.diff("1111111111"))
    stage.intentSubject.onNext(.diff("1111111111"))
    #expect(model.revisions.map(\.sha) == ["1111111111"])
    #expect(stage.notices.last == "Loading revision 1111111…")
    model.revisions[0].done(
      .success(
        Gist(
          id: "abc", description: "Notes",
          files: [GistFile(filename: "a.txt", size: 8, content: "one\n2\nthree\n")])))
    #expect(trail.diffs.first?.0 == "Changes from 1111111 to the current version")
    #expect(
      trail.diffs.first?.1.map(\.text) == [
        "a.txt", "@@ -1,3 +1,3 @@", " one", "-2", "+two", " three",
      ])
    stage.intentSubject.onNext(.diff("2222222222"))
    model.revisions[1].done(.failure(.notFound(what: "revision")))
    #expect(stage.messages.last?.hasPrefix("Could not load revision 2222222:") == true)
    withExtendedLifetime(director) {}
  }

  @Test func emptyAndFailedStates() {
    let (stage, model, _, director) = make()
    model.remote.answer(nil, error: .connectionLost(host: "api.github.com"))
    guard case .failed = stage.statuses.last else {
      Issue.record("expected a failure, got \(String(describing: stage.statuses.last))")
      return
    }
    stage.intentSubject.onNext(.refresh)
    model.remote.answer([])
    guard case .isEmpty(let empty) = stage.statuses.last else {
      Issue.record("expected empty")
      return
    }
    #expect(empty.title == "No revisions")
    withExtendedLifetime(director) {}
  }
}
