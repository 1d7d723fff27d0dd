import Foundation
import GistServer
import TestSupport
import Testing

@testable import GistValues
@testable import Model

/// Issue 19, item 6: no answer is read past its limit (a 1 GiB `raw_url` took dehub to
/// 2.1 GB of memory); the rest of the gist still shows.
@Suite struct BodyLimitTests {
  @Test func aRawFileOverTheLimitKeepsTheStartTheAPISent() async throws {
    let big = String(repeating: "0123456789abcdef\n", count: 70_000)  // 1.1 MB: truncated
    try await ServerFixture.with(seed: { store in
      store.load(
        SeedFile(
          users: [],
          gists: [
            SeedGist(
              id: "b16b16", owner: ServerFixture.login, description: "big", isPublic: true,
              files: ["big.log": big, "small.txt": "small\n"])
          ]))
      store.inject(Fault(path: "/raw", kind: .hugeBody(megabytes: 1024)))
    }) { fixture in
      // Without git (issue 55: with it, the file is read through the gist's repository).
      let gist = try fixture.api(git: .missing).completeGist(id: "b16b16")
      let file = try #require(gist.file(named: "big.log"))
      #expect(file.truncated)
      #expect(
        (file.content?.utf8.count ?? 0) > 0 && (file.content?.utf8.count ?? 0) < big.utf8.count)
      #expect(gist.file(named: "small.txt")?.content == "small\n")
      // Issue 55: with git, the file past what raw_url gives dehub comes whole from the
      // gist's repository.
      let whole = try fixture.api().completeGist(id: "b16b16")
      #expect(whole.file(named: "big.log")?.content == big)
      #expect(whole.file(named: "big.log")?.truncated == false)
      #expect(whole.file(named: "small.txt")?.content == "small\n")
    }
  }

  @Test func aRawFileOverTheLimitIsATypedErrorWithASentence() async throws {
    _ = try await ServerFixture.with(seed: { store in
      store.inject(Fault(path: "/raw", kind: .hugeBody(megabytes: 1024)))
    }) { fixture in
      let url = try #require(URL(string: "\(fixture.baseURL)/raw/x/y/z.txt"))
      #expect(throws: GistError.tooLarge(limit: BodyLimit.rawFile)) {
        _ = try fixture.api().raw(url)
      }
      #expect(
        GistError.tooLarge(limit: BodyLimit.rawFile).message
          == "The answer is too large to show (over 64 MB); clone the gist to get it.")
    }
  }

  @Test func anAPIAnswerOverItsLimitStops() async throws {
    _ = try await ServerFixture.with(seed: { store in
      store.generate(count: 3, owner: ServerFixture.login)
      store.inject(Fault(path: "/gists", kind: .hugeBody(megabytes: 40)))
    }) { fixture in
      #expect(throws: GistError.tooLarge(limit: BodyLimit.apiAnswer)) {
        _ = try fixture.api().gists(.mine, limit: 10)
      }
    }
  }

  /// A body with no declared length (or one that grows when decompressed) is stopped by
  /// the transfer itself, which keeps nothing of it.
  @Test func theTransferStopsAtItsLimitWithoutADeclaredLength() {
    let transfer = CurlTransfer(cancellation: nil, bodyLimit: 10)
    let bytes: [UInt8] = Array(repeating: 65, count: 6)
    bytes.withUnsafeBytes { buffer in
      #expect(transfer.receiveBody(buffer))
      #expect(!transfer.receiveBody(buffer))
    }
    #expect(transfer.isTooLarge && transfer.body.isEmpty)
  }
}
