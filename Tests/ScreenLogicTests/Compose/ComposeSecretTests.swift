import Foundation
import ScreenLogic
import Store
import Testing

/// Issue 30, item 3: a public gist holding a token was sent with no word. Before a public
/// send with a secret the Director asks; for a secret gist it warns and sends. No sentence
/// holds the secret whole.
extension ComposeDirectorTests {
  static let token = "ghp_" + String(repeating: "a1B2", count: 8) + "9f2c"

  @Test func aPublicGistWithATokenAsksBeforeItIsSent() throws {
    let director = make(
      Draft(description: "", files: ["secrets.env": "A=1\nTOKEN=\(Self.token)\n"], isPublic: true))
    stage.send(.send)
    #expect(model.created.isEmpty)
    let question = try #require(stage.choices.last)
    #expect(question.title == "A public gist with a secret in it")
    #expect(question.message.first == "secrets.env line 2 holds a GitHub token (ghp_…9f2c).")
    #expect(!question.message.joined().contains(Self.token))
    #expect(question.options.map(\.answer) == [nil, .sendAsSecret, .sendWithSecrets])
    #expect(stage.notices.last == "", "\"Sending…\" is not left under the question")
    stage.send(.sendWithSecrets)
    #expect(model.created.count == 1)
    withExtendedLifetime(director) {}
  }

  @Test func aSecretGistWithATokenIsSentWithAWarning() {
    let director = make(
      Draft(description: "", files: ["secrets.env": "TOKEN=\(Self.token)\n"], isPublic: false))
    stage.send(.send)
    #expect(model.created.count == 1)
    #expect(
      stage.messages.last
        == "Sending to a secret gist: secrets.env line 1 holds a GitHub token (ghp_…9f2c).")
    withExtendedLifetime(director) {}
  }

  @Test func anEditOfAPublicGistAsksAboutTheSecretsItWouldSend() throws {
    let director = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("key: \(Self.token)\n")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    #expect(model.updated.isEmpty)
    #expect(stage.choices.last?.title == "A public gist with a secret in it")
    stage.send(.sendWithSecrets)
    model.fetched[1](.success(Self.server))
    #expect(model.updated.count == 1)
    withExtendedLifetime(director) {}
  }

  /// Issue 57, item 34: the question before a public send with a secret offered only Cancel
  /// and Send anyway; a new gist can be sent secret from it (an edit's visibility is fixed,
  /// so it is not offered there).
  @Test func aNewPublicGistWithATokenCanBeSentSecretFromTheQuestion() throws {
    let director = make(
      Draft(description: "", files: ["secrets.env": "TOKEN=\(Self.token)\n"], isPublic: true))
    #expect(stage.visibility == "public (p makes it secret)")
    stage.send(.send)
    let question = try #require(stage.choices.last)
    #expect(question.options.map(\.label) == ["Cancel", "Send as secret", "Send anyway"])
    stage.send(.sendAsSecret)
    #expect(model.created.map(\.gist.isPublic) == [false])
    #expect(stage.visibility == "secret (p makes it public)")
    withExtendedLifetime(director) {}

    let edit = make(DraftChanges.draft(editing: Self.server))
    editor.next = [.success("key: \(Self.token)\n")]
    stage.send(.editFile("edit.txt"))
    stage.send(.send)
    model.fetched[0](.success(Self.server))
    #expect(stage.choices.last?.options.map(\.answer) == [nil, .sendWithSecrets])
    withExtendedLifetime(edit) {}
  }
}
