import Foundation
import GistValues
import GistWork
import Testing

@Suite struct EditorSessionTests {
  @Test func theEditorIsChosenInTheDesignsOrder() {
    #expect(EditorSession(environment: [:]).command == "vi")
    #expect(EditorSession(environment: ["EDITOR": "nano"]).command == "nano")
    #expect(EditorSession(environment: ["EDITOR": "nano", "VISUAL": "vim"]).command == "vim")
    #expect(
      EditorSession(environment: [
        "EDITOR": "nano", "VISUAL": "vim", "DEHUB_EDITOR": "code --wait",
      ])
      .command == "code --wait")
    #expect(EditorSession(environment: ["DEHUB_EDITOR": " ", "EDITOR": "ed"]).command == "ed")
  }

  @Test func editsKeepTheFileNameTakeArgumentsAndFailuresChangeNothing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-ed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("editor")
    let log = folder.appendingPathComponent("log")
    try """
    #!/bin/sh
    echo "$1 $(basename "$2")" > '\(log.path)'
    case "$1" in
      write) printf 'new text\\n' > "$2" ;;
      fail) exit 3 ;;
      binary) printf 'a\\000b' > "$2" ;;
      crash) printf 'saved before\\n' > "$2"; kill -KILL $$ ;;
      quit) printf 'saved then :cq\\n' > "$2"; exit 1 ;;
    esac
    """.write(to: script, atomically: true, encoding: .utf8)
    func editor(_ mode: String) -> EditorSession {
      EditorSession(environment: ["DEHUB_EDITOR": "sh \(script.path) \(mode)"])
    }
    #expect(try editor("write").edit("old\n", filename: "notes.md").text == "new text\n")
    #expect(try String(contentsOf: log, encoding: .utf8) == "write notes.md\n")
    #expect(try editor("keep").edit("old\n", filename: "a.py") == EditedText(text: nil))
    #expect(throws: GistError.self) { try editor("fail").edit("old\n", filename: "a.py") }
    #expect(throws: GistError.self) { try editor("binary").edit("old\n", filename: "a.py") }
  }

  /// What the editor saved is kept whatever its end (a crash, `:cq` after `:w`), and said.
  @Test func whatTheEditorSavedIsKeptWhateverItsExit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-ed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("editor")
    try """
    #!/bin/sh
    case "$1" in
      quit) printf 'saved then :cq\\n' > "$2"; exit 1 ;;
      crash) printf 'saved before\\n' > "$2"; kill -KILL $$ ;;
    esac
    """.write(to: script, atomically: true, encoding: .utf8)
    let quit = try EditorSession(environment: ["DEHUB_EDITOR": "sh \(script.path) quit"])
      .edit("old\n", filename: "a.txt")
    #expect(quit.text == "saved then :cq\n")
    #expect(quit.note?.contains("ended with exit 1; what it saved is kept") == true)
    let crash = try EditorSession(environment: ["DEHUB_EDITOR": "sh \(script.path) crash"])
      .edit("old\n", filename: "a.txt")
    #expect(crash.text == "saved before\n")
    #expect(crash.note?.contains("what it saved is kept") == true)
  }
}
