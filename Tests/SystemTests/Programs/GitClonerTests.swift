import Foundation
import Testing

@testable import GistValues
@testable import System

/// Issue 19, items 1 and 10: the server no longer decides where `clone` writes or what it
/// clones, and git never prompts for credentials.
@Suite struct GitClonerTests {
  @Test func onlyTheAPIsHostFamilyOverHTTPSIsCloned() throws {
    let github = try #require(URL(string: "https://api.github.com"))
    try GitCloner.check("https://gist.github.com/abc123.git", apiBase: github)
    let enterprise = try #require(URL(string: "https://ghe.example.com/api/v3"))
    try GitCloner.check("https://ghe.example.com/gist/abc.git", apiBase: enterprise)
    let loopback = try #require(URL(string: "http://127.0.0.1:8080"))
    try GitCloner.check("http://127.0.0.1:8081/abc.git", apiBase: loopback)
    for hostile in [
      "/tmp/some/local/repo", "file:///etc", "http://gist.github.com/abc.git",
      "https://evil.example.com/abc.git", "ext::sh -c touch% /tmp/pwned", "git@gist.github.com:abc",
    ] {
      #expect(throws: GistError.self, "\(hostile)") {
        try GitCloner.check(hostile, apiBase: github)
      }
    }
  }

  @Test func theFolderIsWhatTheUserTypedOrAPlainID() {
    #expect(GitCloner.defaultFolder(typed: "abc123", serverID: "../../x") == "abc123")
    #expect(GitCloner.defaultFolder(typed: "", serverID: "../../x") == "gist")
    #expect(GitCloner.defaultFolder(typed: "", serverID: "/abs/path") == "gist")
    #expect(GitCloner.defaultFolder(typed: "", serverID: "f00d") == "f00d")
  }

  @Test func aFailedCloneGivesASentenceAndWaitsOnNoPrompt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-clone-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    // git's own reason ends the sentence, not only its exit code.
    #expect {
      try GitCloner.clone("http://127.0.0.1:9/abc.git", into: folder.path)
    } throws: { error in
      guard let error = error as? GistError else { return false }
      return error.message.contains("failed (exit 128): fatal: unable to access")
    }
  }

  @Test func gitsReasonIsOneLine() {
    #expect(GitCloner.reason("") == ".")
    #expect(GitCloner.reason("Cloning…\n  fatal: nope\n\n") == ": Cloning… fatal: nope")
  }
}
