import Foundation
import GistValues
import GistWork
import Reactive
import ScreenLogic
import Synchronization
import TestSupport

/// GitHub's side of links, in memory: gists by id, the PATCHes sent, and a switch that
/// makes it unreachable (the last fetched copy then answers, as the cache does).
final class FakeLinkRemote: LinkRemote {
  private let gists: Mutex<[String: Gist]>
  private let sent = Mutex<[GistChanges]>([])
  private let offline = Mutex(false)

  init(_ gists: [Gist]) {
    self.gists = Mutex(Dictionary(uniqueKeysWithValues: gists.map { ($0.id, $0) }))
  }

  var host: String { "https://api.github.com" }
  var login: String? { "octocat" }
  var patches: [GistChanges] { sent.withLock { $0 } }
  func goOffline() { offline.withLock { $0 = true } }

  /// Sets file `name` of gist `id` to `text` (nil: removes it), as a change on GitHub.
  func change(_ id: String, _ name: String, to text: String?) {
    gists.withLock { gists in
      guard var gist = gists[id] else { return }
      gist.files.removeAll { $0.filename == name }
      if let text { gist.files.append(GistFile(filename: name, content: text)) }
      gists[id] = gist
    }
  }

  func text(_ id: String, _ name: String) -> String? {
    gists.withLock { $0[id]?.file(named: name)?.content }
  }

  func fetch(id: String, etag: String?) throws(GistError) -> RemoteGist {
    guard let gist = gists.withLock({ $0[id] }) else { throw GistError.notFound(what: "the gist") }
    let since: Date? = offline.withLock { $0 } ? Date(timeIntervalSince1970: 0) : nil
    return RemoteGist(gist: gist, etag: "e", offlineSince: since)
  }

  func update(id: String, _ changes: GistChanges) throws(GistError) -> Gist {
    if offline.withLock({ $0 }) { throw GistError.cannotConnect(host: "api.github.com", port: 443) }
    sent.withLock { $0.append(changes) }
    for (name, change) in changes.files { self.change(id, name, to: change.flatMap(\.content)) }
    guard let gist = gists.withLock({ $0[id] }) else { throw GistError.notFound(what: "the gist") }
    return gist
  }

  func create(_ gist: NewGist) throws(GistError) -> Gist {
    throw GistError.notFound(what: "the gist")
  }

  func commit(
    _ binaries: [String: Data], to gist: Gist, removing: [String]
  ) throws(GistError) -> Gist {
    throw GistError.local("git is not installed; dehub needs it to add binary files.")
  }

  var takesBinaryFiles: Bool { false }
}

/// Runs the links screen's work when the test says: `runAll` does what was asked, in order.
final class SteppedWork: LinkWork {
  private var queued: [() -> Void] = []
  var pending: Int { queued.count }

  func perform<T: Sendable>(
    _ work: @escaping @Sendable () throws(GistError) -> T,
    then deliver: @escaping (Result<T, GistError>) -> Void
  ) {
    queued.append {
      do throws(GistError) {
        deliver(.success(try work()))
      } catch {
        deliver(.failure(error))
      }
    }
  }

  /// Runs the first thing asked.
  func runNext() {
    if !queued.isEmpty { queued.removeFirst()() }
  }

  /// Runs everything asked, including what the work asks in turn.
  func runAll() {
    while !queued.isEmpty { queued.removeFirst()() }
  }
}

final class RecordingLinksStage: RecordingMessagingStage<LinksIntent>, LinksStage {
  struct Question: Equatable {
    var title: String
    var message: [String]
    var action: String
    var yes: LinksIntent
  }

  var rows: [LinkRow] = []
  /// The yes-or-no questions asked, in order.
  var questions: [Question] {
    choices.filter(\.confirms).compactMap { choice in
      guard let yes = choice.options.last?.answer else { return nil }
      return Question(
        title: choice.title, message: choice.message, action: choice.options.last?.label ?? "",
        yes: yes)
    }
  }

  func showRows(_ rows: [LinkRow]) { self.rows = rows }

  /// The status words of file `name`.
  func status(of name: String) -> String? { rows.first { $0.name == name }?.status }
}
