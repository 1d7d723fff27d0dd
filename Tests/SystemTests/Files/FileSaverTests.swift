import Foundation
import GistValues
import System
import Testing

/// Saving a gist's file writes a new file under a plain name, never through a symbolic link,
/// and replaces an existing one only when asked.
@Suite struct FileSaverTests {
  /// Issue 55, item 2: a binary file's bytes are written exactly (`S` on a binary file).
  @Test func bytesAreWrittenExactly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-save-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Data((0...255).map(UInt8.init) + [0, 0xFF, 0xC3, 0x28])
    let path = folder.appendingPathComponent("b.bin").path
    #expect(
      try FileSaver.save(bytes: bytes, named: "b.bin", in: folder, replacing: false)
        == .saved(path))
    #expect(FileManager.default.contents(atPath: path) == bytes)
  }

  @Test func writesNewFilesAndReplacesOnlyWhenAsked() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-save-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.txt").path
    #expect(
      try FileSaver.save("one\n", named: "a.txt", in: folder, replacing: false) == .saved(path))
    #expect(
      try FileSaver.save("two\n", named: "a.txt", in: folder, replacing: false) == .exists(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\n")
    #expect(try FileSaver.save("2\n", named: "a.txt", in: folder, replacing: true) == .saved(path))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "2\n")
    // A link planted under the name is not written through, even when replacing.
    let target = folder.appendingPathComponent("target")
    try Data("keep".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link").path, withDestinationPath: target.path)
    #expect(throws: GistError.self) {
      try FileSaver.save("x", named: "link", in: folder, replacing: true)
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
  }

  /// Issue 28, item 9: `S` onto an existing FIFO blocked the browser for good (a blocking
  /// open waits for a reader); a FIFO or a folder is refused at once, asked or not.
  @Test func aFIFOOrAFolderIsRefusedAtOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-save-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("pipe").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
    for name in ["pipe", "dir"] {
      for replacing in [false, true] {
        #expect(throws: GistError.self, "\(name) \(replacing)") {
          try FileSaver.save("x", named: name, in: folder, replacing: replacing)
        }
      }
    }
  }

  @Test(arguments: ["", "a/b", "..", ".hidden", "bad\u{1B}[2J", "c\u{9B}1m"])
  func namesThatAreNotPlainAreRefused(_ name: String) {
    #expect(FileSaver.refusal(name) != nil)
    #expect(throws: GistError.self) {
      try FileSaver.save(
        "x", named: name, in: FileManager.default.temporaryDirectory, replacing: false)
    }
  }

  @Test func suggestionsArePlainNames() {
    #expect(FileSaver.suggestion(for: "notes.md") == "notes.md")
    #expect(FileSaver.suggestion(for: "../../.bashrc") == "bashrc")
    #expect(FileSaver.suggestion(for: "a\u{1B}b.txt") == "ab.txt")
    #expect(FileSaver.suggestion(for: "...") == nil)
  }
}
