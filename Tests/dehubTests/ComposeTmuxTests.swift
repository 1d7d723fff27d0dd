import Foundation
import GistServer
import Model
import TestSupport
import Testing

extension TmuxJourneys {
  /// Composing and editing in real tmux against the loopback server, with `EDITOR` set to a
  /// script that writes what the test put in a file: create a gist, edit and rename a file,
  /// a failed send that leaves a draft offered (and sent) at the next start, and SIGTERM
  /// during a stalled send, which leaves the draft.
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

    /// Whether process `pid` is gone or a zombie (tmux reaps its panes' processes late).
    static func hasEnded(_ pid: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
        return true
      }
      return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
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

    @Test(arguments: [(100, 30), (80, 24)])
    func createEditAndRename(size: (Int, Int)) async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        let tmux = try TmuxSession(
          "\(CLI.binary.path); echo EXIT=$?", columns: size.0, rows: size.1,
          environment: Self.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "press n"))
        tmux.send("n")
        #expect(tmux.wait(for: "New gist"))
        #expect(tmux.wait(for: "send (needs text)"))
        try Self.addFile(tmux, editor, name: "hello.py", content: "print('hello')\n")
        #expect(tmux.wait(for: "1 line"))
        tmux.send("D")
        tmux.send("Hello gist", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "Description: Hello gist"))
        tmux.send("p")
        #expect(tmux.wait(for: "Visibility:  public"))
        #expect(Self.drafts(home).map(\.description) == ["Hello gist"])
        tmux.send("S")
        #expect(tmux.wait(for: "1 print('hello')"))
        let created = try #require(
          fixture.store.requests.first { $0.method == "POST" && $0.path == "/gists" })
        #expect(created.status == 201)
        #expect(Self.drafts(home).isEmpty)
        // The detail loads the new gist whole: its id is in that request.
        func shownID() -> String? {
          fixture.store.requests.compactMap { request -> String? in
            // One gist's path (not the starred or public lists, which the search index
            // walks).
            guard request.method == "GET", request.path.hasPrefix("/gists/") else { return nil }
            let id = request.path.dropFirst("/gists/".count).components(separatedBy: "/").first
            return ["starred", "public"].contains(id ?? "") ? nil : id
          }.first
        }
        #expect(tmux.wait { _ in shownID() != nil })
        let id = try #require(shownID())
        #expect(fixture.store.gist(id: id)?.isPublic == true)

        tmux.send("e")
        #expect(tmux.wait(for: "Editing “Hello gist”"))  // the description, not the id
        try editor.willWrite("print('hello, world')\n")
        tmux.send("Enter")
        tmux.send("R")
        #expect(tmux.wait(for: "New name:"))
        tmux.send("C-u")
        tmux.send("hello_world.py", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "hello_world.py"))
        tmux.send("S")
        // The first send of an edit after start offers to review it.
        #expect(tmux.wait(for: "[ Cancel ]  [ Review ]  [ Send ]"))
        tmux.send("Right")
        tmux.send("Enter")
        #expect(tmux.wait(for: "1 print('hello, world')"))
        let gist = try #require(fixture.store.gist(id: id))
        #expect(gist.files.map(\.filename) == ["hello_world.py"])
        #expect(gist.description == "Hello gist")
        #expect(fixture.store.requests.contains { $0.method == "PATCH" && $0.status == 200 })

        tmux.send("q")
        #expect(tmux.wait(for: "1 of 1 gist"))  // the list knows, without pressing r
        #expect(tmux.wait(for: "Hello gist"))
        tmux.send("q")
        #expect(tmux.wait(for: "EXIT=0"))
      }
    }

    @Test func aFailedSendLeavesADraftThatIsOfferedAndSentAtTheNextStart() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        let environment = Self.environment(fixture, home: home, editor: editor)
        fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .status(502), times: 1))
        do {
          let tmux = try TmuxSession("\(CLI.binary.path); echo EXIT=$?", environment: environment)
          defer { tmux.close() }
          #expect(tmux.wait(for: "press n"))
          tmux.send("n")
          try Self.addFile(tmux, editor, name: "keep.txt", content: "keep me\n")
          tmux.send("S")
          #expect(tmux.wait(for: "S retries"))
          #expect(Self.drafts(home).map(\.files) == [["keep.txt": "keep me\n"]])
          #expect(Self.drafts(home).first?.lastError != nil)
          tmux.send("q")
          #expect(
            tmux.wait(for: "Kept as a draft"),
            "back on the list: \(tmux.capture().joined(separator: "\n"))")
          tmux.send("q")
          #expect(tmux.wait(for: "EXIT=0"))
        }
        let again = try TmuxSession("\(CLI.binary.path); echo EXIT=$?", environment: environment)
        defer { again.close() }
        #expect(again.wait(for: "1 unsent draft"))
        #expect(again.wait(for: "keep.txt (new gist)"))
        again.send("Enter")
        #expect(again.wait(for: "The last try to send this draft failed"))
        again.send("S")
        #expect(again.wait(for: "1 keep me"))
        #expect(Self.drafts(home).isEmpty)
        again.send("q")
        #expect(again.wait(for: "keep.txt"))  // the list, with the new gist
        again.send("q")
        #expect(again.wait(for: "EXIT=0"))
      }
    }

    @Test func dehubNewStartsWithTheGivenFiles() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        let local = home.appendingPathComponent("script.sh")
        try "echo hi\n".write(to: local, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(
          "\(CLI.binary.path) new '\(local.path)'; echo EXIT=$?",
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

    @Test func sigtermDuringAStalledSendLeavesTheDraft() async throws {
      try await TmuxBrowser.withServerAndHome(seed: { _ in }) { fixture, home in
        let editor = try Editor(home: home)
        fixture.store.inject(Fault(method: "POST", path: "/gists", kind: .stall))
        let tmux = try TmuxSession(
          "exec \(CLI.binary.path)",
          environment: Self.environment(fixture, home: home, editor: editor))
        defer { tmux.close() }
        #expect(tmux.wait(for: "press n"))
        tmux.send("n")
        try Self.addFile(tmux, editor, name: "precious.md", content: "# Do not lose me\n")
        tmux.send("S")
        #expect(tmux.wait(for: "Sending…"))
        let pid = try #require(tmux.panePID)
        kill(pid, SIGTERM)
        #expect(
          tmux.wait { _ in Self.hasEnded(pid) },
          "\((try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone")")
        #expect(Self.drafts(home).map(\.files) == [["precious.md": "# Do not lose me\n"]])
      }
    }
  }
}
