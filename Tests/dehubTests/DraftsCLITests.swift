import Foundation
import Model
import Store
import Testing

/// Issue 57, item 12: `dehub drafts` lists the unsent drafts for scripts (this host's; with
/// --all the others too, saying for whom) and discards one.
@Suite struct DraftsCLITests {
  @Test func draftsAreListedAndOneIsDiscarded() async throws {
    try await CLI.with { cli, fixture in
      let folder = cli.home.appendingPathComponent("state/dehub/drafts")
      var here = Draft(
        description: "written here", files: ["a.txt": "a\n"], isPublic: false,
        savedAt: Date(timeIntervalSince1970: 1))
      here.host = fixture.server.baseURL
      var work = Draft(
        description: "for work", files: ["b.txt": "b\n"], isPublic: false,
        savedAt: Date(timeIntervalSince1970: 2))
      work.host = "https://ghe.example.com/api/v3"
      work.login = "bob"
      try DraftStore(folder: folder).save(here)
      try DraftStore(folder: folder).save(work)

      let listed = try cli.run("drafts")
      #expect(listed.status == 0, "\(listed.stderr)")
      let fields = listed.stdout.split(separator: "\n").map { $0.split(separator: "\t") }
      #expect(fields.count == 1 && fields.first?[0] == Substring(here.id), "\(listed.stdout)")
      #expect(fields.first?[1] == "new gist" && fields.first?[2] == "written here")
      #expect(listed.stderr.contains("1 draft for other hosts or accounts: --all lists them."))

      let all = try cli.run("drafts", "--all", "--json")
      let items = try #require(
        try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
      #expect(items.compactMap { $0["description"] as? String } == ["written here", "for work"])
      #expect(items.last?["for"] as? String == "bob at ghe.example.com/api/v3")

      let gone = try cli.run("drafts", "--discard", work.id)
      #expect(gone.status == 0 && gone.stderr.contains("Discarded for work (new gist)."))
      #expect(DraftStore(folder: folder).all().map(\.id) == [here.id])
      let missing = try cli.run("drafts", "--discard", "nope")
      #expect(missing.status == 1 && missing.stderr.contains("No draft nope"))
    }
  }
}
