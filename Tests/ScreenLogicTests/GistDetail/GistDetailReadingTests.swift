import Foundation
import GistValues
import Keys
import ScreenLogic
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
    #expect(stage.unavailable[.toggleRendering] == "Markdown, notebooks and tables only")
    #expect(
      stage.press(.character("m"))
        == "rendered / as written: Markdown, notebooks and tables only")
    #expect(stage.contents.last == .text("echo one\nkubectl apply\n", language: "Shell"))
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
    #expect(stage.notices.last == "Match 1 of 2 in README.md · n next · N previous")
    #expect(stage.marked == ["README.md", "deploy.sh"])
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(stage.matches.last??.currentLine == 4)
    #expect(stage.notices.last == "Match 2 of 2 in README.md · n next · N previous")
    // Past the file's last match, n crosses to the next file that has one (issue 35,
    // item 4: n never left the file), and N comes back to the last match before.
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(stage.files[stage.selected] == "deploy.sh")
    #expect(stage.matches.last == FileMatches(terms: ["kubectl"], lines: [1], current: 0))
    #expect(stage.notices.last == "Match 1 of 1 in deploy.sh · n next · N previous")
    stage.intentSubject.onNext(.nextMatch(forward: false))
    #expect(stage.files[stage.selected] == "README.md")
    #expect(stage.matches.last??.currentLine == 4)
    stage.intentSubject.onNext(.nextMatch(forward: false))
    #expect(stage.matches.last??.currentLine == 2)

    // Another file has its own matches; the first file chosen by the index stays chosen
    // only at the start.
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.files[stage.selected] == "deploy.sh")
    #expect(stage.matches.last == FileMatches(terms: ["kubectl"], lines: [1], current: 0))
  }

  /// Issue 35, item 4: a search result opens at the line the search found best.
  @Test func aFoundGistOpensAtTheLineTheSearchFoundBest() {
    let (stage, _) = started(find: TextFind(terms: ["kubectl"], file: "README.md", line: 5))
    #expect(stage.matches.last == FileMatches(terms: ["kubectl"], lines: [2, 4], current: 1))
    #expect(stage.notices.last == "Match 2 of 2 in README.md · n next · N previous")
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
    #expect(other.messages.last == "Nothing in this gist matches.")
  }

  /// Issue 57, item 22: find counted lines as matches ("Match 1 of 59" for a word on 59
  /// lines, many of them more than once); it counts every occurrence, and says which of
  /// them the line shown holds.
  @Test func findCountsEveryOccurrenceNotTheLinesHoldingThem() {
    base.session.login.onNext("ada")
    let (stage, document, _, director) = base.make()
    director.start()
    document.answer(
      Gist(
        id: "abc",
        files: [GistFile(filename: "log.txt", size: 30, content: "err err err\nok\nErr\n")],
        owner: GistUser(login: "ada", id: 1)))
    stage.intentSubject.onNext(.findText("err"))
    #expect(stage.matches.last == FileMatches(terms: ["err"], lines: [0, 2], current: 0))
    #expect(stage.notices.last == "Matches 1–3 of 4 · n next · N previous")
    stage.intentSubject.onNext(.nextMatch(forward: true))
    #expect(stage.notices.last == "Match 4 of 4 · n next · N previous")
    withExtendedLifetime(director) {}
  }

  @Test func nWithoutASearchSaysHowToGetOne() {
    let (stage, _) = started()
    #expect(stage.unavailable[.nextMatch(forward: true)] == "after / or a search")
    #expect(stage.press(.character("n")) == "next match: after / or a search")
    #expect(stage.press(.character("N")) == "previous match: after / or a search")
    #expect(stage.matches.isEmpty)
  }

  /// Issue 35, the reader: `/` finds a word in the gist's files (as written), `n` finds
  /// every occurrence and crosses files, an empty answer stops finding.
  @Test func slashFindsInTheFilesAndNFindsEveryOccurrence() {
    let (stage, _) = started()
    stage.intentSubject.onNext(.find)
    #expect(stage.findQuestions == [""])
    stage.intentSubject.onNext(.findText("  KUBECTL "))
    #expect(stage.unavailable[.nextMatch(forward: true)] == nil)
    #expect(stage.files[stage.selected] == "README.md")
    #expect(
      stage.contents.last
        == .text("# Title\n\nSee *kubectl*.\n\nkubectl again\n", language: "Markdown"))
    #expect(stage.matches.last == FileMatches(terms: ["KUBECTL"], lines: [2, 4], current: 0))
    #expect(stage.marked == ["README.md", "deploy.sh"])
    var seen: [String] = []
    for _ in 0..<3 {
      stage.intentSubject.onNext(.nextMatch(forward: true))
      seen.append("\(stage.files[stage.selected]):\(stage.matches.last??.currentLine ?? -1)")
    }
    #expect(seen == ["README.md:4", "deploy.sh:1", "README.md:2"])
    stage.intentSubject.onNext(.find)
    #expect(stage.findQuestions.last == "KUBECTL")
    stage.intentSubject.onNext(.findText("quokka"))
    #expect(stage.messages.last == "“quokka” is not in this gist.")
    #expect(stage.unavailable[.nextMatch(forward: true)] == "after / or a search")
    stage.intentSubject.onNext(.findText("echo"))
    #expect(stage.files[stage.selected] == "deploy.sh")
    #expect(stage.matches.last == FileMatches(terms: ["echo"], lines: [0], current: 0))
    #expect(stage.marked == ["deploy.sh"])
    stage.intentSubject.onNext(.findText(""))
    #expect(stage.matches.last == .some(nil) && stage.marked.isEmpty)
  }

  /// Issue 35, the reader: the position line, and going to a line (the palette's `:120`).
  @Test func thePositionLineAndGoingToALine() {
    let (stage, _) = started()
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.positions.last == "Shell · 30 B")
    stage.intentSubject.onNext(.read(lastLine: 88, lineCount: 122))
    #expect(stage.positions.last == "Shell · 30 B · line 89 of 122 · 72%")
    stage.intentSubject.onNext(.read(lastLine: 121, lineCount: 122))
    #expect(stage.positions.last == "Shell · 30 B · line 122 of 122 · 100%")
    stage.intentSubject.onNext(.goToLine(120))
    #expect(stage.shownLines == [119])
    stage.intentSubject.onNext(.goToLine(123))
    #expect(stage.messages.last == "This file has 122 lines; there is no line 123.")
    #expect(stage.shownLines == [119])
    // Another file starts from its top: no line known until it is drawn.
    stage.intentSubject.onNext(.cycleFile(forward: true))
    #expect(stage.positions.last == "Markdown, rendered · 40 B")
    stage.intentSubject.onNext(.goToLine(1))
    #expect(stage.messages.last == "This file has no lines to go to.")
    #expect(ReadingPosition.size(2_149) == "2.1 KB" && ReadingPosition.size(1_400_000) == "1.4 MB")
    #expect(ReadingPosition.size(999) == "999 B" && ReadingPosition.size(123_456) == "123 KB")
  }

  /// A new-user review: a file that failed to load (offline) said "line 1 of 1 · 100%"
  /// under its failure. A file that is not shown has no position.
  @Test func aFileThatIsNotShownHasNoPosition() {
    base.session.login.onNext("ada")
    let (stage, document, _, director) = base.make()
    director.start()
    var listed = Self.notes
    listed.files[0].content = nil
    listed.files[1].content = nil
    document.answer(listed, error: .cannotConnect(host: "api.github.com", port: 443))
    guard case .failed = stage.contents.last else {
      Issue.record("expected a failed file, got \(String(describing: stage.contents.last))")
      return
    }
    stage.intentSubject.onNext(.read(lastLine: 0, lineCount: 1))
    #expect(stage.positions.last?.contains("line") == false, "\(stage.positions)")
    document.answer(Self.notes)
    stage.intentSubject.onNext(.read(lastLine: 0, lineCount: 2))
    #expect(stage.positions.last?.hasSuffix("· line 1 of 2 · 50%") == true)
  }
}
