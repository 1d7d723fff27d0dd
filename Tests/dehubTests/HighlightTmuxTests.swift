import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Enter opens exactly the highlighted gist, in real tmux, whatever changed the rows
  /// between the move and the key: a filter that shrinks the list, a refresh that brings a
  /// gist in above the cursor, a tab switch and back, a resize.
  @Suite struct HighlightTmuxTests {
    /// Ten gists, newest first "Note 0" … "Note 9"; "kiwi" is in 2, 3, 5, 7, 8 and 9, so the
    /// filter keeps the sixth gist but moves it to the third row.
    static func seed(_ store: GistStore) {
      store.load(
        SeedFile(
          users: [],
          gists: (0..<10).map { index in
            SeedGist(
              id: "\(index)abc\(index)", owner: ServerFixture.login,
              description: "Note \(index)" + ([2, 3, 5, 7, 8, 9].contains(index) ? " kiwi" : ""),
              isPublic: true, files: ["n\(index).txt": "note \(index)\n"],
              hoursAgo: Double(index) + 1)
          }))
    }

    /// Whether the detail of the sixth gist is on screen (its title on the first row).
    static func showsTheSixth(_ tmux: TmuxSession) -> Bool {
      tmux.wait { $0.first?.hasPrefix("Note 5 kiwi") == true }
    }

    @Test func enterOpensTheHighlightedGist() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try BrowserTmuxTests.browser(
          BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home),
          columns: 100, rows: 30)
        defer { tmux.close() }
        #expect(tmux.wait(for: "dehub · octocat · 1 of 10 gists"))
        for _ in 0..<5 { tmux.send("j") }

        // A search that shrinks the list: "/kiwi", Enter opens the highlighted result.
        tmux.send("/")
        tmux.send("kiwi", literal: true)
        // The index's answer, or the loaded rows filtered while it catches up.
        let found = { (rows: [String]) in
          rows.contains { $0.contains(" of 6 hits") || $0.contains("6 of 10 gists") }
        }
        #expect(tmux.wait(until: found), "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("Enter")
        #expect(Self.showsTheSixth(tmux), "after a filter")
        tmux.send("q")
        #expect(tmux.wait(until: found))
        tmux.send("Escape")
        #expect(tmux.wait { $0.count > 1 && !$0[1].hasPrefix("/") })

        // A refresh that brings a gist in above the cursor.
        fixture.store.load(
          SeedFile(
            users: [],
            gists: [
              SeedGist(
                id: "fresh1", owner: ServerFixture.login, description: "Brand new", isPublic: true,
                files: ["new.txt": "new\n"], hoursAgo: 0)
            ]))
        tmux.send("r")
        #expect(tmux.wait(for: "Brand new"))
        tmux.send("Enter")
        #expect(Self.showsTheSixth(tmux), "after a refresh")
        tmux.send("q")

        // A tab switch and back.
        tmux.send("2")
        #expect(tmux.wait(for: "Nothing starred"))
        tmux.send("1")
        #expect(tmux.wait(for: "Brand new"))
        tmux.send("Enter")
        #expect(Self.showsTheSixth(tmux), "after a tab switch and back")
        tmux.send("q")

        // A resize, smaller and back.
        #expect(tmux.wait(for: "11 gists"))
        tmux.resize(columns: 60, rows: 12)
        #expect(tmux.wait { $0.count == 12 || $0.count == 13 })
        tmux.resize(columns: 100, rows: 30)
        tmux.send("Enter")
        #expect(Self.showsTheSixth(tmux), "after a resize")
        tmux.send("q")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }
  }
}
