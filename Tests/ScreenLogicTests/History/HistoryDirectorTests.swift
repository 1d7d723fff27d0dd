import Foundation
import GistValues
import GistWork
import Keys
import Model
import Reactive
import ScreenLogic
import TestSupport
import Testing

final class RecordingHistoryStage: RecordingMessagingStage<HistoryIntent>, HistoryStage {
  var commits: [GistCommit] = []
  func showCommits(_ commits: [GistCommit]) { self.commits = commits }
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

  final class Trail: Navigator {
    var moves: [Transition] = []
    func go(_ transition: Transition) { moves.append(transition) }
    var opened: [Destination] {
      moves.compactMap {
        guard case .push(let destination) = $0, case .gist = destination else { return nil }
        return destination
      }
    }
    var diffs: [(String, [DiffLine])] {
      moves.compactMap {
        guard case .push(.diff(let title, let old, let new)) = $0 else { return nil }
        return (title, GistDiff.lines(from: old, to: new))
      }
    }
  }

  let composer = FakeComposer()
  let drafts = TemporaryDrafts()

  func make(login: String? = nil, gist: Gist = Self.current) -> (
    RecordingHistoryStage, FakeHistory, Trail, HistoryDirector
  ) {
    let stage = RecordingHistoryStage()
    let model = FakeHistory()
    let trail = Trail()
    let session = AppSession()
    session.login.onNext(login)
    let director = HistoryDirector(
      stage: stage, gist: gist, model: model, session: session, compose: composer,
      drafts: drafts.store, navigator: trail)
    director.start()
    return (stage, model, trail, director)
  }

  @Test func loadsTheRevisionsAndOpensOneAtItsVersion() {
    let (stage, model, trail, director) = make()
    #expect(stage.titles == ["History of Notes"])
    #expect(model.remote.loads == 1 && stage.statuses.last == .loading("Loading the history…"))
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

  /// The gist at revision 1111111 (a.txt's middle line was "2", and it had b.txt).
  static let first = Gist(
    id: "abc", description: "Old notes",
    files: [
      GistFile(filename: "a.txt", size: 8, content: "one\n2\nthree\n"),
      GistFile(filename: "b.txt", size: 4, content: "bee\n"),
    ])
  /// The gist at revision 2222222.
  static let second = Gist(
    id: "abc", description: "Notes",
    files: [GistFile(filename: "a.txt", size: 8, content: "one\ntwo\nthree\n")])

  @Test func enterShowsOnlyWhatThatRevisionChangedAgainstItsParent() {
    let (stage, model, trail, director) = make()
    model.remote.answer(Self.commits)
    stage.intentSubject.onNext(.changes("2222222222"))
    #expect(model.revisions.map(\.sha) == ["1111111111"])
    model.revisions[0].done(.success(Self.first))
    #expect(model.revisions.map(\.sha) == ["1111111111", "2222222222"])
    model.revisions[1].done(.success(Self.second))
    #expect(trail.diffs.last?.0 == "What 2222222 changed (against 1111111)")
    #expect(
      trail.diffs.last?.1.map(\.text) == [
        "description", "-Old notes", "+Notes", "a.txt", "@@ -1,3 +1,3 @@", " one", "-2", "+two",
        " three", "b.txt (deleted)", "@@ -1,1 +0,0 @@", "-bee",
      ])
    // The first revision changed everything from nothing.
    stage.intentSubject.onNext(.changes("1111111111"))
    model.revisions[2].done(.success(Self.first))
    #expect(trail.diffs.last?.0 == "What 1111111 changed (the first revision)")
    #expect(trail.diffs.last?.1.filter { $0.kind == .removed }.isEmpty == true)
    withExtendedLifetime(director) {}
  }

  @Test func restoreShowsTheChangesAsksThenSendsOnePatchKeepingADraftUntilConfirmed() throws {
    let (stage, model, _, director) = make(login: "ada")
    model.remote.answer(Self.commits)
    #expect(director.availability(of: .restore("2222222222")) == "already the current version")
    #expect(director.availability(of: .restore("1111111111")) == "your gists only")
    #expect(
      press(.character("r"), on: HistoryKeys.table, of: director, highlighted: "1111111111") {
        stage.intentSubject.onNext($0)
      } == "restore this revision: your gists only")
    withExtendedLifetime(director) {}

    let (own, ownModel, ownTrail, ownDirector) = makeOwned()
    ownModel.remote.answer(Self.commits)
    own.intentSubject.onNext(.restore("1111111111"))
    ownModel.revisions[0].done(.success(Self.first))
    let question = try #require(own.choices.last)
    #expect(question.title == "Restore 1111111?")
    #expect(question.message[2] == "2 files change: a.txt, b.txt.")
    #expect(
      question.options.map(\.answer)
        == [nil, .showRestore("1111111111"), .confirmRestore("1111111111")])
    // The changes it sends, then the question again when the history shows again.
    own.intentSubject.onNext(.showRestore("1111111111"))
    #expect(ownTrail.diffs.last?.0 == "Restoring 1111111 sends these changes")
    #expect(ownTrail.diffs.last?.1.contains { $0.text == "+bee" } == true)
    ownDirector.uncovered()
    #expect(own.choices.count == 2)
    ownDirector.uncovered()
    #expect(own.choices.count == 2, "asked again only after looking at the changes")
    own.intentSubject.onNext(.confirmRestore("1111111111"))
    #expect(drafts.store.all().count == 1)
    #expect(composer.fetched.count == 1 && composer.updated.isEmpty)
    var server = Self.current
    server.owner = GistUser(login: "ada", id: 1)
    composer.fetched[0](.success(server))
    let patch = try #require(composer.updated.first)
    #expect(composer.updated.count == 1)
    #expect(patch.changes.description == "Old notes")
    #expect(patch.changes.files["a.txt"]??.content == "one\n2\nthree\n")
    #expect(patch.changes.files["b.txt"]??.content == "bee\n")
    #expect(drafts.store.all().count == 1, "kept until GitHub confirms")
    patch.done(.success(Self.first))
    #expect(drafts.store.all().isEmpty)
    #expect(own.notices.last == "Restored as it was at 1111111.")
    #expect(ownModel.remote.loads == 2)
    withExtendedLifetime(ownDirector) {}
  }

  @Test func aRestoreThatFailsIsKeptAsADraftAndSaysSo() throws {
    let (own, model, _, director) = makeOwned()
    model.remote.answer(Self.commits)
    own.intentSubject.onNext(.restore("1111111111"))
    model.revisions[0].done(.success(Self.first))
    own.intentSubject.onNext(.confirmRestore("1111111111"))
    composer.fetched[0](.failure(.connectionLost(host: "api.github.com")))
    #expect(own.messages.last?.hasSuffix("The restore is kept in D, drafts.") == true)
    #expect(drafts.store.all().count == 1)
    withExtendedLifetime(director) {}
  }

  /// A history of ada's own gist, signed in as ada.
  func makeOwned() -> (RecordingHistoryStage, FakeHistory, Trail, HistoryDirector) {
    var gist = Self.current
    gist.owner = GistUser(login: "ada", id: 1)
    return make(login: "ada", gist: gist)
  }
}
