import Foundation
import GistValues
import GistWork
import Testing

@Suite struct LinkStoreTests {
  @Test func linksAreSavedReplacedFoundAndRemoved() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID())")
    defer { try? FileManager.default.removeItem(at: state) }
    let store = LinkStore(state: state)
    #expect(try store.all().isEmpty)
    let folder = Link(
      path: "/home/u/notes", isFolder: true, gistID: "g1", host: "https://api.github.com",
      login: "u", files: [.init(name: "a.md", baseline: ContentHash("a"))])
    let file = Link(
      path: "/home/u/.zshrc", isFolder: false, gistID: "g2", host: "https://api.github.com",
      files: [.init(name: "zshrc", baseline: nil)])
    try store.save(folder)
    try store.save(file)
    #expect(try store.all().map(\.path) == ["/home/u/.zshrc", "/home/u/notes"])
    #expect(try store.link(covering: "/home/u/notes/a.md")?.gistID == "g1")
    #expect(try store.link(covering: "/home/u/notes2/a.md") == nil)
    var changed = folder
    changed.settle("b.md", at: ContentHash("b"))
    changed.settle("a.md", at: nil)
    try store.save(changed)
    #expect(try store.link(at: "/home/u/notes")?.files.map(\.name) == ["b.md"])
    #expect(try store.remove(path: "/home/u/notes"))
    #expect(try !store.remove(path: "/home/u/notes"))
    #expect(try store.all().map(\.gistID) == ["g2"])
    try "{ no".write(to: store.file, atomically: true, encoding: .utf8)
    #expect(throws: GistError.self) { try store.all() }
  }

  @Test func pathsAreMadeAbsoluteAndPlain() {
    #expect(LinkStore.absolute("/a/b/../c/") == "/a/c")
    #expect(LinkStore.absolute("x").hasPrefix("/"))
  }
}
