import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Drafts are first-class, in real tmux: edit a gist, change a file, leave compose ("kept
  /// as a draft", "1 draft" in the list), `e` resumes the draft, send it, the count goes.
  @Suite struct DraftsTmuxTests {
    @Test func anUnsentEditIsKeptSaidCountedResumedAndSent() async throws {
      try await TmuxBrowser.withServerAndHome(
        seed: JourneySeed.oneGist(
          id: "d1a", owner: ServerFixture.login, description: "Drafted notes",
          files: ["notes.txt": "first\n"])
      ) { fixture, home in
        let editor = try ComposeTmuxTests.Editor(home: home)
        let tmux = try TmuxBrowser.browser(
          ComposeTmuxTests.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "dehub · octocat · 1 of 1 gist"))
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 first"))

        // Edit, change the file, leave without sending.
        tmux.send("e")
        #expect(tmux.wait(for: "Editing “Drafted notes”"))
        try editor.willWrite("second\n")
        tmux.send("Enter")
        #expect(tmux.wait(for: "notes.txt"))
        #expect(tmux.wait { _ in ComposeTmuxTests.drafts(home).count == 1 })
        tmux.send("q")
        #expect(tmux.wait(for: "Kept as a draft"))
        tmux.send("q")
        #expect(tmux.wait(for: "1 of 1 gist · 1 draft"))

        // e offers the draft; resume it and send.
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 first"))
        tmux.send("e")
        #expect(tmux.wait(for: "You have an unsent draft of this gist"))
        tmux.send("Right")
        tmux.send("Right")
        tmux.send("Enter")  // Resume the draft
        #expect(tmux.wait(for: "Editing “Drafted notes”"))
        tmux.send("S")
        #expect(tmux.wait(for: "[ Cancel ]  [ Review ]  [ Send ]"))
        tmux.send("Right")
        tmux.send("Enter")  // Send
        #expect(tmux.wait(for: "1 second"))
        #expect(fixture.store.gist(id: "d1a")?.files.first?.content == "second\n")
        #expect(tmux.wait { _ in ComposeTmuxTests.drafts(home).isEmpty })
        tmux.send("q")
        #expect(
          tmux.wait { screen in
            screen.contains { $0.contains("1 of 1 gist") } && !screen.joined().contains("draft")
          })
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }
  }
}
