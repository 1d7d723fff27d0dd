import Foundation
import GistServer
import TestSupport
import Testing

/// A client that follows `Link` may send the whole address as the request target
/// (`GET http://127.0.0.1:PORT/gists?page=2 HTTP/1.1`, as Debian's `gist-paste` does); the
/// server answers it as it answers the path alone.
@Suite struct RequestTargetTests {
  /// curl's status code and body size for `target` sent to `url`.
  static func get(_ url: String, target: String) throws -> String {
    try TestProgram.run([
      "/usr/bin/curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{size_download}", "-m", "20",
      "--request-target", target, "-H", "Authorization: Bearer \(ServerFixture.token)", url,
    ]).stdout
  }

  @Test func anAbsoluteTargetIsAnsweredAsItsPath() async throws {
    let store = GistStore()
    store.addUser(ServerFixture.login, token: ServerFixture.token)
    store.generate(count: 150, owner: ServerFixture.login)
    let server = try GistServer(store: store)
    try await server.start()
    let base = server.baseURL
    let answers = await onOwnThread {
      [
        try? Self.get(base, target: "/gists?page=2&per_page=100"),
        try? Self.get(base, target: "\(base)/gists?page=2&per_page=100"),
        try? Self.get(base, target: "\(base)?x=1"),
      ]
    }
    await server.stop()
    let got = try answers.get()
    #expect(got[0] == got[1], "\(got)")
    #expect(got[0]?.hasPrefix("200 ") == true, "\(got)")
    #expect(got[2]?.hasPrefix("404 ") == true, "the root is no route: \(got)")
  }
}
