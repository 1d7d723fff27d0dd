import Foundation
import GistServer
import Model
import TestSupport
import Testing

/// Issue 50: a token goes only to the host it is for. Two loopback servers take the same
/// token, so a leak would succeed and show: a token saved for A never reaches B, whether B
/// is chosen by `api_url`, `--api-url`, `DEHUB_API_URL`, `GH_HOST`, a redirect or a `Link`
/// header; `GH_TOKEN` never reaches a host that is not github.com; `GH_ENTERPRISE_TOKEN`
/// with `GH_HOST` works.
@Suite struct TokenHostsCLITests {
  static func seed(_ store: GistStore) { store.generate(count: 3, owner: ServerFixture.login) }

  /// A CLI with no token in its environment, signed in to `a` by `auth login --with-token`.
  static func signedIn(to a: ServerFixture) throws -> CLI {
    var cli = try CLI(server: nil, token: nil)
    let login = try cli.run(
      "auth", "login", "--with-token", "--api-url", a.baseURL, stdin: ServerFixture.token)
    #expect(login.status == 0, "\(login.stderr)")
    #expect(login.stderr.contains("Logged in to 127.0.0.1:"), "\(login.stderr)")
    cli.environment["DEHUB_API_URL"] = nil
    return cli
  }

  @Test func aTokenSavedForOneHostNeverReachesAnother() async throws {
    try await ServerFixture.withTwo(seed: Self.seed) { a, b in
      let cli = try Self.signedIn(to: a)
      defer { cli.cleanUp() }
      // The only host with a saved account is the one used.
      let own = try cli.run("list")
      #expect(own.status == 0, "\(own.stderr)")
      #expect(a.tookAToken)

      // B by --api-url, DEHUB_API_URL and api_url: no token for it, and none sent.
      let flag = try cli.run("list", "--api-url", b.baseURL)
      #expect(flag.status == 4, "\(flag.stderr)")
      #expect(flag.stderr.contains("No GitHub token for 127.0.0.1:"), "\(flag.stderr)")
      #expect(flag.stderr.contains("GH_ENTERPRISE_TOKEN"), "\(flag.stderr)")
      var byVariable = cli
      byVariable.environment["DEHUB_API_URL"] = b.baseURL
      #expect(try byVariable.run("list").status == 4)
      _ = try cli.write("config/dehub/config.toml", "api_url = \"\(b.baseURL)\"\n")
      #expect(try cli.run("list").status == 4)
      // auth status lists A's account, checked with A only.
      let status = try cli.run("auth", "status")
      #expect(status.stdout.contains("account \(ServerFixture.login) (saved"), "\(status.stdout)")
      #expect(!b.tookAToken, "B never saw a token")
    }
  }

  @Test func aRedirectOrALinkToAnotherHostCarriesNoToken() async throws {
    try await ServerFixture.withTwo(seed: { store in
      store.generate(count: 150, owner: ServerFixture.login)
    }) { a, b in
      let cli = try Self.signedIn(to: a)
      defer { cli.cleanUp() }
      // A's pages say their next page is on B.
      a.store.setPublicURL(b.baseURL)
      let listed = try cli.run("list", "--api-url", a.baseURL, "--limit", "150", "--no-cache")
      #expect(a.tookAToken)
      #expect(!b.tookAToken, "\(listed.stderr)")
      // A redirects a request to B: not followed with the token.
      a.store.setPublicURL(nil)
      a.store.inject(Fault(path: "/gists", kind: .redirect(b.baseURL + "/gists"), times: 1))
      _ = try cli.run("list", "--api-url", a.baseURL, "--no-cache")
      #expect(!b.tookAToken)
    }
  }

  @Test func ghTokenIsForGitHubOnlyAndTheEnterpriseTokenForOtherHosts() async throws {
    try await ServerFixture.with(seed: Self.seed) { fixture in
      var cli = try CLI(server: fixture, token: nil)
      defer { cli.cleanUp() }
      cli.environment["GH_TOKEN"] = ServerFixture.token
      let refused = try cli.run("list")
      #expect(refused.status == 4)
      #expect(
        refused.stderr.contains("GH_TOKEN is set, but for github.com only"), "\(refused.stderr)")
      #expect(!fixture.tookAToken)
      cli.environment["GH_ENTERPRISE_TOKEN"] = ServerFixture.token
      let listed = try cli.run("list")
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(listed.stdout.split(separator: "\n").count == 3)
    }
  }

  /// `GH_HOST` picks an Enterprise host, its API at `https://HOST/api/v3` (a TLS front
  /// before the loopback server), and `GH_ENTERPRISE_TOKEN` signs in there.
  @Test func ghHostWithTheEnterpriseTokenWorks() async throws {
    try await ServerFixture.withTwo(seed: Self.seed) { a, b in
      let front = try TLSFront(backendPort: try #require(URL(string: b.baseURL)?.port))
      defer { front.stop() }
      let host = "127.0.0.1:\(front.port)"
      b.store.setPublicURL("https://\(host)/api/v3")
      var cli = try Self.signedIn(to: a)
      defer { cli.cleanUp() }
      cli.environment["SSL_CERT_FILE"] = front.caFile
      cli.environment["GH_HOST"] = host
      // GH_HOST wins over the one saved host: B, with no token for it.
      let none = try cli.run("list")
      #expect(none.status == 4, "\(none.stderr)")
      #expect(none.stderr.contains("No GitHub token for \(host)"), "\(none.stderr)")
      cli.environment["GH_ENTERPRISE_TOKEN"] = ServerFixture.token
      let listed = try cli.run("list")
      #expect(listed.status == 0, "\(listed.stderr)")
      #expect(listed.stdout.split(separator: "\n").count == 3)
      #expect(
        b.store.requests.contains { $0.path == "/gists" && $0.headers["authorization"] != nil })
      #expect(a.store.requests.allSatisfy { $0.path == "/user" }, "A only checked the login")
      // --api-url still wins over GH_HOST.
      let own = try cli.run("list", "--api-url", a.baseURL)
      #expect(own.status == 0, "\(own.stderr)")
    }
  }
}

