import Foundation
import GistWork
import Model
import Testing

@Suite struct ExternalEditorTests {
  @Test func theEditorIsChosenInTheDesignsOrder() {
    #expect(ExternalEditor(environment: [:]).command == "vi")
    #expect(ExternalEditor(environment: ["EDITOR": "nano"]).command == "nano")
    #expect(ExternalEditor(environment: ["EDITOR": "nano", "VISUAL": "vim"]).command == "vim")
    #expect(
      ExternalEditor(environment: [
        "EDITOR": "nano", "VISUAL": "vim", "DEHUB_EDITOR": "code --wait",
      ])
      .command == "code --wait")
    #expect(ExternalEditor(environment: ["DEHUB_EDITOR": " ", "EDITOR": "ed"]).command == "ed")
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
    esac
    """.write(to: script, atomically: true, encoding: .utf8)
    func editor(_ mode: String) -> ExternalEditor {
      ExternalEditor(environment: ["DEHUB_EDITOR": "sh \(script.path) \(mode)"])
    }
    #expect(try editor("write").edit("old\n", filename: "notes.md") == .changed("new text\n"))
    #expect(try String(contentsOf: log, encoding: .utf8) == "write notes.md\n")
    #expect(try editor("keep").edit("old\n", filename: "a.py") == .unchanged)
    #expect(throws: GistError.self) { try editor("fail").edit("old\n", filename: "a.py") }
    #expect(throws: GistError.self) { try editor("binary").edit("old\n", filename: "a.py") }
  }
}
