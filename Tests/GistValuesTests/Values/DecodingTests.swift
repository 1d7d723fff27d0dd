import Foundation
import GistValues
import TestSupport
import Testing

@Suite struct DecodingTests {
  let decoder = GistJSON.decoder()

  @Test func baseGistExample() throws {
    let gist = try decoder.decode(Gist.self, from: Fixtures.data("examples/base-gist.json"))
    #expect(gist.id == "aa5a315d61ae9438b18d")
    #expect(gist.description == "Hello World Examples")
    #expect(gist.isPublic)
    #expect(gist.files.map(\.filename) == ["hello_world.rb"])
    #expect(gist.files.first?.language == "Ruby")
    #expect(gist.owner?.login == "octocat")
    #expect(gist.createdAt == GistJSON.parseDate("2010-04-14T02:15:15Z"))
  }

  @Test func gistExampleWithContentHistoryAndForks() throws {
    let gist = try decoder.decode(Gist.self, from: Fixtures.data("examples/gist.json"))
    #expect(gist.files.first?.content != nil)
    #expect(gist.history?.isEmpty == false)
    #expect(gist.forks != nil)
  }

  @Test func everyListExampleDecodes() throws {
    let gists = try decoder.decode(
      [Lenient<Gist>].self, from: Fixtures.data("examples/base-gist-items.json"))
    #expect(gists.count == 1 && gists.allSatisfy { $0.value != nil })
    let forks = try decoder.decode(
      [Lenient<Gist>].self, from: Fixtures.data("examples/gist-fork-items.json"))
    #expect(forks.allSatisfy { $0.value != nil } && !forks.isEmpty)
    let commits = try decoder.decode(
      [GistCommit].self, from: Fixtures.data("examples/gist-commit-items.json"))
    #expect(commits.first?.version == "57a7f021a713b1c5a6a199b54cc514735d2d462f")
    #expect(commits.first?.additions == 180)
    #expect(commits.first?.deletions == 0)
    let comments = try decoder.decode(
      [GistComment].self, from: Fixtures.data("examples/gist-comment-items.json"))
    #expect(comments.first?.body == "Just commenting for the sake of commenting")
  }

  @Test func commentExample() throws {
    let comment = try decoder.decode(
      GistComment.self, from: Fixtures.data("examples/gist-comment.json"))
    #expect(comment.id == 1)
    #expect(comment.user?.login == "octocat")
  }

  @Test func nullFilesAreAccepted() throws {
    let gist = try decoder.decode(Gist.self, from: Fixtures.data("examples/delete-gist-file.json"))
    #expect(gist.files.isEmpty)
    #expect(gist.id.isEmpty == false)
  }

  @Test func renamedFileExample() throws {
    let gist = try decoder.decode(Gist.self, from: Fixtures.data("examples/rename-gist-file.json"))
    #expect(gist.files.count == 1)
  }

  @Test func everyExampleFileIsCovered() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.root.appendingPathComponent("examples").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(
      names == [
        "base-gist-items.json", "base-gist.json", "delete-gist-file.json",
        "gist-comment-items.json", "gist-comment.json", "gist-commit-items.json",
        "gist-fork-items.json", "gist.json", "rename-gist-file.json",
      ])
  }

  @Test func unknownAndMissingFieldsAreTolerated() throws {
    let json = """
      {"id": "abc", "brand_new_field": {"x": 1}, "files": {"a.txt": {"size": "not a number"}},
       "owner": {"login": "ada"}, "created_at": "garbage", "public": "maybe"}
      """
    let gist = try decoder.decode(Gist.self, from: Data(json.utf8))
    #expect(gist.id == "abc")
    #expect(gist.files.first?.filename == "a.txt")
    #expect(gist.files.first?.size == 0)
    #expect(gist.createdAt == nil)
    #expect(gist.isPublic == false)
    #expect(gist.owner?.login == "ada")
    #expect(gist.description == nil && gist.forks == nil && gist.history == nil)
  }

  @Test func oneOddItemDoesNotFailTheList() throws {
    let json = """
      [{"id": "a1", "files": {}}, {"no_id": true}, 42, {"id": 7, "files": {}}]
      """
    let items = try decoder.decode([Lenient<Gist>].self, from: Data(json.utf8)).compactMap(\.value)
    #expect(items.map(\.id) == ["a1", "7"])
  }

  @Test func encodingRoundTripsTheShape() throws {
    let gist = try decoder.decode(Gist.self, from: Fixtures.data("examples/gist.json"))
    let again = try decoder.decode(Gist.self, from: GistJSON.encoder().encode(gist))
    #expect(again == gist)
  }

  @Test func titleFallsBackToFirstFileName() {
    let gist = Gist(
      id: "1", description: "  ", files: [GistFile(filename: "b.md"), GistFile(filename: "a.md")])
    #expect(gist.title == "a.md")
    #expect(Gist(id: "2", description: "Notes").title == "Notes")
    #expect(Gist(id: "3", description: " \t ", files: [GistFile(filename: "c")]).title == "c")
    #expect(Gist(id: "4", description: "").title == "4", "no description, no file: the id")
    #expect(Gist(id: "5", description: " \n").title == " \n", "a line break is not a space")
    #expect(Gist(id: "6", description: "  Notes ").title == "  Notes ", "kept as written")
  }

  @Test func theFixturesMatchTheSharedCopy() throws {
    guard let shared = Fixtures.shared else { return }
    let manager = FileManager.default
    let files =
      manager.enumerator(atPath: shared.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") } ?? []
    #expect(!files.isEmpty)
    for file in files {
      let ours = try Data(contentsOf: Fixtures.root.appendingPathComponent(file))
      let theirs = try Data(contentsOf: shared.appendingPathComponent(file))
      #expect(ours == theirs, "Tests/ModelTests/Fixtures/github-api/\(file) differs from shared/")
    }
  }
}
