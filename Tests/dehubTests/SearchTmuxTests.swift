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
      // The highlighted hit's matching line, on a line of its own under the search field.
      let row = "runbook.txt:2: the quuxfrobnicate step"
      try await onOwnThread {
        // Issue 35, item 4, at the smallest size: the hit shows, one Enter opens it.
        let tmux = try TmuxSession(
          "exec \(CLI.binary.path)", columns: 60, rows: 20, environment: environment)
        defer { tmux.close() }
        let screen = { tmux.capture().joined(separator: "\n") }
        #expect(tmux.wait(for: "1 of 100+ gists"), "\(screen())")
        // The index catches up by itself; the position line says how far it is until then.
        #expect(tmux.wait(timeout: 30) { !$0.contains { $0.contains("indexed ") } })
        tmux.send("/")
        tmux.send("quuxfrob", literal: true)
        #expect(tmux.wait(for: row), "\(screen())")
        #expect(tmux.wait(for: "old notes"), "\(screen())")
        #expect(tmux.wait(for: "hit 1 of 1 hit"), "\(screen())")
        for (columns, rows) in [(80, 24), (200, 60), (60, 20)] {
          tmux.resize(columns: columns, rows: rows)
          #expect(
            tmux.wait { $0.contains { $0.hasPrefix(row) } && $0.count >= rows },
            "\(columns)x\(rows): \(screen())")
        }
        tmux.send("Enter")  // opens the highlighted result at once
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
