import Foundation
import GistServer
import TestSupport

/// What the tmux journeys start: `dehub` in a throw-away home against a loopback server.
enum TmuxBrowser {
  /// A throw-away home for `dehub` against `fixture`, signed in with `token` when given.
  static func environment(_ fixture: ServerFixture, token: String?, home: URL) -> [String: String] {
    var environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_STATE_HOME": home.appendingPathComponent("state").path,
      "DEHUB_API_URL": fixture.baseURL,
      // The search indexer fetches no content here: browsers indexing at once would load
      // the test process's servers.
      "DEHUB_SEARCH_RATE_SHARE": "0",
    ]
    environment["GH_ENTERPRISE_TOKEN"] = token
    return environment
  }

  /// Runs `body` with a loopback server seeded by `seed` and a throw-away home folder.
  static func withServerAndHome(
    seed: (GistStore) -> Void, _ body: @escaping @Sendable (ServerFixture, URL) throws -> Void
  ) async throws {
    try await ServerFixture.with(seed: seed) { fixture in
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-browser-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      try body(fixture, home)
    }
  }

  /// `dehub` (the browser) in tmux, printing its exit code when it ends.
  static func browser(_ environment: [String: String], columns: Int = 100, rows: Int = 30) throws
    -> TmuxSession
  {
    try TmuxSession(
      "\(CLI.binary.path); echo EXIT=$?", columns: columns, rows: rows, environment: environment)
  }
}
