import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// The cache in real tmux: a first run against the loopback server fills it; with the
  /// server stopped, the next start paints the list and the gist read before, says it is
  /// offline, and actions that need the server say so.
  @Suite struct OfflineTmuxTests {
    @Test func withTheServerStoppedTheCachedListAndGistAreStillThere() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: { store in
        store.generate(count: 150, owner: ServerFixture.login)
      }) { fixture, home in
        let environment = BrowserTmuxTests.environment(
          fixture, token: ServerFixture.token, home: home)
        let title: String
        do {
          let online = try BrowserTmuxTests.browser(environment)
          defer { online.close() }
          #expect(online.wait(for: "dehub · octocat · 1 of 100"))
          online.send("Enter")
          #expect(online.wait { $0.first { $0.hasPrefix("1 ") } != nil })
          title = online.capture()[0]
          online.send("q")
          online.send("q")
          #expect(online.wait(for: "EXIT=0"))
        }
        fixture.server.stopBlocking()

        let offline = try BrowserTmuxTests.browser(environment)
        defer { offline.close() }
        #expect(offline.wait(for: "dehub · octocat · 1 of 100"))
        #expect(offline.wait(for: "offline · loaded"))
        offline.send("Enter")
        #expect(offline.wait { $0[0] == title && $0.contains { $0.hasPrefix("1 ") } })
        offline.send("s")
        #expect(offline.wait(for: "Could not change the star"))
        offline.send("q")
        offline.send("q")
        #expect(offline.wait(for: "EXIT=0"))
      }
    }
  }
}
