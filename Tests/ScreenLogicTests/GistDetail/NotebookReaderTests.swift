import Basics
import ScreenLogic
import TestSupport
import Testing

/// Issue 55: a Jupyter notebook reads as its cells (Markdown, code under `In [n]:`, text
/// outputs, images named); a hostile one is cut, and says so.
@Suite struct NotebookReaderTests {
  static func notebook(_ cells: [String], language: String? = "python") -> String {
    NotebookFixture.notebook(cells, language: language)
  }

  static let sample = notebook([
    ##"{"cell_type":"markdown","metadata":{},"source":["# Sales\n","The *numbers*."]}"##,
    #"""
    {"cell_type":"code","execution_count":3,"metadata":{"tags":[]},"source":["import pandas\n","df = load()"],
     "outputs":[
      {"output_type":"stream","name":"stdout","text":["loading\n","done\n"]},
      {"output_type":"stream","name":"stderr","text":"warning: old\n"},
      {"output_type":"execute_result","execution_count":3,"metadata":{},
       "data":{"text/plain":["   a  b\n","0  1  2"],"text/html":["<table>…</table>"]}},
      {"output_type":"display_data","metadata":{},
       "data":{"image/png":"\#(String(repeating: "AAAA", count: 4096))","text/plain":["<Figure>"]}},
      {"output_type":"error","ename":"KeyError","evalue":"'x'",
       "traceback":["\u001b[0;31mKeyError\u001b[0m Traceback","\u001b[1;32m----> 1\u001b[0m df['x']"]}
     ]}
    """#,
    #"{"cell_type":"code","execution_count":null,"metadata":{},"source":"","outputs":[]}"#,
    #"{"cell_type":"raw","metadata":{},"source":"raw text"}"#,
  ])

  @Test func cellsReadAsMarkdownCodeAndOutputs() throws {
    let notebook = try NotebookReader.read(Self.sample)
    #expect(notebook.language == "python")
    #expect(notebook.rest == nil)
    #expect(notebook.cells.count == 4)
    #expect(notebook.cells[0] == [.markdown("# Sales\nThe *numbers*.")])
    #expect(
      notebook.cells[1] == [
        .code("import pandas\ndf = load()", prompt: "In [3]:"),
        .output("loading\ndone", prompt: nil),
        .errorOutput("warning: old"),
        .output("   a  b\n0  1  2", prompt: "Out[3]:"),
        .output("<Figure>", prompt: nil),
        .note("[image/png output, 12 KB]"),
        .traceback("KeyError Traceback\n----> 1 df['x']"),
      ])
    // A cell never run has an empty prompt; an empty one still shows it.
    #expect(notebook.cells[2] == [.code("", prompt: "In [ ]:")])
    #expect(notebook.cells[3] == [.plain("raw text")])
  }

  @Test func theLanguageComesFromTheKernelOrIsPython() throws {
    let kernel = #"{"metadata":{"kernelspec":{"language":"R"}},"nbformat":4,"cells":[]}"#
    #expect(try NotebookReader.read(kernel).language == "R")
    #expect(try NotebookReader.read(Self.notebook([], language: nil)).language == "python")
  }

  @Test func dataWithoutPlainTextIsNamedWithItsSize() throws {
    let html = Self.notebook([
      #"{"cell_type":"code","execution_count":1,"source":"x","outputs":[{"output_type":"display_data","data":{"text/html":"<b>hi</b>"}},{"output_type":"update_display"}]}"#
    ])
    #expect(
      try NotebookReader.read(html).cells[0] == [
        .code("x", prompt: "In [1]:"), .note("[text/html output, 9 B]"),
        .note("[an output of type update_display]"),
      ])
  }

  @Test func anErrorWithoutATracebackSaysItsNameAndValue() throws {
    let error = Self.notebook([
      #"{"cell_type":"code","execution_count":2,"source":"1/0","outputs":[{"output_type":"error","ename":"ZeroDivisionError","evalue":"division by zero","traceback":[]}]}"#
    ])
    #expect(
      try NotebookReader.read(error).cells[0].last
        == .traceback("ZeroDivisionError: division by zero"))
  }

  @Test func whatIsNotANotebookSaysWhy() {
    #expect(throws: NotebookReader.Unreadable.self) { try NotebookReader.read("{\"cells\": [") }
    do {
      _ = try NotebookReader.read("{\"cells\": [}")
    } catch {
      #expect(error.sentence.hasPrefix("This notebook's JSON could not be read ("), "\(error)")
    }
    do {
      _ = try NotebookReader.read("[1, 2]")
    } catch {
      #expect(error.sentence == "This file is not a notebook: its JSON is not an object.")
    }
    do {
      _ = try NotebookReader.read(#"{"nbformat":3,"worksheets":[]}"#)
    } catch {
      #expect(error.sentence == "This is an nbformat 3 notebook; dehub shows nbformat 4 as cells.")
    }
  }

  @Test func aLongOutputIsCutAndSaysSo() throws {
    let lines = (1...2_000).map { "line \($0)\\n" }.joined()
    let long = String(repeating: "x", count: 5_000)
    let notebook = try NotebookReader.read(
      Self.notebook([
        #"{"cell_type":"code","execution_count":1,"source":"\#(long)","outputs":[{"output_type":"stream","name":"stdout","text":"\#(lines)"}]}"#
      ]))
    let blocks = notebook.cells[0]
    #expect(blocks.count == 4, "\(blocks.map { "\($0)".prefix(80) })")
    guard case .code(let source, _) = blocks[0], case .output(let output, _) = blocks[2] else {
      Issue.record("\(blocks)")
      return
    }
    #expect(source == String(repeating: "x", count: NotebookReader.lineLength) + "…")
    #expect(blocks[1] == .note("[1 line cut at 2,000 characters · m shows it whole]"))
    #expect(output.split(separator: "\n").count == NotebookReader.outputLines)
    #expect(output.hasSuffix("line 500"))
    #expect(blocks[3] == .note("[… 1,500 more lines not shown here · m shows the JSON]"))
  }

  @Test func aNotebookPastTheLimitsShowsItsStartAndCountsTheRest() throws {
    let cell =
      #"{"cell_type":"code","execution_count":1,"metadata":{},"outputs":[],"source":["x = 1\n","y"]}"#
    let count = NotebookReader.readCells + 500
    let notebook = try NotebookReader.read(
      Self.notebook(Array(repeating: cell, count: count)))
    #expect(notebook.cells.count <= NotebookReader.readCells)
    let lines = notebook.cells.count * 2
    #expect(lines >= NotebookReader.shownLines || notebook.cells.count == NotebookReader.readCells)
    #expect(
      notebook.rest
        == "[\((count - notebook.cells.count).counted("more cell")) not shown here · m shows the JSON]"
    )
  }

  @Test func outputsPastTheLimitAreCounted() throws {
    let lines = String(repeating: "out\\n", count: NotebookReader.outputLines)
    let output = #"{"output_type":"stream","name":"stdout","text":"\#(lines)"}"#
    let notebook = try NotebookReader.read(
      Self.notebook([
        #"{"cell_type":"code","execution_count":1,"source":"x","outputs":[\#(Array(repeating: output, count: 60).joined(separator: ","))]}"#,
        #"{"cell_type":"code","execution_count":2,"source":"y","outputs":[]}"#,
      ]))
    // The source's line and 39 outputs leave room for 499 lines of the 40th.
    let blocks = notebook.cells[0]
    #expect(blocks.count == 1 + 40 + 2)
    #expect(blocks[blocks.count - 2] == .note("[… 1 more line not shown here · m shows the JSON]"))
    #expect(blocks.last == .note("[… 20 more outputs not shown here · m shows the JSON]"))
    #expect(notebook.rest == "[1 more cell not shown here · m shows the JSON]")
  }

  @Test func aLongProgramOutputIsSaidBySizeNotCounted() throws {
    let huge = String(repeating: "0123456789\\n", count: 200_000)
    let notebook = try NotebookReader.read(
      Self.notebook([
        #"{"cell_type":"code","execution_count":1,"source":"x","outputs":[{"output_type":"stream","name":"stdout","text":"\#(huge)"}]}"#
      ]))
    #expect(notebook.cells[0].last == .note("[… 2.2 MB more not shown here · m shows the JSON]"))
  }
}
