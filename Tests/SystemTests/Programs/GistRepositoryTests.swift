import Foundation
import GistServer
import Synchronization
import TestSupport
import Testing

@testable import GistValues
@testable import System

/// Issue 55, items 1 and 2: a gist's git repository over the loopback server's smart HTTP,
/// read whole past the 300 files the API lists and written with binary files, the token
/// given to git only through the credential helper's pipe.
@Suite struct GistRepositoryTests {
  /// A token no other test uses, so no other process's arguments or environment hold it.
  static let token = "gho_unique\(UUID().uuidString.replacingOccurrences(of: "-", with: ""))"

  static func seed(_ store: GistStore) {
    store.addUser("ada", token: token)
    store.load(SeedFile(users: [], gists: [WideGist.gist(files: 305, owner: "ada")]))
    // As an Enterprise server in private mode: a clone needs the token too.
    store.setGitReadsNeedToken(true)
  }

  static func repository(_ fixture: ServerFixture, token: String? = GistRepositoryTests.token)
    -> GistRepository
  {
    GistRepository(
      pullURL: "\(fixture.baseURL)/git/a1de915.git", token: token, git: .onPath())
  }

  @Test func aShallowCloneReadsEveryFileOfAGistPastThreeHundred() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let files = try Self.repository(fixture).files()
      #expect(files.count == 305)
      #expect(files["file305.txt"] == Data("This is file 305 of 305.\n".utf8))
    }
  }

  @Test func aWrongTokenOrNoneIsASentenceNotAPrompt() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      for token in ["not-a-token", nil] as [String?] {
        #expect {
          try Self.repository(fixture, token: token).files()
        } throws: { error in
          (error as? GistError)?.message.contains("refused the token") == true
        }
      }
      // Another user's token reads, but may not push: GitHub's 403.
      fixture.store.addUser("bob", token: "bobs-token")
      let other = Self.repository(fixture, token: "bobs-token")
      let read = try other.files()
      #expect(read.count == 305)
      #expect {
        try other.commit(["x.bin": Data([0, 1])], message: "Not mine")
      } throws: { error in
        (error as? GistError)?.message.contains("403") == true
      }
      #expect(fixture.store.gist(id: "a1de915")?.history?.count == 1)
    }
  }

  @Test func binariesRoundTripByteForByteAndTheTokenIsNowhere() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      let big = BinaryFixture.random(5 << 20)
      let png = BinaryFixture.png(width: 3, height: 2)
      let folder = TemporaryFolder("dehub-push")
      let repository = Self.repository(fixture)
      let seen = Mutex<[String]>([])
      let done = Atomic<Bool>(false)
      let needle = Data(Self.token.utf8)
      // Every process's arguments, read again and again while git runs.
      let watcher = Thread {
        while !done.load(ordering: .acquiring) {
          for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
          where entry.allSatisfy(\.isNumber) {
            guard let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let text = String(decoding: line, as: UTF8.self)
            if text.contains("git") { seen.withLock { $0.append(text) } }
            if line.firstRange(of: needle) != nil {
              seen.withLock { $0.append("TOKEN IN \(entry): \(text)") }
            }
            // Nor in the environment of git's processes (ours, so readable).
            if text.contains("git"),
              let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
              environment.firstRange(of: needle) != nil
            {
              seen.withLock { $0.append("TOKEN IN THE ENVIRONMENT OF \(entry): \(text)") }
            }
          }
        }
      }
      watcher.start()
      defer { done.store(true, ordering: .releasing) }
      try repository.commit(
        ["picture.png": png, "blob.bin": big], message: "Add binaries", in: folder.url.path)
      done.store(true, ordering: .releasing)
      let lines = seen.withLock { $0 }
      #expect(
        !lines.contains { $0.hasPrefix("TOKEN IN") }, "\(lines.filter { $0.hasPrefix("TOKEN") })")
      #expect(lines.contains { $0.contains("push") }, "the watch saw git run")
      // Nothing git wrote holds it: the config, the objects, the index, every file.
      let walker = FileManager.default.enumerator(atPath: folder.url.path)
      var checked = 0
      while let relative = walker?.nextObject() as? String {
        let path = folder.url.appendingPathComponent(relative).path
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        checked += 1
        #expect(data.firstRange(of: needle) == nil, "\(relative)")
      }
      #expect(checked > 10)
      let config = try String(
        contentsOf: folder.url.appendingPathComponent(".git/config"), encoding: .utf8)
      #expect(config.contains("url = \(fixture.baseURL)/git/a1de915.git"))
      // The API serves the push as the gist's new revision: the commit's id, the bytes.
      let gist = try #require(fixture.store.gist(id: "a1de915"))
      let head = try #require(
        ChildProcess.run(["/usr/bin/env", "git", "-C", folder.url.path, "rev-parse", "HEAD"]))
      #expect(
        gist.history?.first?.version
          == String(decoding: head.output, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines))
      #expect(gist.truncated)
      // And read back through git, byte for byte.
      let files = try repository.files()
      #expect(files.count == 307)
      #expect(files["blob.bin"] == big)
      #expect(files["picture.png"] == png)
    }
  }
}
