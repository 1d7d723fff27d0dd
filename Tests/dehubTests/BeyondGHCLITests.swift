import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// The commands `gh gist` lacks: comments, history and diff, and create's extras.
@Suite struct BeyondGHCLITests {
  @Test func historyAndDiffShowWhatEachRevisionChanged() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let gist = try api.create(
        NewGist(description: "d", files: ["a.txt": "one\ntwo\n"], isPublic: false))
      var change = GistChanges()
      change.files["a.txt"] = GistChanges.FileChange(content: "one\n2\nthree\n")
      _ = try api.update(id: gist.id, change)
      let history = try cli.run("history", gist.id)
      #expect(history.status == 0)
      let rows = history.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
      #expect(rows.count == 2 && rows.allSatisfy { $0.count == 4 && $0[1] == "octocat" })
      let json =
        try JSONSerialization.jsonObject(
          with: Data(try cli.run("history", gist.id, "--json").stdout.utf8)) as? [[String: Any]]
      #expect(json?.count == 2 && json?.first?["version"] as? String == String(rows[0][0]))

      let newest = try cli.run("diff", gist.id)
      #expect(
        newest.stdout
          == "--- a/a.txt\n+++ b/a.txt\n@@ -1,2 +1,3 @@\n one\n-two\n+2\n+three\n")
      // One revision: what it changed; the first revision added the file.
      let first = try cli.run("diff", gist.id, String(rows[1][0].prefix(7)))
      #expect(first.stdout == "--- /dev/null\n+++ b/a.txt\n@@ -0,0 +1,2 @@\n+one\n+two\n")
      // Two: from the first to the second, here the reverse.
      let back = try cli.run("diff", gist.id, String(rows[0][0]), String(rows[1][0]))
      #expect(back.stdout.contains("-three\n"))
      let diffJSON =
        try JSONSerialization.jsonObject(
          with: Data(try cli.run("diff", gist.id, "--json").stdout.utf8)) as? [String: Any]
      let files = diffJSON?["files"] as? [[String: Any]]
      #expect(files?.count == 1 && files?[0]["filename"] as? String == "a.txt")
      #expect(files?[0]["status"] as? String == "modified")
      #expect(files?[0]["additions"] as? Int == 2 && files?[0]["deletions"] as? Int == 1)
      #expect((files?[0]["patch"] as? String)?.hasPrefix("@@ -1,2 +1,3 @@\n") == true)
      #expect((diffJSON?["to"] as? [String: Any])?["id"] as? String == gist.id)
      #expect((diffJSON?["from"] as? [String: Any])?["files"] is [String: Any])
      let firstJSON =
        try JSONSerialization.jsonObject(
          with: Data(try cli.run("diff", gist.id, String(rows[1][0]), "--json").stdout.utf8))
        as? [String: Any]
      #expect(firstJSON?["from"] is NSNull)
      #expect(try cli.run("diff", gist.id, "zzzz").status == 2)
      #expect(try cli.run("diff", gist.id, "abcdef12").status == 1)
    }
  }

  @Test func commentsListAndAddFromAnArgumentOrStdin() async throws {
    try await CLI.with { cli, fixture in
      let gist = try fixture.api().create(
        NewGist(description: "d", files: ["a.txt": "x\n"], isPublic: true))
      #expect(try cli.run("comments", gist.id).stdout.isEmpty)
      #expect(try cli.run("comments", gist.id, "--add", "short one").status == 0)
      let multi = try cli.run(
        "comments", gist.id, "--add", "-", stdin: "## A heading\n\nand *more*\n")
      // A sentence goes to stderr: stdout holds data only.
      #expect(multi.status == 0 && multi.stdout.isEmpty && multi.stderr.hasPrefix("Commented"))
      let shown = try cli.run("comments", gist.id)
      #expect(shown.stdout.contains("octocat · just now · #1\nshort one\n"))
      #expect(shown.stdout.contains("## A heading\n\nand *more*\n"))
      let json =
        try JSONSerialization.jsonObject(
          with: Data(try cli.run("comments", gist.id, "--json").stdout.utf8)) as? [[String: Any]]
      #expect(json?.map { $0["body"] as? String } == ["short one", "## A heading\n\nand *more*\n"])
      #expect(try cli.run("comments", gist.id, "--add", "  ").status == 2)
      // Issue 57, item 25: numbered in order, with no hole where one was deleted.
      let third = try fixture.api().addComment(id: gist.id, body: "third")
      _ = third
      let firstID = try #require(
        (json?.first?["id"] as? Int) ?? (json?.first?["id"] as? NSNumber)?.intValue)
      try fixture.api().deleteComment(id: gist.id, commentID: firstID)
      let numbered = try cli.run("comments", gist.id).stdout
      #expect(
        numbered.contains("· #1\n## A heading") && numbered.contains("· #2\nthird\n"), "\(numbered)"
      )
      #expect(!numbered.contains("#3"), "\(numbered)")
    }
  }

  @Test func createSkipsEmptyFilesWhenAsked() async throws {
    try await CLI.with { cli, fixture in
      let full = try cli.write("a.md", "# a\n")
      let empty = try cli.write("empty.txt", "\n")
      let refused = try cli.run("create", full, empty)
      #expect(refused.status == 1)
      // Issue 57, item 24: the refusal names the flag that leaves the empty file out.
      #expect(refused.stderr.contains("--skip-empty"), "\(refused.stderr)")
      let run = try cli.run("create", full, empty, "--skip-empty")
      #expect(run.status == 0)
      #expect(run.stderr.contains("Skipped empty.txt: it is empty."))
      let id = try #require(run.stdout.split(separator: "/").last.map { String($0.dropLast()) })
      #expect(fixture.store.gist(id: id)?.files.map(\.filename) == ["a.md"])
      #expect(try cli.run("create", empty, "--skip-empty").status == 1)
      // Without a terminal, --copy says it could not copy; the gist is made all the same.
      let copied = try cli.run("create", full, "--copy")
      #expect(copied.status == 0 && copied.stderr.contains("Not copied"))
    }
  }
}

extension BeyondGHCLITests {
  /// Issue 32: the commands take the time from their console, so a test says what time it
  /// is: a comment made now reads "3 hours ago" three hours later.
  @Test func timesAreSaidFromTheConsolesClock() async throws {
    try await CLI.with { cli, fixture in
      let api = try fixture.api()
      let gist = try api.create(NewGist(description: "d", files: ["a": "a\n"], isPublic: true))
      let made = try api.addComment(id: gist.id, body: "first")
      let at = try #require(made.createdAt)
      var later = cli
      later.now = { at.addingTimeInterval(3 * 3_600) }
      let run = try later.run("comments", gist.id)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains(" · 3 hours ago · #1"), "\(run.stdout)")
    }
  }
}
