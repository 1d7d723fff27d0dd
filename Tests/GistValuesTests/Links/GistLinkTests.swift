import GistValues
import Model
import Testing

/// The one gist-reference parser: every form a user may give, and garbage.
@Suite struct GistLinkTests {
  @Test func everyFormIsRead() throws {
    let cases: [(String, GistLink)] = [
      ("aa5a315d61ae9438b18d", .gist(id: "aa5a315d61ae9438b18d", owner: nil, revision: nil)),
      ("  aa5a315d  ", .gist(id: "aa5a315d", owner: nil, revision: nil)),
      ("1234567", .gist(id: "1234567", owner: nil, revision: nil)),
      ("octocat", .userOrGist("octocat")),
      ("mona-lisa", .userOrGist("mona-lisa")),
      (
        "https://gist.github.com/octocat/aa5a315d61ae9438b18d",
        .gist(id: "aa5a315d61ae9438b18d", owner: "octocat", revision: nil)
      ),
      (
        "https://gist.github.com/aa5a315d61ae9438b18d",
        .gist(id: "aa5a315d61ae9438b18d", owner: nil, revision: nil)
      ),
      ("https://gist.github.com/aa5a315d", .userOrGist("aa5a315d")),
      (
        "https://gist.github.com/octocat/aa5a315d/57a7f021a713b1c5a6a199b54cc514735d2d462f",
        .gist(
          id: "aa5a315d", owner: "octocat", revision: "57a7f021a713b1c5a6a199b54cc514735d2d462f")
      ),
      (
        "https://gist.github.com/aa5a315d61ae9438b18d.git",
        .gist(id: "aa5a315d61ae9438b18d", owner: nil, revision: nil)
      ),
      (
        "https://gist.github.com/octocat/aa5a315d.git",
        .gist(id: "aa5a315d", owner: "octocat", revision: nil)
      ),
      ("https://gist.github.com/octocat", .userOrGist("octocat")),
      ("https://GIST.github.com/octocat", .userOrGist("octocat")),
      ("https://gist.example.com/ada/abc123", .gist(id: "abc123", owner: "ada", revision: nil)),
      // Issue 50: an Enterprise Server's gist pages (unlike gh, the owner is not the id).
      (
        "https://ghe.example.com/gist/ada/abc123",
        .gist(id: "abc123", owner: "ada", revision: nil)
      ),
      (
        "https://ghe.example.com/gist/aa5a315d61ae9438b18d",
        .gist(id: "aa5a315d61ae9438b18d", owner: nil, revision: nil)
      ),
      (
        "https://ghe.example.com/gist/ada/abc123/f00d",
        .gist(id: "abc123", owner: "ada", revision: "f00d")
      ),
      ("https://ghe.example.com/gist/ada", .userOrGist("ada")),
      ("https://api.github.com/gists/abc123", .gist(id: "abc123", owner: nil, revision: nil)),
      (
        "https://api.github.com/gists/abc123/f00d",
        .gist(id: "abc123", owner: nil, revision: "f00d")
      ),
      ("http://127.0.0.1:8080/gists/abc123", .gist(id: "abc123", owner: nil, revision: nil)),
      (
        "https://ghe.example.com/api/v3/gists/abc123",
        .gist(id: "abc123", owner: nil, revision: nil)
      ),
      ("https://api.github.com/users/octocat/gists", .user("octocat")),
      ("dehub://gist/abc123", .gist(id: "abc123", owner: nil, revision: nil)),
      ("dehub://gist/abc123/f00d", .gist(id: "abc123", owner: nil, revision: "f00d")),
      ("dehub://user/octocat", .user("octocat")),
      ("dehub://mine", .mine), ("dehub://starred", .starred), ("dehub://discover", .discover),
      ("dehub://public", .discover),
      (
        "  https://gist.github.com/octocat/abc123  ",
        .gist(id: "abc123", owner: "octocat", revision: nil)
      ),
    ]
    for (text, link) in cases {
      #expect(try GistLink.parse(text) == link, "\(text)")
    }
  }

  @Test func garbageGetsASentence() {
    let garbage = [
      "", "   ", "https://example.com/gists", "https://github.com/octocat",
      "ftp://gist.github.com/abc",
      "https://gist.github.com/", "https://gist.github.com/a/b/c/d", "dehub://nowhere",
      "dehub://gist/../etc", "dehub://user/a--b", "https://gist.github.com/-bad-",
      "not a url at all", "javascript:alert(1)", "../etc/passwd", "/abs/path", "a b",
      "https://api.github.com/gists/abc/def/ghi", "https://api.github.com/gists/ab%2F..",
      String(repeating: "a", count: 65), "http://", "\u{1b}[31mred", "abc\ndef",
      "https://gist.github.com/octocat/aa5a315d/not-a-rev!",
    ]
    for text in garbage {
      #expect(throws: GistError.invalidReference(text), "\(text)") { try GistLink.parse(text) }
    }
    #expect(
      GistError.invalidReference("x").message
        == "\"x\" is not a gist id or gist URL (an id such as 1a2b3c4d…, https://gist.github.com/USER/ID, an API URL …/gists/ID, or dehub://gist/ID)."
    )
  }

  /// The scripting commands read the same parser: what names a gist is that gist; a word
  /// that may be a login is asked of the server as an id; a user's page is refused.
  @Test func theScriptingCommandsReadTheSameParser() throws {
    #expect(
      try GistReference.parse("https://gist.github.com/octocat/abc123/f00d")
        == GistReference(id: "abc123", owner: "octocat", revision: "f00d"))
    #expect(try GistReference.parse("octocat") == GistReference(id: "octocat"))
    for text in ["mona-lisa", "dehub://mine", "https://api.github.com/users/octocat/gists"] {
      #expect(throws: GistError.invalidReference(text), "\(text)") {
        try GistReference.parse(text)
      }
    }
  }
}
