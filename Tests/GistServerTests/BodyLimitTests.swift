import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 28, item 9: `dehub server` read any request body whole (a 200 MB POST made it 842
/// MB resident). A body over the limit is answered 413, declared or chunked, and the server
/// goes on serving.
@Suite struct BodyLimitTests {
  /// curl's status code for a POST of `bytes` bytes to `url` (`chunked`: no length given).
  static func post(_ bytes: Int, to url: String, chunked: Bool) throws -> String {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("body-\(UUID())")
    try Data(repeating: 0x61, count: bytes).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try TestProgram.run(
      ["/usr/bin/curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-m", "20", "-X", "POST"]
        + (chunked ? ["-H", "Transfer-Encoding: chunked"] : [])
        + [
          "--data-binary", "@\(file.path)", "-H", "Authorization: Bearer \(ServerFixture.token)",
          url,
        ]
    ).stdout
  }

  @Test func aBodyOverTheLimitIsRefusedAndTheServerGoesOn() async throws {
    let store = GistStore()
    store.addUser(ServerFixture.login, token: ServerFixture.token)
    let server = try GistServer(store: store, bodyLimit: 4096)
    try await server.start()
    let url = server.baseURL + "/gists"
    let codes = await onOwnThread {
      [
        try? Self.post(100_000, to: url, chunked: false),
        try? Self.post(100_000, to: url, chunked: true),
        try? Self.post(100, to: url, chunked: false),
      ]
    }
    await server.stop()
    let got = try codes.get()
    #expect(got == ["413", "413", "400"], "\(got)")  // 400: not JSON, as GitHub says
  }
}
