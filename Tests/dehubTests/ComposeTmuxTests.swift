import Foundation
import GistServer
import Store
import TestSupport
import Testing

extension TmuxJourneys {
  /// Composing in real tmux against the loopback server, with `EDITOR` set to a script that
  /// writes what the test put in a file: `dehub compose FILE`, and SIGTERM during a stalled
  /// send, which leaves the draft. (Creating, editing, renaming and the draft a failed send
  /// leaves run on the driver: TerminalScreensTests' ComposeJourneyTests.)
  @Suite struct ComposeTmuxTests {
    /// An editor script writing the content of `next` into the file it is given.
    struct Editor {
      let next: URL
      let script: URL

      init(home: URL) throws {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        next = home.appendingPathComponent("editor-next")
        script = home.appendingPathComponent("editor")
        try "#!/bin/sh\ncat '\(next.path)' > \"$1\"\n".write(
          to: script, atomically: true, encoding: .utf8)
      }

      /// What the editor writes next time.
      func willWrite(_ text: String) throws {
        try text.write(to: next, atomically: true, encoding: .utf8)
      }
    }

    static func environment(_ fixture: ServerFixture, home: URL, editor: Editor) -> [String: String]
    {
      var environment = TmuxBrowser.environment(
        fixture, token: ServerFixture.token, home: home)
      // Through `sh`: executing a file this process just wrote can fail with "text file busy"
      // while another test forks; and it is an editor command with an argument.
      environment["EDITOR"] = "sh \(editor.script.path)"
      return environment
    }

    static func drafts(_ home: URL) -> [Draft] {
      DraftStore(folder: home.appendingPathComponent("state/dehub/drafts")).all()
    }

    /// In the compose screen: `a`, the name, the editor writes `content`.
    static func addFile(_ tmux: TmuxSession, _ editor: Editor, name: String, content: String) throws
    {
      try editor.willWrite(content)
      tmux.send("a")
      #expect(tmux.wait(for: "New file name:"))
      tmux.send(name, literal: true)
      tmux.send("Enter")
      #expect(tmux.wait(for: name), "\(tmux.capture().joined(separator: "\n"))")
    }

    // tmux: `dehub compose FILE` runs compose on the user's own terminal (FullScreen), not the driver's hidden screen.
    @Test func dehubNewStartsWithTheGivenFiles() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        let local = home.appendingPathComponent("script.sh")
        try "echo hi\n".write(to: local, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(
          "\(CLI.binary.path) compose '\(local.path)'; echo EXIT=$?",
          environment: Self.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "script.sh"))
        #expect(tmux.wait(for: "1 line"))
        tmux.send("S")
        #expect(tmux.wait(for: "1 echo hi"))
        tmux.send("q")
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }

    // tmux: a real SIGTERM to the program in the middle of a send.
    @Test func sigtermDuringAStalledSendLeavesTheDraft() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .stall))
        let tmux = try TmuxSession(
          "\(CLI.binary.path); echo EXIT=$?",
          environment: Self.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "press n"))
        tmux.send("n")
        try Self.addFile(tmux, editor, name: "precious.md", content: "# Do not lose me\n")
        tmux.send("S")
        #expect(tmux.wait(for: "Sending…"))
        let pid = try #require(tmux.panePID.flatMap(SignalTmuxTests.child(of:)))
        kill(pid, SIGTERM)
        #expect(tmux.wait(for: "EXIT=143"), "\(tmux.capture().joined(separator: "\n"))")
        #expect(Self.drafts(home).map(\.files) == [["precious.md": "# Do not lose me\n"]])
      }
    }
  }
}
