import Foundation
import GistServer
import GistValues
import Model
import Reactive
import TestSupport
import Testing

/// The network models against the loopback server, with results delivered on a main loop
/// that the test drives.
@Suite struct NetworkModelTests {
  @Test func collectionLoadsPagesAndRevalidatesWith304s() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 230, owner: ServerFixture.login) }) {
      fixture in
      let pump = MainLoopPump()
      let collection = GistCollection(
        kind: .mine, api: try fixture.api(), worker: NetworkWorker(scheduler: pump.scheduler))
      var states: [CollectionState] = []
      let subscription = collection.state.subscribe(onNext: { states.append($0) })
      defer { subscription.dispose() }
      #expect(states.last?.hasLoaded == false)

      var done = false
      collection.refresh { done = true }
      #expect(collection.current.isLoading)
      #expect(pump.run(until: { done }))
      #expect(collection.current.gists.count == 100)
      #expect(collection.current.hasMore)
      #expect(collection.current.error == nil)

      collection.loadNextPage()
      collection.loadNextPage()
      #expect(pump.run(until: { !collection.current.isLoading }))
      #expect(collection.current.gists.count == 200)
      collection.loadNextPage()
      #expect(pump.run(until: { !collection.current.isLoading }))
      #expect(collection.current.gists.count == 230)
      #expect(!collection.current.hasMore)

      fixture.store.clearLog()
      let before = collection.current.gists
      done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      #expect(fixture.store.requests.map(\.status) == [304, 304, 304])
      #expect(collection.current.gists.count == 230)
      // Confirmed unchanged, the list publishes the very array it had: screens holding the
      // old state do not keep a second copy of the gists.
      #expect(Self.storage(of: collection.current.gists) == Self.storage(of: before))
      #expect(!collection.current.isLoading && !collection.current.isFromCache)
    }
  }

  private static func storage(of gists: [Gist]) -> UnsafeRawPointer? {
    gists.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// Issue 29: `G` loads every page left at once (eight in flight), in order, each gist
  /// once; the refresh of the whole list revalidates its pages at once too.
  @Test func theRestOfTheListComesAtOnceInOrder() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 530, owner: ServerFixture.login) }) {
      fixture in
      let expected = try fixture.api().gists(.mine, limit: 1_000).map(\.id)
      let pump = MainLoopPump()
      let collection = GistCollection(
        kind: .mine, api: try fixture.api(), worker: NetworkWorker(scheduler: pump.scheduler))
      var done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      fixture.store.clearLog()
      collection.loadRest()
      #expect(collection.current.isLoadingNextPage)
      #expect(pump.run(until: { !collection.current.isLoading }))
      let ids = collection.current.gists.map(\.id)
      let same = ids == expected
      #expect(same, "every gist, in order, once (\(ids.count) of \(expected.count))")
      #expect(!collection.current.hasMore)
      let asked = fixture.store.requests.filter { $0.path == "/gists" }
      #expect(asked.count == 5 && Set(asked.compactMap { $0.query["page"] }).count == 5)

      fixture.store.clearLog()
      done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      #expect(fixture.store.requests.map(\.status) == Array(repeating: 304, count: 6))
      #expect(collection.current.gists.count == 530)
    }
  }

  @Test func refreshPicksUpChangesAndNeverOverlaps() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 5, owner: ServerFixture.login) }) {
      fixture in
      let pump = MainLoopPump()
      let api = try fixture.api()
      let collection = GistCollection(
        kind: .mine, api: api, worker: NetworkWorker(scheduler: pump.scheduler))
      var completions = 0
      collection.refresh { completions += 1 }
      collection.refresh { completions += 1 }
      #expect(completions == 1)
      #expect(pump.run(until: { completions == 2 }))
      #expect(fixture.store.requests.count == 1)
      let first = try #require(collection.current.gists.first)
      _ = try api.update(id: first.id, GistChanges(description: "fresh"))
      collection.refresh { completions += 1 }
      #expect(pump.run(until: { completions == 3 }))
      #expect(collection.current.gists.first?.description == "fresh")
    }
  }

  @Test func collectionFailureIsKeptInTheState() async throws {
    try await ServerFixture.with(seed: {
      $0.inject(Fault(path: "/gists", kind: .status(500), times: 1))
    }) {
      fixture in
      let pump = MainLoopPump()
      let collection = GistCollection(
        kind: .mine, api: try fixture.api(), worker: NetworkWorker(scheduler: pump.scheduler))
      var done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      #expect(collection.current.error == .serverError(status: 500))
      #expect(!collection.current.hasLoaded)
      done = false
      collection.refresh { done = true }
      #expect(pump.run(until: { done }))
      #expect(collection.current.error == nil)
      #expect(collection.current.hasLoaded && collection.current.gists.isEmpty)
    }
  }

  @Test func documentFetchesTruncatedFilesWhole() async throws {
    let big = String(repeating: "x", count: 1_200_000)
    try await ServerFixture.with { fixture in
      let pump = MainLoopPump()
      // A megabyte each way through a debug build's server: under the whole suite's load
      // (two pool threads shared by every test's server) this took over 10 s once.
      let api = try fixture.api(timeout: 30)
      let gist = try api.create(
        NewGist(description: "big", files: ["big.txt": big], isPublic: false))
      let document = GistDocument(
        id: gist.id, initial: Gist(id: gist.id, description: "from the list"), api: api,
        worker: NetworkWorker(scheduler: pump.scheduler))
      #expect(document.current.value?.description == "from the list")
      document.load()
      #expect(pump.run(until: { !document.current.isLoading }))
      #expect(document.current.value?.file(named: "big.txt")?.content?.count == big.count)
    }
  }

  @Test func aDocumentAtARevisionShowsThatRevision() async throws {
    try await ServerFixture.with { fixture in
      let pump = MainLoopPump()
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(description: "v", files: ["a.txt": "one\n"], isPublic: true))
      let updated = try api.update(
        id: gist.id, GistChanges(files: ["a.txt": .init(content: "two\n")]))
      let oldest = try #require(updated.history?.last?.version)
      let worker = NetworkWorker(scheduler: pump.scheduler)
      let old = GistDocument(id: gist.id, revision: oldest, api: api, worker: worker)
      old.load()
      #expect(pump.run(until: { old.current.value != nil }))
      #expect(old.revision == oldest)
      #expect(old.current.value?.file(named: "a.txt")?.content == "one\n")
      let current = GistDocument(id: gist.id, api: api, worker: worker)
      current.load()
      #expect(pump.run(until: { current.current.value != nil }))
      #expect(current.current.value?.file(named: "a.txt")?.content == "two\n")
    }
  }

  @Test func starToggleRollsBackWhenTheServerRefuses() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 1, owner: "ada") }) { fixture in
      let pump = MainLoopPump()
      let api = try fixture.api()
      let id = try #require(try api.gists(.public, limit: 1).first?.id)
      let star = StarModel(id: id, api: api, worker: NetworkWorker(scheduler: pump.scheduler))
      var seen: [Bool?] = []
      var failures: [GistError] = []
      let bag = DisposeBag()
      star.isStarred.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
      var results: [Bool] = []
      star.check()
      #expect(pump.run(until: { seen.last == false }))
      star.toggle { results.append((try? $0.get()) != nil) }
      #expect(seen.last == true)
      #expect(star.isToggling)
      star.toggle { results.append((try? $0.get()) != nil) }
      #expect(seen.last == true)
      #expect(pump.run(until: { !star.isToggling }))
      #expect(results == [true], "a toggle in flight makes the second do nothing")
      #expect(try api.isStarred(id: id))

      fixture.store.inject(
        Fault(method: "DELETE", path: "/gists/\(id)/star", kind: .status(500), times: 1))
      star.toggle {
        if case .failure(let error) = $0 { failures.append(error) }
      }
      #expect(seen.last == false)
      #expect(pump.run(until: { !failures.isEmpty }))
      #expect(seen.last == true)
      #expect(failures == [.serverError(status: 500)])
    }
  }

  @Test func activityLoadsHistoryCommentsAndForks() async throws {
    try await ServerFixture.with(seed: { $0.addUser("ada", token: "ada-token") }) { fixture in
      let pump = MainLoopPump()
      let worker = NetworkWorker(scheduler: pump.scheduler)
      let api = try fixture.api()
      let gist = try api.create(NewGist(description: "x", files: ["a": "1"], isPublic: true))
      _ = try api.update(id: gist.id, GistChanges(files: ["a": .init(content: "2")]))
      let activity = GistActivity(
        id: gist.id, api: try fixture.api(token: "ada-token"), worker: worker)
      activity.history.load()
      activity.comments.load()
      #expect(
        pump.run(until: {
          activity.history.current.value != nil && activity.comments.current.value != nil
        }))
      #expect(activity.history.current.value?.count == 2)

      var added: Result<GistComment, GistError>?
      activity.addComment("hello") { added = $0 }
      #expect(pump.run(until: { added != nil }))
      #expect(activity.comments.current.value?.map(\.body) == ["hello"])

      activity.forks.load()
      #expect(pump.run(until: { activity.forks.current.value != nil }))
      #expect(activity.forks.current.value?.isEmpty == true)
      var forked: Result<Gist, GistError>?
      activity.fork { forked = $0 }
      #expect(pump.run(until: { forked != nil }))
      #expect(activity.forks.current.value?.count == 1)

      var revision: Result<Gist, GistError>?
      let oldest = try #require(activity.history.current.value?.last?.version)
      activity.revision(oldest) { revision = $0 }
      #expect(pump.run(until: { revision != nil }))
      #expect(try revision?.get().file(named: "a")?.content == "1")

      let commentID = try #require(activity.comments.current.value?.first?.id)
      var deleted: Result<Void, GistError>?
      activity.deleteComment(commentID) { deleted = $0 }
      #expect(pump.run(until: { deleted != nil }))
      #expect(activity.comments.current.value?.isEmpty == true)
    }
  }
}
