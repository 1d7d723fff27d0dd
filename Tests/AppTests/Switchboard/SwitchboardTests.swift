import App
import Testing

@Suite struct SwitchboardTests {
  @Test func everyURLFormLeadsToItsScreen() throws {
    let cases: [(String, Destination)] = [
      ("aa5a315d61ae9438b18d", .gist(id: "aa5a315d61ae9438b18d", revision: nil)),
      (
        "https://gist.github.com/octocat/aa5a315d61ae9438b18d",
        .gist(id: "aa5a315d61ae9438b18d", revision: nil)
      ),
      (
        "https://gist.github.com/aa5a315d61ae9438b18d",
        .gist(id: "aa5a315d61ae9438b18d", revision: nil)
      ),
      (
        "https://gist.github.com/octocat/aa5a315d61ae9438b18d/57a7f021a713b1c5a6a199b54cc514735d2d462f",
        .gist(id: "aa5a315d61ae9438b18d", revision: "57a7f021a713b1c5a6a199b54cc514735d2d462f")
      ),
      (
        "https://gist.github.com/aa5a315d61ae9438b18d.git",
        .gist(id: "aa5a315d61ae9438b18d", revision: nil)
      ),
      ("https://gist.github.com/octocat", .userOrGist("octocat")),
      ("https://gist.github.com/mona-lisa", .userOrGist("mona-lisa")),
      ("octocat", .userOrGist("octocat")),
      ("https://api.github.com/gists/abc123", .gist(id: "abc123", revision: nil)),
      ("https://api.github.com/gists/abc123/f00d", .gist(id: "abc123", revision: "f00d")),
      ("http://127.0.0.1:8080/gists/abc123", .gist(id: "abc123", revision: nil)),
      ("https://api.github.com/users/octocat/gists", .user("octocat")),
      ("dehub://gist/abc123", .gist(id: "abc123", revision: nil)),
      ("dehub://gist/abc123/f00d", .gist(id: "abc123", revision: "f00d")),
      ("dehub://user/octocat", .user("octocat")),
      ("dehub://mine", .mine), ("dehub://starred", .starred), ("dehub://discover", .discover),
      ("  https://gist.github.com/octocat/abc123  ", .gist(id: "abc123", revision: nil)),
    ]
    for (text, destination) in cases {
      #expect(try Switchboard.destination(for: text) == destination, "\(text)")
    }
  }

  @Test func unknownURLsGiveASentence() {
    let unknown = [
      "", "https://example.com/gists", "https://github.com/octocat", "ftp://gist.github.com/abc",
      "https://gist.github.com/", "https://gist.github.com/a/b/c/d", "dehub://nowhere",
      "dehub://gist/../etc", "https://gist.github.com/-bad-", "not a url at all",
      "javascript:alert(1)",
    ]
    for text in unknown {
      #expect(throws: SwitchboardError.unknown(text), "\(text)") {
        try Switchboard.destination(for: text)
      }
    }
    #expect(SwitchboardError.unknown("x").message.contains("cannot open \"x\""))
  }

  @Test func openPresentsTheDestinationAndUnknownPresentsNothing() throws {
    var shown: [Destination] = []
    let switchboard = Switchboard { shown.append($0) }
    try switchboard.open("https://gist.github.com/octocat/abc123")
    switchboard.open(.starred)
    #expect(throws: SwitchboardError.self) { try switchboard.open("https://example.com") }
    #expect(shown == [.gist(id: "abc123", revision: nil), .starred])
  }
}
