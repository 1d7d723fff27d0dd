import Foundation
import GistValues
import GistWork
import Testing

@Suite struct LocalFilesTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("local-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aWriteKeepsTheModeAndLeavesNoTemporaryFile() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("deploy.sh")
    try "old".write(to: script, atomically: false, encoding: .utf8)
    chmod(script.path, 0o755)
    try LocalFiles.write("new\n", to: script)
    #expect(try LocalFiles.read(script) == "new\n")
    let mode = try FileManager.default.attributesOfItem(atPath: script.path)[.posixPermissions]
    #expect(mode as? Int == 0o755)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["deploy.sh"])
    #expect(try LocalFiles.read(folder.appendingPathComponent("none")) == nil)
  }

  @Test func symbolicLinksAreNeitherReadNorWrittenThrough() throws {
    let folder = try folder()
    let outside = try self.folder()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: outside)
    }
    let target = outside.appendingPathComponent("secret.txt")
    try "outside".write(to: target, atomically: false, encoding: .utf8)
    let link = folder.appendingPathComponent("a.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    #expect(throws: GistError.self) { try LocalFiles.read(link) }
    #expect(throws: GistError.self) { try LocalFiles.write("x", to: link) }
    #expect(try String(contentsOf: target, encoding: .utf8) == "outside")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try "b".write(to: folder.appendingPathComponent("b.txt"), atomically: false, encoding: .utf8)
    let listing = try LocalFiles.list(folder)
    #expect(listing.names == ["b.txt"])
    #expect(listing.skipped.map(\.name) == ["a.txt", "sub"])
  }

  @Test func namesFromTheServerStayInTheFolder() {
    for bad in ["", ".", "..", "../x", "a/b", "a\u{1B}b", ".dehub-1"] {
      #expect(LocalFiles.refusal(bad) != nil, "\(bad)")
    }
    #expect(LocalFiles.refusal(".zshrc") == nil)
    #expect(LocalFiles.refusal("notes.md") == nil)
  }
}
