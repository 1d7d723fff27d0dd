import Foundation
import GistServer
import Model
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 15, item 1 (the browser's half): `/WORD` finds a word that is only inside a file
  /// of a gist beyond the first page, once the background index caught up, with no other
  /// action; and again with the server stopped.
  @Suite struct SearchTmuxTests {
    @Test func slashFindsAWordInsideAnOldGistOnlineAndOffline() async throws {
      let fixture = try await ServerFixture.start(seed: SearchCLITests.seed)
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-search-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let environment = BrowserTmuxTests.environment(
        fixture, token: ServerFixture.token, home: home
      ).merging(["DEHUB_SEARCH_RATE_SHARE": "20"]) { $1 }
      let row = "old notes  ·  runbook.txt:2: the quuxfrobnicate step"
      try await onOwnThread {
        let tmux = try TmuxSession(
          "exec \(CLI.binary.path)", columns: 120, rows: 24, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 100+ gists"))
        // The index catches up by itself; the position line says how far it is until then.
        #expect(tmux.wait(timeout: 30) { !$0.contains { $0.contains("indexed ") } })
        tmux.send("/")
        tmux.send("quuxfrob", literal: true)
        #expect(tmux.wait(for: row), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "1 of 301 gists"))
        tmux.send("Enter")  // keeps the filter
        #expect(tmux.wait { !$0.joined().contains("Enter keeps it") })
        tmux.send("Enter")  // opens the highlighted result
        // It opens on the file that matched, at the match, and n goes round the matches.
        #expect(
          tmux.wait(for: "2 the quuxfrobnicate step"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(tmux.wait(for: "runbook.txt"))
        #expect(
          tmux.wait(for: "Match 1 of 1 · n next · N previous"),
          "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("n")
        #expect(tmux.wait(for: "Match 1 of 1 · n next · N previous"))
      }.get()
      await fixture.server.stop()
      try await onOwnThread {
        let tmux = try TmuxSession(
          "exec \(CLI.binary.path)", columns: 120, rows: 24, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "Swift retry with backoff #1"))
        tmux.send("/")
        tmux.send("quuxfrob", literal: true)
        #expect(tmux.wait(for: row), "\(tmux.capture().joined(separator: "\n"))")
      }.get()
    }
  }
}
