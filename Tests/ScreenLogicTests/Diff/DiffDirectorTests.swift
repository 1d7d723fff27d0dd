import GistValues
import GistWork
import Reactive
import ScreenLogic
import Testing

final class RecordingDiffStage: DiffStage {
  let intentSubject = PublishSubject<DiffIntent>()
  var titles: [String] = []
  var lines: [DiffLine] = []
  var notices: [String] = []

  var intents: Observable<DiffIntent> { intentSubject.asObservable() }
  func showTitle(_ title: String) { titles.append(title) }
  func showLines(_ lines: [DiffLine]) { self.lines = lines }
  func showNotice(_ notice: String) { notices.append(notice) }
}

/// The diff screen: changed words marked inside changed lines, lines that know their file
/// (for highlighting), and `c` between three lines of context and whole files.
@Suite struct DiffDirectorTests {
  static let body = (1...12).map { "line \($0)" }
  static let old = Gist(
    id: "g",
    files: [
      GistFile(
        filename: "a.py", language: "Python", size: 1,
        content: (body + ["total = price * count"]).joined(separator: "\n"))
    ])
  static let new = Gist(
    id: "g",
    files: [
      GistFile(
        filename: "a.py", language: "Python", size: 1,
        content: (body + ["total = price * amount"]).joined(separator: "\n"))
    ])

  @Test func changedWordsAreMarkedAndLinesKnowTheirFile() throws {
    let lines = GistDiff.lines(from: Self.old, to: Self.new)
    let removed = try #require(lines.first { $0.kind == .removed })
    let added = try #require(lines.first { $0.kind == .added })
    #expect(removed.text == "-total = price * count")
    #expect(removed.changed.map { Array(removed.text)[$0].map(String.init).joined() } == ["count"])
    #expect(added.changed.map { Array(added.text)[$0].map(String.init).joined() } == ["amount"])
    #expect(added.filename == "a.py" && added.language == "Python")
    // Lines with nothing in common are not marked word by word.
    let (a, b) = WordDiffProbe.changes("-alpha", "+omega")
    #expect(a.isEmpty && b.isEmpty)
  }

  @Test func cShowsWholeFilesAndBack() {
    let stage = RecordingDiffStage()
    let director = DiffDirector(stage: stage, title: "Changes", from: Self.old, to: Self.new)
    director.start()
    #expect(stage.titles == ["Changes"])
    #expect(stage.lines.filter { $0.kind == .context }.count == 3)
    stage.intentSubject.onNext(.toggleContext)
    #expect(stage.lines.filter { $0.kind == .context }.count == 12)
    #expect(stage.notices.last == "Whole files · c shows only the changes")
    stage.intentSubject.onNext(.toggleContext)
    #expect(stage.lines.filter { $0.kind == .context }.count == 3)
    #expect(stage.notices.last == "3 lines around each change · c shows whole files")
  }
}

/// The word diff, seen through a diff of one-line files.
enum WordDiffProbe {
  static func changes(_ old: String, _ new: String) -> ([Range<Int>], [Range<Int>]) {
    let lines = GistDiff.lines(
      from: Gist(
        id: "g", files: [GistFile(filename: "x", size: 1, content: String(old.dropFirst()))]),
      to: Gist(id: "g", files: [GistFile(filename: "x", size: 1, content: String(new.dropFirst()))])
    )
    let removed = lines.first { $0.kind == .removed }?.changed ?? []
    let added = lines.first { $0.kind == .added }?.changed ?? []
    return (removed, added)
  }
}
