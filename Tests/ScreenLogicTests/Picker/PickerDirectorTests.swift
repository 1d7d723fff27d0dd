import Foundation
import GistValues
import ScreenLogic
import TestSupport
import Testing

@MainActor @Suite struct PickerDirectorTests {
  final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
  }

  func start(query: String = "", files: Bool = false) -> (
    RecordingPickerStage, FakeGistCollection, Box<PickerDirector.Outcome?>, PickerDirector
  ) {
    let stage = RecordingPickerStage()
    let collection = FakeGistCollection(kind: .mine)
    let outcome = Box<PickerDirector.Outcome?>(nil)
    let director = PickerDirector(
      stage: stage, collection: collection, query: query, listsFiles: files
    ) { outcome.value = $0 }
    director.start()
    return (stage, collection, outcome, director)
  }

  @Test func showsLoadingThenEveryGistAndLoadsEveryPage() {
    let (stage, collection, _, director) = start()
    _ = director
    #expect(stage.contentStatus == .loading("Loading your gists…"))
    #expect(collection.refreshCount == 1)
    collection.answer(FakeGistCollection.gists(3), hasMore: true)
    #expect(collection.nextPageRequests == 1)
    #expect(stage.rows.map(\.choice.gistID) == ["gist0", "gist1", "gist2"])
    #expect(stage.status == "3 gists · loading…")
    #expect(stage.rows[0].detail == "1 file · public")
    collection.answer(FakeGistCollection.gists(5))
    #expect(stage.status == "5 gists")
    #expect(stage.contentStatus == .hasContent)
  }

  /// Issue 35, item 5: rows from the cache show at once, and until GitHub has answered
  /// the picker says how old they are.
  @Test func cachedRowsSayHowOldTheyAreWhileTheyAreChecked() {
    let (stage, collection, _, director) = start()
    _ = director
    collection.answer(FakeGistCollection.gists(3))
    collection.refresh(completion: nil)
    #expect(stage.status.hasPrefix("3 gists · checking for changes to a list "))
    #expect(stage.status.hasSuffix(" old"))
    collection.answer(FakeGistCollection.gists(4))
    #expect(stage.status == "4 gists")
  }

  @Test func typingFiltersFuzzilyAndRanksAndTheHighlightFollowsTheBest() {
    let (stage, collection, _, director) = start(query: "number 3")
    _ = director
    #expect(stage.query == "number 3")
    collection.answer(FakeGistCollection.gists(40))
    #expect(stage.rows.first?.choice.gistID == "gist3")
    #expect(stage.selected == PickerChoice(gistID: "gist3"))
    stage.type("swift 12")
    #expect(stage.rows.first?.choice.gistID == "gist12")
    #expect(stage.rows.allSatisfy { $0.choice.gistID.hasPrefix("gist") })
    stage.type("no such thing")
    #expect(stage.rows.isEmpty)
    #expect(stage.status == "0 of 40 gists")
    if case .isEmpty(let empty) = stage.contentStatus {
      #expect(empty.title == "Nothing matches “no such thing”")
    } else {
      Issue.record("expected an empty state, got \(stage.contentStatus)")
    }
  }

  @Test func choosingByIdentityEndsWithThatGistAndEscWithNothing() {
    let (stage, collection, outcome, director) = start()
    _ = director
    let gists = FakeGistCollection.gists(4)
    collection.answer(gists)
    stage.subject.onNext(.choose(PickerChoice(gistID: "nope")))
    #expect(outcome.value == nil)
    stage.subject.onNext(.choose(PickerChoice(gistID: "gist2")))
    #expect(outcome.value == .chosen(gists[2], file: nil))
    let (other, otherCollection, cancelled, otherDirector) = start()
    _ = otherDirector
    otherCollection.answer(gists)
    other.subject.onNext(.cancel)
    #expect(cancelled.value == .cancelled)
  }

  @Test func filesModeListsEachFileAndChoosesIt() {
    let (stage, collection, outcome, director) = start(files: true)
    _ = director
    var gist = FakeGistCollection.gists(1)[0]
    gist.files.append(GistFile(filename: "notes.md", language: "Markdown"))
    collection.answer([gist])
    #expect(stage.rows.map(\.choice.file) == ["f0.swift", "notes.md"])
    #expect(stage.rows[1].title == "notes.md — gist number 0")
    #expect(stage.status == "2 files")
    stage.type("markdown")
    #expect(stage.rows.map(\.choice.file) == ["notes.md"])
    stage.subject.onNext(.choose(stage.rows[0].choice))
    #expect(outcome.value == .chosen(gist, file: "notes.md"))
  }

  @Test func offlineItSaysTheListIsFromTheCacheAndAFailureWithNothingSaysWhy() {
    let (stage, collection, _, director) = start()
    _ = director
    collection.answer(FakeGistCollection.gists(2))
    collection.refresh(completion: nil)
    collection.answer([], error: .cannotConnect(host: "api.github.com", port: 443))
    #expect(stage.rows.count == 2)
    #expect(stage.status.hasPrefix("2 gists · offline: from the cache"))
    let (empty, emptyCollection, _, emptyDirector) = start()
    _ = emptyDirector
    emptyCollection.answer([], error: .cannotConnect(host: "api.github.com", port: 443))
    #expect(
      empty.contentStatus
        == .failed(
          EmptyState(
            picture: ["  /!\\  "], title: "Your gists could not be loaded",
            subtitle: GistError.cannotConnect(host: "api.github.com", port: 443).message
              + " Esc leaves.")))
  }
}

