import GistValues
import Model
import Testing

@Suite struct GistReferenceTests {
  @Test func idsAndURLs() throws {
    let cases: [(String, GistReference)] = [
      ("aa5a315d61ae9438b18d", GistReference(id: "aa5a315d61ae9438b18d")),
      ("  aa5a315d  ", GistReference(id: "aa5a315d")),
      ("https://gist.github.com/aa5a315d", GistReference(id: "aa5a315d")),
      ("https://gist.github.com/octocat/aa5a315d", GistReference(id: "aa5a315d", owner: "octocat")),
      (
        "https://gist.github.com/octocat/aa5a315d/57a7f021",
        GistReference(id: "aa5a315d", owner: "octocat", revision: "57a7f021")
      ),
      ("https://gist.github.com/aa5a315d.git", GistReference(id: "aa5a315d")),
      ("https://api.github.com/gists/aa5a315d", GistReference(id: "aa5a315d")),
      ("http://127.0.0.1:8080/gists/aa5a315d/f00", GistReference(id: "aa5a315d", revision: "f00")),
    ]
    for (text, expected) in cases {
      #expect(try GistReference.parse(text) == expected, "\(text)")
    }
  }

  @Test func othersAreRefusedWithASentence() {
    for text in ["", "../etc/passwd", "https://example.com/x", "https://gist.github.com/", "a b"] {
      #expect(throws: GistError.invalidReference(text)) { try GistReference.parse(text) }
    }
    #expect(
      GistError.invalidReference("x").message
        == "\"x\" is not a gist id or gist URL (an id such as 1a2b3c4d…, https://gist.github.com/USER/ID, an API URL …/gists/ID, or dehub://gist/ID)."
    )
  }
}
