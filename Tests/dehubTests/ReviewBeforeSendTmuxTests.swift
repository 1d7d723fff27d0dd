import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 30, done-when 1, in real tmux: editing two files of a gist marks both with their
  /// `+N −M`, `d` shows the pending diff, and `S` asks Review / Send / Cancel, then sends one
  /// PATCH of exactly those changes.
  @Suite struct ReviewBeforeSendTmuxTests {
    static var seed: (GistStore) -> Void {
      JourneySeed.oneGist(
        id: "feed0b", owner: ServerFixture.login, description: "Two files",
        files: [
          "main.py": "print('one')\nprint('two')\n", "notes.md": "# Notes\n",
          "same.txt": "left alone\n",
        ])
    }

    @Test func twoEditedFilesAreMarkedShownAndSentAsOnePatch() async throws {
      try await TmuxBrowser.withServerAndHome(seed: Self.seed) { fixture, home in
        let editor = try ComposeTmuxTests.Editor(home: home)
        let tmux = try TmuxBrowser.browser(
          ComposeTmuxTests.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "Two files"))
        tmux.send("e")
        #expect(tmux.wait(for: "Editing “Two files”"))
        // The files are sorted: main.py, notes.md, same.txt.
        try editor.willWrite("print('one')\nprint('TWO')\nprint('three')\n")
        tmux.send("Enter")
        #expect(tmux.wait(for: "changed +2 −1"), "\(tmux.capture().joined(separator: "\n"))")
        tmux.send("j")
        try editor.willWrite("# Notes\n\nMore.\n")
        tmux.send("Enter")
        #expect(tmux.wait(for: "changed +2 −0"))
        #expect(tmux.capture().filter { $0.contains("changed +") }.count == 2)

        tmux.send("d")
        #expect(tmux.wait(for: "Your changes to “Two files”, not sent yet"))
        #expect(tmux.wait(for: "+print('TWO')"))
        #expect(tmux.capture().contains { $0.contains("+More.") })
        #expect(!tmux.capture().contains { $0.contains("same.txt") })
        tmux.send("q")
        #expect(tmux.wait(for: "Editing “Two files”"))

        fixture.store.clearLog()
        tmux.send("S")
        #expect(tmux.wait(for: "[ Cancel ]  [ Review ]  [ Send ]"))
        #expect(tmux.capture().contains { $0.contains("main.py  changed +2 −1") })
        tmux.send("Enter")  // Review
        #expect(tmux.wait(for: "Your changes to “Two files”, not sent yet"))
        tmux.send("q")
        #expect(tmux.wait(for: "[ Cancel ]  [ Review ]  [ Send ]"))
        #expect(fixture.store.requests.allSatisfy { $0.method != "PATCH" })
        tmux.send("Enter")  // the focus is on Send now
        #expect(tmux.wait { _ in fixture.store.requests.contains { $0.method == "PATCH" } })
        let patches = fixture.store.requests.filter { $0.method == "PATCH" }
        #expect(patches.count == 1)
        let body = try #require(
          patches.first?.requestBody.flatMap {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
          })
        let files = body["files"] as? [String: Any] ?? [:]
        #expect(files.keys.sorted() == ["main.py", "notes.md"], "\(body)")
        let gist = try #require(fixture.store.gist(id: "feed0b"))
        #expect(
          gist.files.map { "\($0.filename)=\($0.content ?? "")" }.sorted() == [
            "main.py=print('one')\nprint('TWO')\nprint('three')\n", "notes.md=# Notes\n\nMore.\n",
            "same.txt=left alone\n",
          ])
      }
    }
  }
}
