import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 17 in real tmux: acting from the list, sort and visibility, the command palette,
  /// and `Y` copying a file's text to the terminal's clipboard.
  @Suite struct ListActionsTmuxTests {
    /// Three gists of the signed-in user, newest first: a public one, a secret one, a public
    /// one; by description they go apple, Mango, Zebra.
    static func seed(_ store: GistStore) {
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: "feed01", owner: ServerFixture.login, description: "Zebra notes",
              isPublic: true, files: ["zebra.md": "# Zebras\nstripes\n"], hoursAgo: 1),
            SeedGist(
              id: "feed02", owner: ServerFixture.login, description: "apple pie",
              isPublic: false, files: ["pie.txt": "flour\nbutter\n"], hoursAgo: 2),
            SeedGist(
              id: "feed03", owner: ServerFixture.login, description: "Mango lassi",
              isPublic: true, files: ["lassi.txt": "mango\nyoghurt\n"], hoursAgo: 3),
          ]))
    }

    /// The rows of the list on `screen` that name one of the three gists, in order.
    static func order(_ screen: [String]) -> [String] {
      screen.compactMap { line in
        ["Zebra notes", "apple pie", "Mango lassi"].first { line.contains($0) }
      }
    }

    @Test func starFromTheListThenSortAndVisibilityChangeTheRows() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try BrowserTmuxTests.browser(
          BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 3 gists"))
        #expect(Self.order(tmux.capture()) == ["Zebra notes", "apple pie", "Mango lassi"])
        // * stars the highlighted gist without opening it.
        tmux.send("*", literal: true)
        #expect(tmux.wait { $0.contains { $0.hasPrefix("★") && $0.contains("Zebra notes") } })
        #expect(tmux.wait(for: "Starred “Zebra notes”"))
        #expect(
          fixture.store.requests.contains { $0.method == "PUT" && $0.path == "/gists/feed01/star" })
        // y copies the gist's web page: the list keeps it for each gist it loads.
        tmux.send("y")
        #expect(tmux.wait(for: "Copied http"))
        #expect(
          tmux.wait { _ in tmux.pasteBuffer()?.hasSuffix("/feed01") == true },
          "\(tmux.pasteBuffer() ?? "none")")
        // s twice: by description; the tab line says so.
        tmux.send("s")
        #expect(tmux.wait(for: "Mine (by created)"))
        tmux.send("s")
        #expect(tmux.wait(for: "Mine (by description)"))
        #expect(Self.order(tmux.capture()) == ["apple pie", "Mango lassi", "Zebra notes"])
        // v: public only; the secret one leaves.
        tmux.send("v")
        #expect(tmux.wait(for: "Mine (public only · by description)"))
        #expect(Self.order(tmux.capture()) == ["Mango lassi", "Zebra notes"])
        // Kept in the options: the config says so.
        let config = try String(
          contentsOf: home.appendingPathComponent("config/dehub/config.toml"), encoding: .utf8)
        #expect(config.contains("sort_mine = \"description\""), "\(config)")
        #expect(config.contains("visibility_mine = \"public\""), "\(config)")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }

    @Test func thePaletteRunsStarredAndNewGist() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try BrowserTmuxTests.browser(
          BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 3 gists"))
        tmux.send("C-p")
        #expect(tmux.wait(for: "type to filter · Enter runs · Esc closes"))
        tmux.send("starred", literal: true)
        #expect(tmux.wait(for: "open “starred” (a URL, gist id or user)"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "Nothing starred"), "\(tmux.capture().joined(separator: "\n"))")
        tmux.send(":", literal: true)
        #expect(tmux.wait(for: "Commands"))
        tmux.send("new gist", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "New gist"), "\(tmux.capture().joined(separator: "\n"))")
      }
    }

    @Test func yCopiesTheShownFilesTextToTheTerminalsClipboard() async throws {
      try await BrowserTmuxTests.withServerAndHome(seed: Self.seed) { fixture, home in
        let tmux = try BrowserTmuxTests.browser(
          BrowserTmuxTests.environment(fixture, token: ServerFixture.token, home: home))
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 3 gists"))
        tmux.send("j")
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 flour"))
        tmux.send("Y")
        #expect(tmux.wait(for: "Copied pie.txt (3 lines)"))
        #expect(
          tmux.wait { _ in tmux.pasteBuffer() == "flour\nbutter\n" },
          "\(tmux.pasteBuffer() ?? "none")")
      }
    }
  }
}
