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

  /// Whether a line of the shown file's text (as laid out: cells, a table's rows) holds
  /// `part`.
  static func shows(_ driver: AppDriver, _ part: String) -> Bool {
    driver.detail.text.contains { $0.contains(part) }
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func aNotebookReadsAsCellsAndACSVFileAsATable(size: (Int, Int)) async throws {
    try await Self.open("da7a", size: size) { driver in
      // The notebook: Markdown rendered, code beside its prompt, its outputs.
      let cells = driver.detail.text
      for part in [
        "In [1]: import pandas as pd", "The numbers by city.", "loaded 3 rows",
        "Out[1]:    city  people", "[image/png output, 12 KB]", "KeyError: 'x'",
      ] {
        #expect(Self.shows(driver, part), "\(part)\n\(cells)")
      }
      #expect(!Self.shows(driver, "# Sales"), "\(cells)")
      // The traceback without its colours or the title it tried to set: never drawn.
      driver.step(actions: "last")
      driver.expect(screenLacks: "␛")
      driver.expect(screenLacks: "pwned")
      #expect(!Self.shows(driver, "pwned"), "\(cells)")

      // m: the JSON as written, and back.
      driver.step(actions: "rendering")
      #expect(driver.toast == "The notebook's JSON as written · m shows its cells")
      #expect(Self.shows(driver, #""output_type":"stream""#))
      driver.step(actions: "rendering")
      #expect(Self.shows(driver, "In [1]:"))

      // The CSV file: a header over aligned columns, quoted fields whole.
      driver.step(actions: "next-file")
      #expect(driver.detail.file == "cities.csv")
      let table = driver.detail.text
      let header = table.first { $0.contains("city") } ?? ""
      #expect(header.contains("│ people │ note"), "the header row: \(header)")
      #expect(Self.shows(driver, "Oslo      │ 709000 │ capital, north"), "\(table)")
      #expect(Self.shows(driver, #"Bergen    │ 291000 │ rain "often""#), "\(table)")
      #expect(Self.shows(driver, "two↵lines"), "\(table)")
      // A long field is cut at the column's width.
      #expect(Self.shows(driver, "│ long note long note long note…"), "\(table)")
      // What stays in view is drawn at this size: the screen is read for it. At the end
      // the header still shows over the last rows.
      driver.step(actions: "last")
      driver.expect(screenShows: "Town 40")
      driver.expect(screenShows: "people")
      // Sideways, the header moves with the rows.
      driver.step(actions: "right", "right")
      driver.expect(screenLacks: "Town 40")
      driver.expect(screenLacks: "people")
      driver.expect(screenShows: "long note")
      driver.step(actions: "left", "left")
      driver.expect(screenShows: "Town 40")

      // m: the text as written, and back.
      driver.step(actions: "rendering")
      #expect(driver.toast == "The table as written · m shows it as columns")
      #expect(driver.detail.text.first == "city,people,note", "\(driver.detail.text)")
      driver.step(actions: "rendering")
      #expect(driver.toast == "The table as columns · m shows it as written")
    }
  }

  @Test(arguments: [(80, 24), (60, 20)])
  func aHugeNotebookAndAOneMegabyteLineShowTheirStartAndSaySo(size: (Int, Int)) async throws {
    try await Self.open("b16", size: size) { driver in
      #expect(Self.shows(driver, "In [7]: x = 1"), "\(driver.detail.text.prefix(3))")
      #expect(Self.shows(driver, "more cells not shown here"))
      driver.step(actions: "next-file")
      #expect(driver.detail.file == "wide.csv")
      let header = driver.detail.text.first ?? ""
      #expect(header.contains("c0") && header.contains("c1"), "\(header)")
      #expect(Self.shows(driver, "of 150,000 columns are shown"), "\(driver.detail.text)")
    }
  }
}
