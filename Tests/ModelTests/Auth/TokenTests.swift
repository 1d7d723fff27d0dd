import Foundation
import GistValues
import Model
import Testing

@Suite struct TokenTests {
  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-token-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let api = "https://api.github.com"

  @Test func savedWithMode600AndReadBackPerHostAndAccount() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TokenStore(folder: folder.appendingPathComponent("config"))
    #expect(try store.account(host: "github.com") == nil)
    try store.save("ghp_one", login: "ada", host: "github.com", apiURL: Self.api)
    let mode =
      try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try store.account(host: "github.com")?.token == "ghp_one")
    // A second account on the host becomes the active one; the first stays.
    try store.save("ghp_two", login: "grace", host: "github.com", apiURL: Self.api)
    try store.save("ghe_one", login: "ada", host: "ghe.example.com", apiURL: "https://x/api/v3")
    #expect(try store.account(host: "github.com")?.login == "grace")
    #expect(try store.account(host: "github.com", login: "ADA")?.token == "ghp_one")
    #expect(try store.account(host: "ghe.example.com")?.token == "ghe_one")
    #expect(try store.activate(host: "github.com", login: "ada"))
    #expect(try store.account(host: "github.com")?.token == "ghp_one")
    #expect(try !store.activate(host: "github.com", login: "nobody"))
    // Logging out the active account makes the other one active.
    #expect(try store.remove(host: "github.com").map(\.login) == ["ada"])
    #expect(try store.account(host: "github.com")?.login == "grace")
    #expect(try store.remove(host: "github.com", login: "grace").count == 1)
    #expect(try store.hosts().keys.sorted() == ["ghe.example.com"])
  }

  @Test func readableByOthersIsRefusedWithTheFix() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TokenStore(folder: folder)
    try store.save("ghp_secret", login: "ada", host: "github.com", apiURL: Self.api)
    chmod(store.file.path, 0o644)
    do throws(GistError) {
      _ = try store.account(host: "github.com")
      Issue.record("a world-readable token file must be refused")
    } catch {
      #expect(error.message.contains("chmod 600 \(store.file.path)"))
      #expect(!error.message.contains("ghp_secret"))
    }
  }

  /// Issue 50: an older dehub's one-token file is read once as the token of the host in
  /// use, and rewritten in the new form.
  @Test func anOlderTokenFileMovesToTheHostInUse() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("token")
    try "ghp_old\n".write(to: old, atomically: true, encoding: .utf8)
    chmod(old.path, 0o600)
    let store = TokenStore(folder: folder)
    let found = try TokenSource.resolve(
      environment: [:], store: store, host: "ghe.example.com",
      apiURL: "https://ghe.example.com/api/v3", askGH: false)
    #expect(found?.token == "ghp_old")
    #expect(found?.source == .saved(host: "ghe.example.com", login: nil))
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(try store.hosts()["ghe.example.com"]?.apiURL == "https://ghe.example.com/api/v3")
    try store.learned(login: "ada", token: "ghp_old", host: "ghe.example.com")
    #expect(try store.account(host: "ghe.example.com")?.login == "ada")
    // Another host does not get it.
    #expect(
      try TokenSource.resolve(
        environment: [:], store: store, host: "github.com", apiURL: Self.api, askGH: false)
        == nil)
  }

  /// Issue 50, gh's rules: GH_TOKEN and GITHUB_TOKEN are for github.com and tenancies;
  /// GH_ENTERPRISE_TOKEN and GITHUB_ENTERPRISE_TOKEN for any other host; then the host's
  /// saved account.
  @Test func aTokenGoesOnlyToTheHostItIsFor() throws {
    let store = TokenStore(folder: try temporaryFolder())
    try store.save("saved-ghe", login: "ada", host: "ghe.example.com", apiURL: "https://g/api/v3")
    func resolve(_ environment: [String: String], _ host: String) throws -> TokenSource? {
      try TokenSource.resolve(
        environment: environment, store: store, host: host, apiURL: "x", askGH: false)?.source
    }
    let both = ["GH_TOKEN": "com", "GH_ENTERPRISE_TOKEN": "ent"]
    #expect(try resolve(both, "github.com") == .environment("GH_TOKEN"))
    #expect(try resolve(both, "acme.ghe.com") == .environment("GH_TOKEN"))
    #expect(try resolve(both, "ghe.example.com") == .environment("GH_ENTERPRISE_TOKEN"))
    #expect(try resolve(both, "127.0.0.1:8443") == .environment("GH_ENTERPRISE_TOKEN"))
    #expect(
      try resolve(["GH_TOKEN": "com"], "ghe.example.com")
        == .saved(host: "ghe.example.com", login: "ada"))
    #expect(try resolve(["GH_TOKEN": "com"], "127.0.0.1:8443") == nil)
    #expect(
      try resolve(["GITHUB_ENTERPRISE_TOKEN": "b", "GITHUB_TOKEN": "c"], "ghe.example.com")
        == .environment("GITHUB_ENTERPRISE_TOKEN"))
    #expect(
      try resolve(["GH_TOKEN": " ", "GITHUB_TOKEN": "c"], "github.com")
        == .environment("GITHUB_TOKEN"))
    let missing = TokenSource.missing(
      host: "127.0.0.1:8443", apiURL: "http://127.0.0.1:8443", environment: ["GH_TOKEN": "x"])
    #expect(missing.contains("dehub auth login --api-url http://127.0.0.1:8443"))
    #expect(missing.contains("GH_ENTERPRISE_TOKEN"))
    #expect(missing.contains("GH_TOKEN is set, but for github.com only"))
  }

  @Test func hostsAreNamedAsGHNamesThem() throws {
    #expect(HostName.of(api: try #require(URL(string: "https://api.github.com"))) == "github.com")
    #expect(
      HostName.of(api: try #require(URL(string: "https://api.acme.ghe.com"))) == "acme.ghe.com")
    #expect(
      HostName.of(api: try #require(URL(string: "https://GHE.example.com/api/v3")))
        == "ghe.example.com")
    #expect(
      HostName.of(api: try #require(URL(string: "http://127.0.0.1:8443"))) == "127.0.0.1:8443")
    #expect(HostName.apiURL(of: "github.com") == "https://api.github.com")
    #expect(HostName.apiURL(of: "acme.ghe.com") == "https://api.acme.ghe.com")
    #expect(HostName.apiURL(of: "ghe.example.com") == "https://ghe.example.com/api/v3")
    #expect(!HostName.isEnterprise("gist.github.com") && HostName.isEnterprise("ghe.example.com"))
  }

  @Test func xdgPaths() {
    let paths = AppPaths(environment: ["HOME": "/home/u", "XDG_STATE_HOME": "/state"])
    #expect(paths.config.path == "/home/u/.config/dehub")
    #expect(paths.cache.path == "/home/u/.cache/dehub")
    #expect(paths.state.path == "/state/dehub")
    #expect(paths.drafts.path == "/state/dehub/drafts")
    #expect(paths.tokenStore().file.path == "/home/u/.config/dehub/hosts.json")
    #expect(
      AppPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "relative"]).config.path
        == "/h/.config/dehub")
  }

  /// Issue 19, item 11: a token with CR/LF injected a header line; spaces were accepted.
  @Test func aTokenWithSpacesOrLineBreaksIsRefused() throws {
    let store = TokenStore(folder: try temporaryFolder())
    for bad in ["ghp_abc\r\nX-Evil: 1", "ghp abc", "ghp_\u{1b}[31m"] {
      #expect(throws: GistError.self, "\(bad.debugDescription)") {
        try TokenSource.resolve(
          environment: ["GH_TOKEN": bad], store: store, host: "github.com", apiURL: Self.api)
      }
    }
    #expect(
      try TokenSource.resolve(
        environment: ["GH_TOKEN": " ghp_fine\n"], store: store, host: "github.com",
        apiURL: Self.api)?.token == "ghp_fine")
  }
}

