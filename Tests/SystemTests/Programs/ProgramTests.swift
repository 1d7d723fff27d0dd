import Foundation
import GistValues
import System
import Testing

@Suite struct ProgramTests {
  @Test func theBrowserCommandComesFromBROWSERWithItsArguments() throws {
    #expect(WebBrowser.command(environment: [:]) == ["xdg-open"])
    #expect(WebBrowser.command(environment: ["BROWSER": " "]) == ["xdg-open"])
    #expect(
      WebBrowser.command(environment: ["BROWSER": "firefox --new-tab"]) == [
        "firefox", "--new-tab",
      ])
    #expect(throws: GistError.self) {
      try WebBrowser.open("https://example.com", environment: ["BROWSER": "no-such-browser-x"])
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-web-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("opened")
    let script = folder.appendingPathComponent("browser")
    try "#!/bin/sh\necho \"$@\" > '\(log.path)'\n".write(
      to: script, atomically: true, encoding: .utf8)
    try WebBrowser.open(
      "https://gist.github.com/abc", environment: ["BROWSER": "sh \(script.path) --flag"])
    var text = ""
    for _ in 0..<200 where text.isEmpty {
      usleep(10_000)
      text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }
    #expect(text == "--flag https://gist.github.com/abc\n")
  }

  /// Issue 55, item 2: a binary file opens with `xdg-open` (found on PATH) on a copy of its
  /// exact bytes, 0600 in a folder of its own, 0700; two copies of one name never meet; no
  /// `xdg-open` is a sentence.
  @Test func aBinaryFileOpensWithXdgOpenOnAPrivateCopy() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-viewer-\(UUID())")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("opened")
    let script = bin.appendingPathComponent("xdg-open")
    try "#!/bin/sh\necho \"$@\" >> '\(log.path)'\n".write(
      to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o755)
    let copies = folder.appendingPathComponent("cache/opened")
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 255])
    let environment = ["PATH": bin.path]
    let first = try FileViewer.open(
      bytes, named: "../logo.png", in: copies, environment: environment)
    let second = try FileViewer.open(bytes, named: "logo.png", in: copies, environment: environment)
    #expect(first != second)
    for copy in [first, second] {
      #expect(copy.hasPrefix(copies.path + "/") && copy.hasSuffix("/logo.png"))
      #expect(FileManager.default.contents(atPath: copy) == bytes)
      let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
      #expect(mode == 0o600)
    }
    let folderMode =
      try FileManager.default.attributesOfItem(atPath: copies.path)[.posixPermissions] as? Int
    #expect(folderMode == 0o700)
    var text = ""
    for _ in 0..<200 where text.split(separator: "\n").count < 2 {
      usleep(10_000)
      text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    }
    #expect(Set(text.split(separator: "\n").map(String.init)) == [first, second])
    #expect(throws: GistError.local("Cannot find xdg-open to open the file; S saves it instead.")) {
      try FileViewer.open(bytes, named: "x.png", in: copies, environment: ["PATH": folder.path])
    }
  }

  @Test func cloningIntoAFolderThatHasFilesIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-clone-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    #expect(throws: GistError.self) { try GitCloner.clone("file:///nowhere", into: folder.path) }
  }
}
