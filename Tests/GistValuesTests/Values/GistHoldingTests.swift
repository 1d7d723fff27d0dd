import Foundation
import GistValues
import Testing

/// Issue 55: a gist read through its git repository keeps what the API said of each file it
/// listed, gains the files it did not list, tells text from binary (binary as the API sends
/// it: base64), and is no longer `truncated`.
@Suite struct GistHoldingTests {
  @Test func theRepositorysFilesReplaceThePartTheAPIListed() {
    var gist = Gist(
      id: "abc", description: "wide",
      files: [
        GistFile(
          filename: "a.py", type: "application/x-python", language: "Python",
          rawURL: "https://gist.githubusercontent.com/u/abc/raw/1/a.py", size: 3,
          truncated: true, content: "pri")
      ])
    gist.truncated = true
    gist.gitPullURL = "https://gist.github.com/abc.git"
    #expect(
      gist.filesLeftOut
        == "GitHub lists only 1 of this gist's files and the rest are not shown; dehub reads "
        + "them all through git, which is not installed or could not reach the gist "
        + "(or: git clone https://gist.github.com/abc.git).")
    let whole = gist.holding([
      "a.py": Data("print(1)\n".utf8), "b.bin": Data([0, 1, 2]), "c.txt": Data("c\n".utf8),
      "d.dat": Data([0xC3, 0x28]),
    ])
    #expect(!whole.truncated && whole.filesLeftOut == nil)
    #expect(whole.files.map(\.filename) == ["a.py", "b.bin", "c.txt", "d.dat"])
    let first = whole.files[0]
    #expect(first.content == "print(1)\n" && first.language == "Python" && !first.truncated)
    #expect(first.rawURL == "https://gist.githubusercontent.com/u/abc/raw/1/a.py")
    #expect(first.size == 9)
    #expect(whole.files[1].encoding == "base64" && whole.files[1].bytes == Data([0, 1, 2]))
    #expect(whole.files[2].content == "c\n" && whole.files[2].encoding == nil)
    #expect(whole.files[3].bytes == Data([0xC3, 0x28]))
    #expect(whole.files[3].type == "application/octet-stream")
  }
}
