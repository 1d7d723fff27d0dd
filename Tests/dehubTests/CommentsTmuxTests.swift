import Foundation
import GistServer
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 17 in real tmux: `a` writes a comment in the user's editor, many lines of
  /// Markdown, and the thread shows it rendered.
  @Suite struct CommentsTmuxTests {
    @Test func aMultiLineCommentIsWrittenInTheEditorAndPosted() async throws {
      try await TmuxBrowser.withServerAndHome(
        seed: JourneySeed.oneGist(
          id: "c0ffee", owner: "ada", description: "Release notes",
          files: ["notes.md": "# Notes\n"])
      ) { fixture, home in
        // The editor writes three lines of Markdown into the file it is given.
        let script = home.appendingPathComponent("editor.sh")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "#!/bin/sh\nprintf 'Decided: **Thursday**\\n\\n- ship it\\n' > \"$1\"\n".write(
          to: script, atomically: true, encoding: .utf8)
        var environment = TmuxBrowser.environment(
          fixture, token: ServerFixture.token, home: home)
        environment["EDITOR"] = "sh \(script.path)"
        let tmux = try TmuxSession(
          "\(CLI.binary.path) open c0ffee; echo EXIT=$?", environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "Release notes"))
        tmux.send("c")
        #expect(tmux.wait(for: "No comments yet"))
        tmux.send("a")
        #expect(tmux.wait(for: "Comment added"), "\(tmux.capture().joined(separator: "\n"))")
        let posted = fixture.store.requests.first {
          $0.method == "POST" && $0.path == "/gists/c0ffee/comments"
        }
        let body = posted?.requestBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(body.contains("Decided: **Thursday**\\n\\n- ship it\\n"), "\(body)")
        // Shown rendered: the emphasis marks are gone, the list item has its bullet.
        #expect(tmux.wait(for: "Decided: Thursday"))
        #expect(tmux.wait { $0.contains { $0.contains("• ship it") } }, "\(tmux.capture())")
      }
    }
  }
}
