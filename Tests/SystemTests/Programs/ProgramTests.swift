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

  @Test func cloningIntoAFolderThatHasFilesIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-clone-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
    #expect(throws: GistError.self) { try GitCloner.clone("file:///nowhere", into: folder.path) }
  }
}