/// Issue 50, item 2: accounts as gh keeps them. Two accounts on one host and one on
/// another are saved by `auth login --with-token`, listed by `auth status`, switched by
/// `auth switch` (and the browser's accounts screen), each account's lists its own.
@Suite struct AccountsCLITests {
  static let adaToken = "ada-token-0123456789"

  static func seed(_ store: GistStore) {
    store.addUser("ada", token: adaToken, name: "Ada")
    store.generate(count: 3, owner: ServerFixture.login)
    store.generate(count: 2, owner: "ada")
  }

  @Test func twoAccountsOnOneHostAndOneOnAnotherAreKeptListedAndSwitched() async throws {
    try await ServerFixture.withTwo(seed: Self.seed) { a, b in
      var cli = try CLI(server: nil, token: nil)
      defer { cli.cleanUp() }
      for (server, token) in [
        (a, ServerFixture.token), (a, Self.adaToken), (b, ServerFixture.token),
      ] {
        let login = try cli.run(
          "auth", "login", "--with-token", "--api-url", server.baseURL, stdin: token)
        #expect(login.status == 0, "\(login.stderr)")
      }
      cli.environment["DEHUB_API_URL"] = a.baseURL
      let status = try cli.run("auth", "status")
      #expect(status.status == 0, "\(status.stderr)")
      let hostA = "127.0.0.1:\(try #require(URL(string: a.baseURL)?.port))"
      let hostB = "127.0.0.1:\(try #require(URL(string: b.baseURL)?.port))"
      #expect(status.stdout.contains("\(hostA)\n  ✓ Logged in to \(hostA) account ada (saved"))
      #expect(status.stdout.contains("account \(ServerFixture.login) (saved"))
      #expect(status.stdout.contains("\(hostB)\n  ✓ Logged in to \(hostB) account octocat"))
      #expect(status.stdout.components(separatedBy: "✓ Logged in").count == 4, "\(status.stdout)")
      #expect(
        !status.stdout.contains(Self.adaToken) && !status.stdout.contains(ServerFixture.token))

      // The last login is the active one: ada's gists, then octocat's after the switch.
      let adas = try cli.run("list")
      #expect(adas.stdout.split(separator: "\n").count == 2, "\(adas.stdout)")
      let switched = try cli.run("auth", "switch")
      #expect(switched.stderr.contains("to \(ServerFixture.login)"), "\(switched.stderr)")
      let octocats = try cli.run("list")
      #expect(octocats.stdout.split(separator: "\n").count == 3, "the cache is the account's")
      #expect(try cli.run("auth", "token").stdout == ServerFixture.token + "\n")
      #expect(
        try cli.run("auth", "token", "--user", "ada").stdout == Self.adaToken + "\n")
      // Three accounts on a host: switch needs a name; logout of one leaves the other.
      #expect(try cli.run("auth", "switch", "--user", "nobody").status == 1)
      let out = try cli.run("auth", "logout", "--user", "ada")
      #expect(out.stderr.contains("Logged out of \(hostA) account ada"), "\(out.stderr)")
      #expect(try cli.run("auth", "switch").status == 1, "one account left on A")
    }
  }

  @Test func theBrowserSwitchesToAnotherSavedAccount() async throws {
    try await AppDriver.with(
      seed: Self.seed, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      let host = HostName.of(api: try #require(URL(string: driver.server.baseURL)))
      let store = TokenStore(folder: driver.home.appendingPathComponent("config/dehub"))
      try store.save(
        Self.adaToken, login: "ada", host: host, apiURL: driver.server.baseURL)
      try store.save(
        ServerFixture.token, login: ServerFixture.login, host: host,
        apiURL: driver.server.baseURL)
      #expect(driver.list.status == "dehub · octocat · 1 of 3 gists", "\(driver.list.status)")
      driver.press(action: "palette")
      driver.type("switch account")
      driver.step(.enter)
      #expect(driver.view.title == "Accounts on \(host)", "\(driver.view.labels)")
      #expect(driver.view.rows.contains { $0.contains("in use") }, "\(driver.view.rows)")
      driver.step(.enter)
      #expect(driver.list.status == "dehub · ada · 1 of 2 gists", "\(driver.list.status)")
      #expect(try store.account(host: host)?.login == "ada")
    }
  }

  /// An Enterprise Server with rate limits off sends no rate-limit headers: no figure is
  /// shown rather than a wrong one.
  @Test func aServerWithoutRateHeadersShowsNoRateFigure() async throws {
    try await AppDriver.with(
      seed: { store in
        store.setRateLimit(0)
        store.generate(count: 2, owner: ServerFixture.login)
      }, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      #expect(driver.list.position.hasSuffix("2 gists"), "\(driver.list.position)")
      let right = driver.view.status?.right ?? []
      #expect(!right.contains { $0.contains("left") }, "\(right)")
    }
    try await CLI.with(seed: { $0.setRateLimit(0) }) { cli, _ in
      let status = try cli.run("auth", "status")
      #expect(status.status == 0, "\(status.stderr)")
      #expect(status.stdout.contains("Rate limit: none said"), "\(status.stdout)")
    }
  }
}
