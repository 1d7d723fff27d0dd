import Foundation
import GistValues
import Model
import Store
import TestSupport
import Testing

/// The bodies the client sends, checked against the request schemas of the official
/// OpenAPI description, and the official request examples read back by our types.
@Suite struct RequestSchemaTests {
  static func schema(path: String, method: String) throws -> [String: Any] {
    let description = try Fixtures.json("gists.openapi.json") as? [String: Any]
    let paths = description?["paths"] as? [String: Any]
    let operation = (paths?[path] as? [String: Any])?[method] as? [String: Any]
    let body = operation?["requestBody"] as? [String: Any]
    let content = (body?["content"] as? [String: Any])?["application/json"] as? [String: Any]
    return try #require(content?["schema"] as? [String: Any])
  }

  static func body(for route: Route) throws -> Any {
    let router = try Router(baseURL: "https://api.github.com", token: "t", version: "test")
    let data = try #require(router.request(for: route).body)
    return try JSONSerialization.jsonObject(with: data)
  }

  @Test func createBodyMatchesTheSchema() throws {
    let schema = try Self.schema(path: "/gists", method: "post")
    let body = try Self.body(
      for: .create(NewGist(description: "d", files: ["a.rb": "puts 1"], isPublic: true)))
    #expect(SchemaCheck.problems(body, schema) == [])
    let secret = try Self.body(
      for: .create(NewGist(description: nil, files: ["a": "x"], isPublic: false)))
    #expect(SchemaCheck.problems(secret, schema) == [])
    #expect((secret as? [String: Any])?["public"] as? Bool == false)
  }

  @Test func updateBodiesMatchTheSchema() throws {
    let schema = try Self.schema(path: "/gists/{gist_id}", method: "patch")
    let changes: [GistChanges] = [
      GistChanges(description: "new"),
      GistChanges(files: ["a.rb": .init(content: "x")]),
      GistChanges(files: ["a.rb": .init(filename: "b.rb")]),
      GistChanges(files: ["a.rb": .init(content: "y", filename: "b.rb")]),
      GistChanges(files: ["gone.rb": nil]),
    ]
    for change in changes {
      let body = try Self.body(for: .update(id: "1", change))
      #expect(SchemaCheck.problems(body, schema) == [], "\(change)")
    }
    let deletion = try Self.body(for: .update(id: "1", GistChanges(files: ["gone.rb": nil])))
    #expect(((deletion as? [String: Any])?["files"] as? [String: Any])?["gone.rb"] is NSNull)
  }

  @Test func anEditedDraftsOnePatchMatchesTheSchema() throws {
    let schema = try Self.schema(path: "/gists/{gist_id}", method: "patch")
    let server = Gist(
      id: "1", description: "old",
      files: [
        GistFile(filename: "a.rb", size: 1, content: "a"),
        GistFile(filename: "b.rb", size: 1, content: "b"),
        GistFile(filename: "c.rb", size: 1, content: "c"),
      ])
    var draft = DraftChanges.draft(editing: server)
    draft.description = "new"
    draft.files["a.rb"] = "changed"
    draft.files["renamed.rb"] = draft.files.removeValue(forKey: "b.rb")
    draft.originalNames?["renamed.rb"] = "b.rb"
    draft.files["c.rb"] = nil
    draft.files["added.rb"] = "new file"
    let changes = DraftChanges.changes(from: server, to: draft)
    let body = try Self.body(for: .update(id: "1", changes))
    #expect(SchemaCheck.problems(body, schema) == [])
    let files = try #require((body as? [String: Any])?["files"] as? [String: Any])
    #expect(Set(files.keys) == ["a.rb", "b.rb", "c.rb", "added.rb"])
    #expect(files["c.rb"] is NSNull)
    #expect((files["b.rb"] as? [String: Any])?["filename"] as? String == "renamed.rb")
    #expect((files["b.rb"] as? [String: Any])?["content"] == nil)
  }

  @Test func commentBodiesMatchTheSchema() throws {
    let create = try Self.schema(path: "/gists/{gist_id}/comments", method: "post")
    let update = try Self.schema(path: "/gists/{gist_id}/comments/{comment_id}", method: "patch")
    let body = try Self.body(for: .createComment(id: "1", CommentBody(body: "hi")))
    #expect(SchemaCheck.problems(body, create) == [])
    let edited = try Self.body(
      for: .updateComment(id: "1", commentID: 2, CommentBody(body: "edited")))
    #expect(SchemaCheck.problems(edited, update) == [])
  }

  @Test func theCheckerCatchesWrongBodies() throws {
    let schema = try Self.schema(path: "/gists", method: "post")
    #expect(!SchemaCheck.problems(["description": "no files"], schema).isEmpty)
    #expect(!SchemaCheck.problems(["files": ["a": ["content": 5]]], schema).isEmpty)
    #expect(!SchemaCheck.problems(["files": ["a": [:]]], schema).isEmpty)
  }

  @Test func officialRequestExamplesReadBackUnchanged() throws {
    let decoder = GistJSON.decoder()
    let encoder = GistJSON.encoder()
    let pairs: [(String, (Data) throws -> Data)] = [
      ("gists.create.default.json", { try encoder.encode(decoder.decode(NewGist.self, from: $0)) }),
      (
        "gists.update.updateGist.json",
        { try encoder.encode(decoder.decode(GistChanges.self, from: $0)) }
      ),
      (
        "gists.update.renameFile.json",
        { try encoder.encode(decoder.decode(GistChanges.self, from: $0)) }
      ),
      (
        "gists.update.deleteFile.json",
        { try encoder.encode(decoder.decode(GistChanges.self, from: $0)) }
      ),
      (
        "gists.create-comment.default.json",
        { try encoder.encode(decoder.decode(CommentBody.self, from: $0)) }
      ),
      (
        "gists.update-comment.default.json",
        { try encoder.encode(decoder.decode(CommentBody.self, from: $0)) }
      ),
    ]
    for (name, roundTrip) in pairs {
      let original = try Fixtures.data("examples/requests/\(name)")
      let ours = try JSONSerialization.jsonObject(with: roundTrip(original)) as? NSDictionary
      let theirs = try JSONSerialization.jsonObject(with: original) as? NSDictionary
      #expect(ours == theirs, "\(name)")
    }
  }
}