@Suite struct FuzzyMatchTests {
  @Test(arguments: [
    ("", "anything", true),
    ("rb", "retry backoff", true),
    ("retry", "Swift retry with backoff", true),
    ("backoff retry", "retry with backoff", true),
    ("xyz", "retry with backoff", false),
    ("retry zz", "retry with backoff", false),
    ("ÉTÉ", "été à paris", true),
    ("\"(*", "a \"(* b", true),
  ])
  func matches(query: String, text: String, expected: Bool) {
    #expect((FuzzyMatch.score(query, in: text) != nil) == expected)
  }

  /// By word starts (the palette's): a word runs whole, or its letters run on from the
  /// starts of words; a picker's scattered letters do not match.
  @Test(arguments: [
    ("pyth", "copy the URL", false),
    ("opt", "open the gist", true),
    ("rb", "retry backoff", true),
    ("csv", "parsecsvfile", true),
    ("retry", "random eternity", false),
    ("ÉTÉ", "été à paris", true),
    ("sic", "switch account", false),
    ("swac", "switch account", true),
  ])
  func matchesByWordStarts(query: String, text: String, expected: Bool) {
    #expect((FuzzyMatch.score(query, in: text, byWordStarts: true) != nil) == expected)
    // The picker's rule is looser: every one of these matches there.
    #expect(FuzzyMatch.score(query, in: text) != nil)
  }

  @Test func togetherAndAtWordStartsRanksHigher() throws {
    let start = try #require(FuzzyMatch.score("retry", in: "retry with backoff"))
    let scattered = try #require(FuzzyMatch.score("retry", in: "random eternity"))
    #expect(start > scattered)
    let word = try #require(FuzzyMatch.score("csv", in: "parse csv file"))
    let inside = try #require(FuzzyMatch.score("csv", in: "parsecsvfile"))
    #expect(word > inside)
  }

  /// A new-user review: "opt" scored "open the gist" as high as "options".
  @Test func aWholeWordAtAWordStartOutranksScatteredLetters() throws {
    let whole = try #require(FuzzyMatch.score("opt", in: "options"))
    let scattered = try #require(FuzzyMatch.score("opt", in: "open the gist"))
    #expect(whole > scattered)
    let initials = try #require(FuzzyMatch.score("ab", in: "a b"))
    let word = try #require(FuzzyMatch.score("ab", in: "x about"))
    #expect(word > initials)
  }
}
