import Foundation
import GistValues
import ScreenLogic
import Store
import Testing

/// Issue 30, done-when 2: a conflict could drop the user's version with no question (after
/// "Show the 3 versions" the focus was back on Stop, and two steps right was "Keep
/// GitHub's"), and there was no keeping both nor merging. Each choice is sent as chosen; the
/// one that drops the user's text asks, and the user's version stays on disk until GitHub
/// confirms.
extension ComposeDirectorTests {
  static let opened = Gist(
    id: "g2", description: "notes", isPublic: false,
    files: [GistFile(filename: "a.txt", size: 1, content: "one\ntwo\nthree\n")],
    updatedAt: Date(timeIntervalSince1970: 1_000))

  static var onGitHub: Gist {
    var gist = opened
    gist.updatedAt = Date(timeIntervalSince1970: 2_000)
    gist.files = [GistFile(filename: "a.txt", size: 1, content: "one\nTWO (GitHub)\nthree\n")]
    return gist
  }

  /// An edit of a.txt (and the description) that meets GitHub's change of a.txt, at the
  /// question about a.txt.
  func conflicted() throws -> ComposeDirector {
    let director = make(DraftChanges.draft(editing: Self.opened))
    editor.next = [.success("one\ntwo (mine)\nthree\n")]
    stage.send(.editFile("a.txt"))
    stage.send(.answered(.description, "notes, edited"))
    stage.send(.send)
    model.fetched[0](.success(Self.onGitHub))
    stage.send(.resolve)
    #expect(stage.choices.last?.title == "a.txt: changed on GitHub and here")
    return director
  }

  /// S after resolving: the PATCH's files.
  func sentFiles() throws -> [String: GistChanges.FileChange?] {
    stage.send(.send)
    model.fetched[1](.success(Self.onGitHub))
    return try #require(model.updated.first).changes.files
  }

  @Test func keepingGitHubsAsksWhatIsDroppedAndBackKeepsTheFocus() throws {
    let director = try conflicted()
    stage.send(.keepTheirs("a.txt"))
    let drop = try #require(stage.choices.last)
    #expect(drop.title == "Drop your version of a.txt?")
    #expect(drop.message.first == "Keeping GitHub's a.txt drops your changes to it (+1 −1).")
    #expect(drop.options.map(\.answer) == [.backToConflict("a.txt"), .dropYours("a.txt")])
    #expect(director.current.files["a.txt"] == "one\ntwo (mine)\nthree\n", "nothing yet")
    stage.send(.backToConflict("a.txt"))
    let back = try #require(stage.choices.last)
    #expect(back.title == "a.txt: changed on GitHub and here")
    #expect(back.options[back.selected].label == "GitHub's")
    stage.send(.dropYours("a.txt"))
    #expect(director.current.files["a.txt"] == "one\nTWO (GitHub)\nthree\n")
    // The user's version stays on disk until GitHub confirms.
    #expect(drafts.store.all().contains { $0.files["a.txt"] == "one\ntwo (mine)\nthree\n" })
    #expect(try sentFiles().isEmpty, "a.txt is GitHub's already: only the description goes")
    #expect(model.updated.first?.changes.description == "notes, edited")
    model.updated[0].done(.success(Self.onGitHub))
    #expect(drafts.store.all().isEmpty)
  }

  @Test func keepingYoursSendsYours() throws {
    let director = try conflicted()
    stage.send(.keepYours("a.txt"))
    #expect(try sentFiles() == ["a.txt": .some(.init(content: "one\ntwo (mine)\nthree\n"))])
    withExtendedLifetime(director) {}
  }

  @Test func keepingBothSendsYoursBesideGitHubs() throws {
    let director = try conflicted()
    stage.send(.keepBoth("a.txt"))
    #expect(director.current.files["a.txt"] == "one\nTWO (GitHub)\nthree\n")
    #expect(stage.notices.last?.hasPrefix("Kept both of a.txt (yours as a.txt.mine)") == true)
    #expect(
      try sentFiles() == ["a.txt.mine": .some(.init(content: "one\ntwo (mine)\nthree\n"))])
  }

  @Test func mergingInTheEditorStartsFromConflictMarkersAndSendsTheMerge() throws {
    let director = try conflicted()
    editor.next = [.success(nil), .success("one\ntwo, merged\nthree\n")]
    stage.send(.mergeInEditor("a.txt"))
    #expect(
      editor.edited.last?.text
        == "one\n<<<<<<< yours\ntwo (mine)\n=======\nTWO (GitHub)\n>>>>>>> GitHub's\nthree\n")
    // The editor left the markers: asked again, the focus on Merge.
    let again = try #require(stage.choices.last)
    #expect(again.options[again.selected].label == "Merge")
    stage.send(.mergeInEditor("a.txt"))
    #expect(drafts.store.all().contains { $0.files["a.txt"] == "one\ntwo (mine)\nthree\n" })
    #expect(try sentFiles() == ["a.txt": .some(.init(content: "one\ntwo, merged\nthree\n"))])
    withExtendedLifetime(director) {}
  }

  @Test func afterLookingAtTheVersionsTheFocusIsOnTheButtonUsed() throws {
    let director = try conflicted()
    stage.send(.showConflict("a.txt"))
    #expect(sent.moves.last.map { if case .push(.conflict) = $0 { true } else { false } } == true)
    director.uncovered()
    let back = try #require(stage.choices.last)
    #expect(back.options[back.selected].label == "Versions")
    #expect(stage.notices.last == "", "the message line is cleared by the question")
  }
}

/// A review: a description changed on GitHub and here was not asked about, and S then
/// replaced GitHub's with the user's without a word. It is asked about first, with both
/// quoted; a description only one side changed goes without a question, as before.
extension ComposeDirectorTests {
  @Test func aDescriptionChangedOnBothSidesIsAskedAboutFirst() throws {
    let director = make(DraftChanges.draft(editing: Self.opened))
    stage.send(.answered(.description, "notes, mine"))
    stage.send(.send)
    var theirs = Self.onGitHub
    theirs.description = "notes, theirs"
    model.fetched[0](.success(theirs))
    stage.send(.resolve)
    let asked = try #require(stage.choices.last)
    #expect(asked.title == "The description: changed on GitHub and here")
    #expect(asked.message.prefix(2) == ["On GitHub: “notes, theirs”.", "Here: “notes, mine”."])
    stage.send(.keepTheirs(ConflictResolverName.description))
    let drop = try #require(stage.choices.last)
    #expect(drop.title == "Drop your description?")
    #expect(drop.message.first == "Keeping GitHub's description drops yours: “notes, mine”.")
    stage.send(.dropYours(ConflictResolverName.description))
    #expect(director.current.description == "notes, theirs")
    #expect(stage.choices.last?.title == "a.txt: changed on GitHub and here", "then the file")
  }
}

/// The name the description goes by among a conflict's files.
enum ConflictResolverName {
  static let description = "/description"
}