extension TokenTests {
  /// A review found `GH_TOKEN=bad dehub list` advised `dehub auth login`, which GH_TOKEN
  /// overrides: the advice names the source and its own fix.
  @Test func aRefusedTokenIsAdvisedForWhereItCameFrom() {
    let environment = TokenSource.environment("GH_TOKEN").advice(for: .badToken) ?? ""
    #expect(environment.contains("in GH_TOKEN") && environment.contains("unset GH_TOKEN"))
    #expect(!environment.contains("Run `dehub auth login`"))
    let gh = TokenSource.gh(host: "github.com").advice(for: .badToken) ?? ""
    #expect(gh.contains("gh's token") && gh.contains("gh auth login --hostname github.com"))
    #expect(
      TokenSource.saved(host: "github.com", login: "ada").advice(for: .badToken)?
        .contains("dehub auth login") == true)
    #expect(
      TokenSource.environment("GITHUB_TOKEN").advice(for: .missingScope)?
        .contains("Set GITHUB_TOKEN") == true)
    #expect(TokenSource.environment("GH_TOKEN").advice(for: .cancelled) == nil)
  }

  /// The variable a token comes from, by the resolver's rule (empty counts as unset), for
  /// `auth logout` to say.
  @Test func theEnvironmentTokenFollowsTheResolversRule() {
    #expect(TokenSource.environmentToken(in: [:], for: "github.com") == nil)
    #expect(
      TokenSource.environmentToken(in: ["GH_TOKEN": "", "GITHUB_TOKEN": " \n"], for: "github.com")
        == nil)
    #expect(
      TokenSource.environmentToken(in: ["GH_TOKEN": "", "GITHUB_TOKEN": "b"], for: "github.com")?
        .name == "GITHUB_TOKEN")
    #expect(
      TokenSource.environmentToken(
        in: ["GH_TOKEN": " a ", "GITHUB_TOKEN": "b"], for: "github.com")?
        .value == "a")
  }
}
