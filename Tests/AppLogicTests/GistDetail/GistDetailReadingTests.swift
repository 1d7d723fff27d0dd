import AppLogic
import Foundation
import Model
import Testing

/// Reading a gist: Markdown rendered or as written (`m`), and the matches of the search it
/// was found by (`n` / `N`).
@Suite struct GistDetailReadingTests {
  static let notes = Gist(
    id: "abc", description: "Notes",
    files: [
      GistFile(
        filename: "deploy.sh", language: "Shell", size: 30, content: "echo one\nkubectl apply\n"),
      GistFile(
        filename: "README.md", language: "Markdown", size: 40,
        content: "# Title\n\nSee *kubectl*.\n\nkubectl again\n"),
    ], owner: GistUser(login: "ada", id: 1))

  let base = GistDetailDirectorTests()

  func started(find: TextFind? = nil) -> (RecordingGistDetailStage, FakeGistDocument) {
    base.session.login.onNext("ada")
    let (stage, document, _, director) = base.make(find: find)
    director.start()
    document.answer(Self.notes)
    return (stage, document)
  }

  @Test func markdownShowsRenderedAndMShowsItAsWritten() {
    let (stage, _) = started()
    // Files come sorted by name: README.md first.
    let markdown = "# Title\n\nSee *kubectl*.\n\nkubectl again\n"
    #expect(stage.contents.last == .markdown(markdown))
    #expect(stage.unavailable[.toggleRendering] == nil)
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .text(markdown, language: "Markdown"))
    #expect(stage.notices.last == "The Markdown as written · m renders it")
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .markdown(markdown))
    #expect(stage.notices.last == "The Markdown rendered · m shows it as written")

    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.contents.last == .text("echo one\nkubectl apply\n", language: "Shell"))
    #expect(stage.unavailable[.toggleRendering] == "Markdown files only")
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.messages.last == "Only Markdown files are rendered; this one shows as written.")
  }

  @Test func markdownTooLargeToRenderShowsAsWritten() {
    base.session.login.onNext("ada")
    let (stage, document, _, director) = base.make()
    director.start()
    let big = String(repeating: "word ", count: BodyLimit.renderedMarkdown / 5 + 10)
    document.answer(
      Gist(
        id: "abc", files: [GistFile(filename: "big.md", size: big.utf8.count, content: big)],
        owner: GistUser(login: "ada", id: 1)))
    #expect(stage.contents.last == .text(big, language: nil))
    stage.intentSubject.onNext(.toggleRendering)
    #expect(
      stage.messages.last?.hasPrefix("This file is too large to render (over 512 KB)") == true)
  }

  @Test func aFoundGistOpensAtTheFirstMatchOfItsFileAndNMovesOn() {
    let (stage, _) = started(find: TextFind(terms: ["kubectl"], file: "README.md"))
    // The file the index matched, as written (matches are lines of the text).
    #expect(stage.files[stage.selected] == "README.md")
    #expect(
      stage.contents.last
        == .text("# Title\n\nSee *kubectl*.\n\nkubectl again\n", language: "Markdown"))
    #expect(stage.matches.last == FileMatches(terms: ["kubectl"], lines: [2, 4], current: 0))
    #expect(stage.notices.last == "Match 1 of 2 · n next · N previous")
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(stage.matches.last??.currentLine == 4)
    #expect(stage.notices.last == "Match 2 of 2 · n next · N previous")
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(stage.matches.last??.currentLine == 2)
    stage.intentSubject.onNext(.nextMatch(forward: false))
    #expect(stage.matches.last??.currentLine == 4)

    // Another file has its own matches; the first file chosen by the index stays chosen
    // only at the start.
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.files[stage.selected] == "deploy.sh")
    #expect(stage.matches.last == FileMatches(terms: ["kubectl"], lines: [1], current: 0))
  }

  @Test func matchesIgnoreCaseAndAccentsAndSayWhenNothingMatches() {
    // Only the description matched (no file named): Markdown still shows rendered.
    let (stage, _) = started(find: TextFind(terms: ["KUBÉCTL", "nothing"], file: nil))
    #expect(stage.files[stage.selected] == "README.md")
    guard case .markdown = stage.contents.last else {
      Issue.record("expected rendered Markdown")
      return
    }
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.matches.last??.lines == [2, 4])
    let (other, _) = started(find: TextFind(terms: ["absent"], file: "deploy.sh"))
    other.intentSubject.onNext(.nextMatch(forward: true))
    #expect(other.messages.last == "Nothing in this file matches the search.")
  }

  @Test func nWithoutASearchSaysHowToGetOne() {
    let (stage, _) = started()
    #expect(stage.unavailable[.nextMatch(forward: true)] == "after a search")
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(
      stage.messages.last
        == "n and N move between matches of a search; open a gist from / to use them.")
    #expect(stage.matches.isEmpty)
  }
}
