import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 49, item 1: Ctrl-Z in the user's editor gives the shell back wherever dehub
  /// started the editor (the browser's compose, `dehub compose`, `dehub edit`, `dehub sync`'s
  /// merge), and `fg` comes back to it: vim from an interactive bash with job control, as a
  /// user runs it. Before, the browser's compose hung: vim stopped, dehub kept waiting for
  /// it, and neither Ctrl-C nor Ctrl-Z did anything. The promise matrix runs each.
  @Suite struct EditorJobControlTmuxTests {
    static let gistID = "feedc0de49"

    static func seed(_ store: GistStore) {
      JourneySeed.oneGist(
        id: gistID, owner: ServerFixture.login, description: "Job control",
        files: ["note.txt": "first line\n"])(store)
    }

    /// How the editor is reached.
    enum Start: String, CaseIterable, Sendable {
      case browser, new, edit, syncMerge
    }

    // tmux: job control needs a terminal, a shell that has it, and a real editor.
    @Test(arguments: [Start.browser, .edit])
    func ctrlZInTheEditorGivesTheShellBackAndFgReturns(_ start: Start) async throws {
      try await Self.run(start)
    }

    /// Starts the editor as `start` does, from `bash -i` in tmux: saves in vim, Ctrl-Z, `fg`,
    /// `:wq`, and checks what came of it.
    static func run(_ start: Start) async throws {
      try await ServerFixture.with(seed: seed) { fixture in
        let cli = try CLI(server: fixture)
        defer { cli.cleanUp() }
        var environment = cli.environment
        environment["DEHUB_SEARCH_RATE_SHARE"] = "0"
        // vim as it starts for anyone: no vimrc, no swap file, no viminfo.
        environment["EDITOR"] = "vim -u NONE -N -n -i NONE"
        var command = CLI.binary.path
        var linked: URL?
        switch start {
        case .browser: break
        case .new: command += " compose"
        case .edit: command += " edit \(gistID)"
        case .syncMerge:
          let folder = cli.home.appendingPathComponent("linked")
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
          try "first line\n".write(
            to: folder.appendingPathComponent("note.txt"), atomically: false, encoding: .utf8)
          #expect(try cli.run("link", folder.path, gistID).status == 0)
          try "mine\n".write(
            to: folder.appendingPathComponent("note.txt"), atomically: false, encoding: .utf8)
          _ = try fixture.api().update(
            id: gistID, GistChanges(files: ["note.txt": .init(content: "theirs\n")]))
          command += " sync '\(folder.path)'"
          linked = folder
        }
        let tmux = try ShellJobControlTmuxTests.shell(environment)
        defer { tmux.close() }
        func screen() -> String { tmux.capture().joined(separator: "\n") }
        #expect(tmux.wait(for: "READY$"), "\(screen())")
        tmux.send(command, literal: true)
        tmux.send("Enter")
        switch start {
        case .browser, .new:
          if start == .browser {
            #expect(tmux.wait(for: "Job control"), "\(screen())")
            tmux.send("n")
          }
          #expect(tmux.wait(for: "New gist"), "\(screen())")
          tmux.send("a")
          #expect(tmux.wait(for: "New file name:"), "\(screen())")
          tmux.send("saved.txt", literal: true)
          tmux.send("Enter")
        case .edit:
          break
        case .syncMerge:
          #expect(tmux.wait(for: "[e]dit a merge"), "\(screen())")
          tmux.send("e", literal: true)
          tmux.send("Enter")
        }
        // In vim: a line written (for a merge, the whole text) and saved.
        #expect(tmux.wait { $0.contains { $0.hasPrefix("~") } }, "vim is up: \(screen())")
        // A merge is written whole: its markers go.
        tmux.send(start == .syncMerge ? "ggdGi" : "O", literal: true)
        tmux.send("kept through Ctrl-Z", literal: true)
        tmux.send("Escape")
        tmux.send(":w", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "written"), "\(screen())")
        // Ctrl-Z: the whole job stops and the shell has the terminal.
        tmux.send("C-z")
        #expect(
          tmux.wait { screen in
            screen.contains { $0.contains("Stopped") } && screen.last { !$0.isEmpty } == "READY$"
          }, "the shell is back: \(screen())")
        tmux.send("fg", literal: true)
        tmux.send("Enter")
        #expect(tmux.wait(for: "kept through Ctrl-Z"), "vim is back: \(screen())")
        tmux.send(":wq", literal: true)
        tmux.send("Enter")
        // The prompt after `fg` says the job ended.
        let ended: ([String]) -> Bool = { screen in
          screen.last { !$0.isEmpty } == "READY$"
            && screen.contains { $0.hasPrefix("READY$ fg") }
        }
        switch start {
        case .browser, .new:
          // Back in compose, holding the saved file.
          #expect(tmux.wait(for: "saved.txt"), "\(screen())")
          #expect(tmux.wait(for: "2 lines"), "\(screen())")
          tmux.send("q")
          if start == .browser { tmux.send("q") }
          #expect(tmux.wait(until: ended), "\(screen())")
          #expect(screen().contains("kept “saved.txt” as an unsent draft"), "\(screen())")
        case .edit:
          #expect(tmux.wait(until: ended), "\(screen())")
          #expect(
            fixture.store.rawContent(id: gistID, filename: "note.txt")
              == "kept through Ctrl-Z\nfirst line\n")
        case .syncMerge:
          #expect(tmux.wait(until: ended), "\(screen())")
          let here = try String(
            contentsOf: try #require(linked).appendingPathComponent("note.txt"), encoding: .utf8)
          #expect(here == "kept through Ctrl-Z\n", "\(screen())")
          #expect(fixture.store.rawContent(id: gistID, filename: "note.txt") == here)
        }
        #expect(!screen().contains("failed (exit"), "\(screen())")
      }
    }
  }
}
