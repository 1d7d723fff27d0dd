import Foundation
import GistValues
import Model
import ScreenLogic
import TestSupport
import Testing

/// Issue 55 on the detail Director: a notebook shows as cells and a CSV file as a table;
/// `m` shows either as written and back, and says which; a notebook that cannot be read
/// shows as written under a sentence.
@Suite struct NotebookAndTableReadingTests {
  static let notebook = NotebookFixture.notebook([
    #"{"cell_type":"code","execution_count":1,"source":"print(1)","outputs":[{"output_type":"stream","name":"stdout","text":"1\n"}]}"#
  ])
  static let csv = "city,people\nOslo,709000\n"

  static func gist(_ files: [GistFile]) -> Gist {
    Gist(id: "abc", description: "Data", files: files, owner: GistUser(login: "ada", id: 1))
  }

  let base = GistDetailDirectorTests()

  func started(_ files: [GistFile]) -> RecordingGistDetailStage {
    base.session.login.onNext("ada")
    let (stage, document, _, director) = base.make()
    director.start()
    document.answer(Self.gist(files))
    return stage
  }

  @Test func aNotebookShowsAsCellsAndMShowsItsJSON() throws {
    let stage = started([
      GistFile(
        filename: "analysis.ipynb", language: "Jupyter Notebook", size: Self.notebook.utf8.count,
        content: Self.notebook)
    ])
    let cells = try NotebookReader.read(Self.notebook)
    #expect(stage.contents.last == .notebook(cells))
    #expect(stage.unavailable[.toggleRendering] == nil)
    #expect(stage.positions.last?.hasPrefix("Jupyter Notebook, rendered · ") == true)
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .text(Self.notebook, language: "Jupyter Notebook"))
    #expect(stage.notices.last == "The notebook's JSON as written · m shows its cells")
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .notebook(cells))
    #expect(stage.notices.last == "The notebook as cells · m shows its JSON as written")
  }

  @Test func aCSVFileShowsAsATableAndMShowsItsText() {
    let stage = started([GistFile(filename: "cities.csv", size: 24, content: Self.csv)])
    #expect(
      stage.contents.last
        == .table(
          DelimitedTable(
            header: ["city", "people"], rows: [["Oslo", "709000"]], numeric: [false, true],
            widestColumn: DelimitedTableReader.widestColumn)))
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .text(Self.csv, language: nil))
    #expect(stage.notices.last == "The table as written · m shows it as columns")
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.notices.last == "The table as columns · m shows it as written")
  }

  @Test func aBrokenNotebookShowsAsWrittenUnderASentence() {
    let broken = #"{"cells": [{"cell_type": "code",]}"#
    let stage = started([
      GistFile(filename: "broken.ipynb", size: broken.utf8.count, content: broken)
    ])
    guard case .partial(let text, _, let note) = stage.contents.last else {
      Issue.record("\(stage.contents)")
      return
    }
    #expect(text == broken)
    #expect(note.hasPrefix("This notebook's JSON could not be read ("))
    #expect(note.hasSuffix("). It shows as written."))
    // m still shows the file as written, without the sentence, and back.
    stage.intentSubject.onNext(.toggleRendering)
    #expect(stage.contents.last == .text(broken, language: nil))
  }

  @Test func whatShowsRenderedIsKnownByLanguageOrName() {
    func kind(_ name: String, _ language: String? = nil) -> FileRendering.Kind? {
      FileRendering.kind(of: GistFile(filename: name, language: language, size: 1, content: "x"))
    }
    #expect(kind("a.md") == .markdown)
    #expect(kind("a.ipynb") == .notebook)
    #expect(kind("a", "Jupyter Notebook") == .notebook)
    #expect(kind("a.csv") == .table(separator: ","))
    #expect(kind("a.tsv") == .table(separator: "\t"))
    #expect(kind("data", "CSV") == .table(separator: ","))
    #expect(kind("a.json") == nil)
  }

  @Test func asWrittenOrNotYetTextAFileShowsAsItIs() {
    let rendering = FileRendering()
    let file = GistFile(filename: "a.csv", size: 24, content: Self.csv)
    let first = rendering.shown(.text(Self.csv, language: nil), of: file, asWritten: false)
    let again = rendering.shown(.text(Self.csv, language: nil), of: file, asWritten: false)
    #expect(first == again)
    #expect(
      rendering.shown(.text(Self.csv, language: nil), of: file, asWritten: true)
        == .text(Self.csv, language: nil))
    // Loading, binary and partial files show as they are.
    #expect(rendering.shown(.loading, of: file, asWritten: false) == .loading)
    // The start of a truncated file, while the whole is fetched, shows as written.
    let start = GistFile(filename: "a.ipynb", size: 3 << 20, truncated: true, content: "{\"cel")
    #expect(
      rendering.shown(.text("{\"cel", language: nil), of: start, asWritten: false)
        == .text("{\"cel", language: nil))
  }
}
