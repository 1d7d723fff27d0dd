import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// The gist's activity in real tmux against the loopback server: history (a revision's
  /// files, a diff), comments (follow a link, add, delete one's own), fork, delete, copy,
  /// clone and the options screen, at 100x30 and at 80x24.
  @Suite struct ActivityTmuxTests {
    static func seed(_ store: GistStore) {
      store.load(
        SeedFile(
          users: [SeedUser(login: "ada")],
          gists: [
            SeedGist(
              id: "a11ce", owner: "ada", description: "Ada's notes", isPublic: true,
              files: ["notes.txt": "# Notes\nnew line\n"],
              history: [["notes.txt": "# Notes\nold line\n"]],
              comments: [
                .init(user: "ada", body: "See https://gist.github.com/ada/b0b for more"),
                .init(user: "octocat", body: "my own remark"),
              ], hoursAgo: 2),
            SeedGist(
              id: "b0b", owner: "ada", description: "The other gist", isPublic: true,
              files: ["other.txt": "other\n"], hoursAgo: 3),
          ]))
    }

    @Test(arguments: [(100, 30), (80, 24)])
    func historyCommentsForkDeleteCloneAndOptions(size: (Int, Int)) async throws {
      try await TmuxBrowser.withServerAndHome(seed: { Self.seed($0) }) { fixture, home in
        let environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        let tmux = try TmuxSession(
          "\(CLI.binary.path) open a11ce; echo EXIT=$?", columns: size.0, rows: size.1,
          environment: environment)
        defer { tmux.close() }
        let opened = tmux.wait(for: "2 new line")
        #expect(opened, "\(tmux.capture().joined(separator: "\n"))")

        // History: the revisions, a diff against the current version, an old revision's files.
        tmux.send("h")
        #expect(tmux.wait(for: "History of Ada's notes"))
        #expect(tmux.wait { $0.filter { $0.contains("ada") && $0.contains("+") }.count == 2 })
        tmux.send("j")
        tmux.send("d")
        #expect(tmux.wait(for: "to the current version"))
        let diff = tmux.capture()
        #expect(diff.contains("-old line") && diff.contains("+new line"))
        tmux.send("q")
        #expect(tmux.wait(for: "History of Ada's notes"))
        tmux.send("o")
        #expect(tmux.wait(for: "2 old line"))
        #expect(tmux.capture()[1].contains("revision "))
        tmux.send("q")
        tmux.send("q")
        #expect(tmux.wait(for: "2 new line"))

        // Comments: follow a link, delete one's own after asking, add one.
        tmux.send("c")
        #expect(tmux.wait(for: "my own remark"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 other"))
        tmux.send("q")
        #expect(tmux.wait(for: "Comments on Ada's notes"))
        tmux.send("j")
        tmux.send("d")
        #expect(tmux.wait(for: "Delete your comment?"))
        tmux.send("y")
        #expect(tmux.wait(for: "Comment deleted"))
        #expect(!tmux.capture().contains { $0.contains("my own remark") })
        tmux.send("A")
        #expect(tmux.wait(for: "Comment:"))
        tmux.send("Hello from tmux", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "Comment added"))
        #expect(
          fixture.store.requests.contains {
            $0.method == "POST" && $0.path == "/gists/a11ce/comments" && $0.status == 201
          })
        tmux.send("q")

        // Copy the URL, clone, then fork and delete the fork.
        tmux.send("y")
        #expect(tmux.wait(for: "Copied "))
        tmux.send("C")
        #expect(tmux.wait { $0.contains { $0.hasPrefix("Clone into:") && $0.hasSuffix("a11ce") } })
        let folder = home.appendingPathComponent("cloned").path
        tmux.send("C-u")
        tmux.send(folder, literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "Cloned into"))
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.txt"))
        tmux.send("d")
        #expect(tmux.wait(for: "Only the owner can delete this gist."))
        tmux.send("f")
        #expect(tmux.wait { $0.count > 1 && $0[1].contains(" · octocat · ") })
        let fork = try #require(
          fixture.store.requests.first { $0.method == "POST" && $0.path == "/gists/a11ce/forks" })
        #expect(fork.status == 201)
        tmux.send("d")
        #expect(tmux.wait(for: "Delete this gist?"))
        tmux.send("Enter")  // Cancel is selected: nothing happens
        #expect(tmux.wait { !$0.joined().contains("Delete this gist?") })
        tmux.send("d")
        tmux.send("y")
        #expect(tmux.wait { $0.count > 1 && $0[1].contains(" · ada · ") })
        #expect(fixture.store.requests.contains { $0.method == "DELETE" && $0.status == 204 })

        // Options: turn the mouse on; it is saved in the config.
        tmux.send("q")
        #expect(tmux.wait(for: "gists"))
        tmux.send("O")
        #expect(tmux.wait(for: "Mouse support"))
        tmux.send("Space")
        #expect(tmux.wait { $0.contains { $0.contains("[x]") && $0.contains("Mouse support") } })
        let config = home.appendingPathComponent("config/dehub/config.toml")
        #expect(
          (try? String(contentsOf: config, encoding: .utf8))?.contains("mouse = true") == true)
        tmux.send("q")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }
  }
}
