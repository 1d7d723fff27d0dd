import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 17 in real tmux: a revision's `Enter` shows only what that revision changed, and
  /// `r` restores an old revision with one PATCH carrying its content.
  @Suite struct HistoryTmuxTests {
    /// One gist of the signed-in user with three revisions of `notes.txt`.
    static func seed(_ store: GistStore) {
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: "feed0a", owner: ServerFixture.login, description: "Evolving notes",
              isPublic: true, files: ["notes.txt": "alpha\nbeta two\ngamma three\n"],
              history: [
                ["notes.txt": "alpha\nbeta\ngamma\n"],
                ["notes.txt": "alpha\nbeta two\ngamma\n"],
              ], hoursAgo: 1)
          ]))
    }

    /// Opens the gist's history in a browser at 100x30.
    static func history(_ fixture: ServerFixture, home: URL) throws -> TmuxSession {
      let tmux = try BrowserTmuxTests.browser(
        BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home))
      #expect(tmux.wait(for: "Evolving notes"))
      tmux.send("Enter")
      #expect(tmux.wait(for: "1 alpha"))
      tmux.send("h")
      #expect(tmux.wait { $0.filter { $0.contains("+1") && $0.contains("-1") }.count == 2 })
      return tmux
    }

    @Test func enterOnARevisionShowsOnlyWhatItChanged() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try Self.history(fixture, home: home)
        defer { tmux.close() }
        // The middle revision changed only "beta" to "beta two".
        tmux.send("j")
        tmux.send("Enter")
        #expect(
          tmux.wait { $0.contains { $0.hasPrefix("What ") && $0.contains(" changed (against ") } })
        let screen = tmux.capture()
        #expect(screen.contains("-beta") && screen.contains("+beta two"), "\(screen)")
        #expect(!screen.contains { $0.hasPrefix("-gamma") || $0.hasPrefix("+gamma three") })
      }
    }

    @Test func restoreSendsOnePatchWithTheOldContent() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try Self.history(fixture, home: home)
        defer { tmux.close() }
        tmux.send("G")
        tmux.send("r")
        #expect(tmux.wait(for: "[ Cancel ]  [ Show the changes ]  [ Restore ]"))
        fixture.store.clearLog()
        tmux.send("Tab")
        tmux.send("Tab")
        tmux.send("Enter")
        #expect(
          tmux.wait(for: "Restored as it was at"), "\(tmux.capture().joined(separator: "\n"))")
        let patches = fixture.store.requests.filter { $0.method == "PATCH" }
        #expect(patches.count == 1)
        let body = patches.first?.requestBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(body.contains("alpha\\nbeta\\ngamma\\n"), "\(body)")
        #expect(
          fixture.store.gist(id: "feed0a")?.files.first?.content == "alpha\nbeta\ngamma\n")
      }
    }
  }
}
