import Foundation
import Model
import Testing

@Suite struct TokenTests {
  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-token-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func savedWithMode600AndReadBack() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TokenStore(file: folder.appendingPathComponent("config/token"))
    #expect(try store.read() == nil)
    try store.save("ghp_secret")
    let mode =
      try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try store.read() == "ghp_secret")
    #expect(store.delete())
    #expect(try store.read() == nil)
    #expect(!store.delete())
  }

  @Test func readableByOthersIsRefusedWithTheFix() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("token")
    try "ghp_secret\n".write(to: file, atomically: true, encoding: .utf8)
    chmod(file.path, 0o644)
    let store = TokenStore(file: file)
    do throws(GistError) {
      _ = try store.read()
      Issue.record("a world-readable token file must be refused")
    } catch {
      #expect(error.message.contains("chmod 600 \(file.path)"))
      #expect(!error.message.contains("ghp_secret"))
    }
  }

  @Test func firstFoundWins() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = TokenStore(file: try temporaryFolder().appendingPathComponent("token"))
    try store.save("from-file")
    #expect(try TokenSource.resolve(environment: [:], store: store)?.token == "from-file")
    #expect(
      try TokenSource.resolve(environment: ["GITHUB_TOKEN": "gh"], store: store)?.source
        == .environment("GITHUB_TOKEN"))
    let both = try TokenSource.resolve(
      environment: ["GITHUB_TOKEN": "b", "GH_TOKEN": "a"], store: store)
    #expect(both?.token == "a")
    #expect(
      try TokenSource.resolve(environment: ["GH_TOKEN": " "], store: store)?.token == "from-file")
    store.delete()
    #expect(try TokenSource.resolve(environment: [:], store: store) == nil)
  }

  @Test func xdgPaths() {
    let paths = AppPaths(environment: ["HOME": "/home/u", "XDG_STATE_HOME": "/state"])
    #expect(paths.config.path == "/home/u/.config/dehub")
    #expect(paths.cache.path == "/home/u/.cache/dehub")
    #expect(paths.state.path == "/state/dehub")
    #expect(paths.drafts.path == "/state/dehub/drafts")
    #expect(
      AppPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "relative"]).config.path
        == "/h/.config/dehub")
  }

  /// Issue 19, item 11: a token with CR/LF injected a header line; spaces were accepted.
  @Test func aTokenWithSpacesOrLineBreaksIsRefused() throws {
    let store = TokenStore(file: try temporaryFolder().appendingPathComponent("token"))
    for bad in ["ghp_abc\r\nX-Evil: 1", "ghp abc", "ghp_\u{1b}[31m"] {
      #expect(throws: GistError.self, "\(bad.debugDescription)") {
        try TokenSource.resolve(environment: ["GH_TOKEN": bad], store: store)
      }
    }
    #expect(
      try TokenSource.resolve(environment: ["GH_TOKEN": " ghp_fine\n"], store: store)?.token
        == "ghp_fine")
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
    #expect(TokenSource.file("/t").advice(for: .badToken)?.contains("dehub auth login") == true)
    #expect(
      TokenSource.environment("GITHUB_TOKEN").advice(for: .missingScope)?
        .contains("Set GITHUB_TOKEN") == true)
    #expect(TokenSource.environment("GH_TOKEN").advice(for: .cancelled) == nil)
  }

  /// The variable a token comes from, by the resolver's rule (empty counts as unset), for
  /// `auth logout` to say.
  @Test func theEnvironmentTokenFollowsTheResolversRule() {
    #expect(TokenSource.environmentToken(in: [:]) == nil)
    #expect(TokenSource.environmentToken(in: ["GH_TOKEN": "", "GITHUB_TOKEN": " \n"]) == nil)
    #expect(
      TokenSource.environmentToken(in: ["GH_TOKEN": "", "GITHUB_TOKEN": "b"])?.name
        == "GITHUB_TOKEN")
    #expect(
      TokenSource.environmentToken(in: ["GH_TOKEN": " a ", "GITHUB_TOKEN": "b"])?.value
        == "a")
  }
}
