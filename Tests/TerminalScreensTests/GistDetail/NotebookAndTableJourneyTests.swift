import Foundation
import GistServer
import ScreenLogic
import TestSupport
import Testing

/// Issue 55, item 3, on the driver at 80x24 and 60x20: a gist's notebook reads as cells
/// (Markdown rendered, code under `In [n]:`, outputs, an image named, a traceback without
/// its colours) and its CSV file as a table (a header that stays, numbers aligned right,
/// quoted fields whole, sideways scrolling); `m` shows either as written and back. A
/// notebook past the limits and a CSV file with a 1 MB line show their start and say what
/// they leave out.
@Suite struct NotebookAndTableJourneyTests {
  static let notebook = NotebookFixture.notebook([
    ##"{"cell_type":"markdown","metadata":{},"source":["# Sales\n","\n","The *numbers* by city."]}"##,
    #"""
    {"cell_type":"code","execution_count":1,"metadata":{},"source":["import pandas as pd\n","df = pd.read_csv('cities.csv')"],
     "outputs":[{"output_type":"stream","name":"stdout","text":"loaded 3 rows\n"},
      {"output_type":"execute_result","execution_count":1,"metadata":{},"data":{"text/plain":"   city  people\n0  Oslo  709000"}}]}
    """#,
    #"""
    {"cell_type":"code","execution_count":2,"metadata":{},"source":"df.plot()",
     "outputs":[{"output_type":"display_data","metadata":{},"data":{"image/png":"\#(String(repeating: "AAAA", count: 4096))","text/plain":"<Figure>"}}]}
    """#,
    #"""
    {"cell_type":"code","execution_count":3,"metadata":{},"source":"df['x']",
     "outputs":[{"output_type":"error","ename":"KeyError","evalue":"'x'","traceback":["\u001b[0;31mKeyError\u001b[0m: 'x'\u001b]0;pwned\u0007"]}]}
    """#,
  ])

  static let csv =
    "city,people,note\nOslo,709000,\"capital, north\"\nBergen,291000,\"rain \"\"often\"\"\"\n"
    + "Trondheim,212000,\"two\nlines\"\n"
    + (1...40).map {
      "Town \($0),\($0 * 1000),\(String(repeating: "long note ", count: 8))end \($0)\n"
    }
    .joined()

  static func seed(_ store: GistStore) {
    store.load(
      SeedFile(
        users: [SeedUser(login: "ada")],
        gists: [
          SeedGist(
            id: "da7a", owner: "ada", description: "City data", isPublic: true,
            files: ["analysis.ipynb": notebook, "cities.csv": csv], hoursAgo: 1),
          SeedGist(
            id: "b16", owner: "ada", description: "Hostile", isPublic: true,
            files: [
              "huge.ipynb": NotebookFixture.notebook(
                Array(
                  repeating:
                    #"{"cell_type":"code","execution_count":7,"metadata":{},"outputs":[],"source":["x = 1\n","y"]}"#,
                  count: NotebookReader.readCells + 2_000)),
              "wide.csv": (0..<150_000).map { "c\($0)" }.joined(separator: ",") + "\n1,2\n",
            ], hoursAgo: 2),
        ]))
  }

  /// Runs `body` on the detail of gist `id` at `size`.
  static func open(
    _ id: String, size: (Int, Int), _ body: @escaping @Sendable (AppDriver) throws -> Void
  ) async throws {
    try await AppDriver.with(
      columns: size.0, rows: size.1, seed: seed, token: ServerFixture.token,
      config: JourneySeed.config, opening: try Destination.parse(id), body)
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func aNotebookReadsAsCellsAndACSVFileAsATable(size: (Int, Int)) async throws {
    try await Self.open("da7a", size: size) { driver in
      // The notebook: Markdown rendered, code beside its prompt, its outputs.
      driver.expect(screenShows: "In [1]: import pandas as pd")
      driver.expect(screenShows: "The numbers by city.")
      driver.expect(screenLacks: "# Sales")
      driver.expect(screenShows: "loaded 3 rows")
      driver.expect(screenShows: "Out[1]:    city  people")
      driver.step(.character("G"))
      driver.expect(screenShows: "[image/png output, 12 KB]")
      // The traceback without its colours or the title it tried to set.
      driver.expect(screenShows: "KeyError: 'x'")
      driver.expect(screenLacks: "␛")
      driver.expect(screenLacks: "pwned")

      // m: the JSON as written, and back.
      driver.step(.character("m"), shows: "The notebook's JSON as written · m shows its cells")
      driver.expect(screenShows: #""output_type":"stream""#)
      driver.step(.character("m"), shows: "In [1]:")

      // The CSV file: a header over aligned columns, quoted fields whole.
      driver.step(.tab, shows: "people")
      let header = driver.screen.row(containing: "city") ?? ""
      driver.expect(header.contains("│ people │ note"), "the header row: \(header)")
      driver.expect(screenShows: "Oslo      │ 709000 │ capital, north")
      driver.expect(screenShows: #"Bergen    │ 291000 │ rain "often""#)
      driver.expect(screenShows: "two↵lines")
      // A long field is cut at the column's width.
      driver.expect(screenShows: "│ long note long note long note…")
      // At the end the header still shows over the last rows.
      driver.step(.character("G"), shows: "Town 40")
      driver.expect(screenShows: "people")
      // Sideways, the header moves with the rows.
      driver.step(.right, .right)
      driver.expect(screenLacks: "Town 40")
      driver.expect(screenLacks: "people")
      driver.expect(screenShows: "long note")
      driver.step(.left, .left, shows: "Town 40")

      // m: the text as written, and back.
      driver.step(.character("m"), shows: "The table as written · m shows it as columns")
      driver.expect(screenShows: "city,people,note")
      driver.step(.character("m"), shows: "The table as columns · m shows it as written")
    }
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func aHugeNotebookAndAOneMegabyteLineShowTheirStartAndSaySo(size: (Int, Int)) async throws {
    try await Self.open("b16", size: size) { driver in
      driver.expect(screenShows: "In [7]: x = 1")
      driver.step(.character("G"))
      driver.expect(screenShows: "more cells not shown here")
      driver.step(.tab, shows: "c0")
      driver.expect(screenShows: "c1")
      driver.step(.character("G"))
      driver.expect(screenShows: "of 150,000 columns are shown")
    }
  }
}
