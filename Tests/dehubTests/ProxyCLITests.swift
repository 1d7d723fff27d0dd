import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 50, item 3: `HTTPS_PROXY` (and its kin) carries https requests through a CONNECT
/// proxy, `NO_PROXY` lets a host go straight, and plain http (this machine only) never goes
/// through a proxy, which would see the token in clear (issue 58, TLS3). The built binary
/// runs: libcurl reads the proxy variables of the process.
@Suite struct ProxyCLITests {
  @Test func httpsGoesThroughTheProxyUnlessNoProxyNamesTheHost() async throws {
    try await ServerFixture.with(seed: { $0.generate(count: 2, owner: ServerFixture.login) }) {
      fixture in
      let front = try TLSFront(backendPort: try #require(URL(string: fixture.baseURL)?.port))
      defer { front.stop() }
      let proxy = try ConnectProxy()
      defer { proxy.stop() }
      let api = "https://127.0.0.1:\(front.port)/api/v3"
      fixture.store.setPublicURL(api)
      var cli = try CLI(server: nil, token: nil)
      defer { cli.cleanUp() }
      cli.environment["GH_ENTERPRISE_TOKEN"] = ServerFixture.token
      cli.environment["SSL_CERT_FILE"] = front.caFile
      cli.environment["DEHUB_API_URL"] = api
      cli.environment["HTTPS_PROXY"] = "http://127.0.0.1:\(proxy.port)"

      let proxied = try cli.runProcess("list", "--no-cache")
      #expect(proxied.status == 0, "\(proxied.stderr)")
      #expect(proxied.stdout.split(separator: "\n").count == 2)
      #expect(proxy.requests.contains("CONNECT 127.0.0.1:\(front.port)"), "\(proxy.requests)")
      let doctor = try cli.runProcess("doctor")
      #expect(doctor.stdout.contains("http://127.0.0.1:\(proxy.port)"), "\(doctor.stdout)")

      // NO_PROXY names the host: straight to it.
      let before = proxy.requests.count
      cli.environment["NO_PROXY"] = "localhost,127.0.0.1"
      let straight = try cli.runProcess("list", "--no-cache")
      #expect(straight.status == 0, "\(straight.stderr)")
      #expect(proxy.requests.count == before, "\(proxy.requests)")
      let spared = try cli.runProcess("doctor")
      #expect(spared.stdout.contains("none (requests go straight"), "\(spared.stdout)")
    }
  }

  /// TLS3: with a plain-http loopback API and `http_proxy` / `ALL_PROXY` set, the token
  /// went in clear text to the proxy.
  @Test func plainHTTPNeverGoesThroughAProxy() async throws {
    try await CLI.with(seed: { $0.generate(count: 1, owner: ServerFixture.login) }) { cli, _ in
      let proxy = try ConnectProxy()
      defer { proxy.stop() }
      var proxied = cli
      for name in ["http_proxy", "HTTP_PROXY", "ALL_PROXY", "all_proxy"] {
        proxied.environment[name] = "http://127.0.0.1:\(proxy.port)"
      }
      let run = try proxied.runProcess("list", "--no-cache")
      #expect(run.status == 0, "\(run.stderr)")
      #expect(proxy.requests.isEmpty, "the proxy saw \(proxy.requests)")
    }
  }
}
