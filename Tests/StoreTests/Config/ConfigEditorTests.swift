import Foundation
import GistValues
import Store
import Testing

@Suite struct ConfigEditorTests {
  @Test func setsKeepsCommentsAndAddsWhatIsMissing() throws {
    let annotated = "# comment\n# [options]\ntimeout = 5\n"
    let added = ConfigEditor.setting("mouse", to: "true", table: "options", in: annotated)
    #expect(added == "# comment\n# [options]\ntimeout = 5\n\n[options]\nmouse = true\n")
    let changed = ConfigEditor.setting("mouse", to: "false", table: "options", in: added)
    #expect(changed == "# comment\n# [options]\ntimeout = 5\n\n[options]\nmouse = false\n")
    let another = ConfigEditor.setting("relative_times", to: "false", table: "options", in: changed)
    #expect(try Config.parse(another).options == ["mouse": false, "relative_times": false])
    #expect(
      ConfigEditor.setting("mouse", to: "true", table: "options", in: "")
        == "[options]\nmouse = true\n")
  }

  /// Issue 34: saved search tabs are one line of `[searches]`, in order; the rest of the
  /// file, comments and settings, stays as it was, and any text survives the round trip.
  @Test func savedSearchesAreOneLineInTheirOrderAndTheRestStays() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dehub/config.toml")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let before = "# mine\ntimeout = 5\n\n[options]\nmouse = true # on\n"
    try Data(before.utf8).write(to: file)
    let searches = [
      SavedSearch(name: "ops", query: "lang:sh #ops"),
      SavedSearch(name: "say \"hi\" \\ there", query: "\"a phrase\" tab\there"),
    ]
    try ConfigEditor.setSearches(searches, in: file)
    try ConfigEditor.setSearches(searches.reversed(), in: file)
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    #expect(text.hasPrefix(before))
    #expect(text.components(separatedBy: "tabs = ").count == 2)
    let config = try Config.load(file: file, environment: [:])
    #expect(config.savedSearches == searches.reversed())
    #expect(config.options == ["mouse": true] && config.timeout == 5)
    try ConfigEditor.setSearches([], in: file)
    #expect(try Config.load(file: file, environment: [:]).savedSearches.isEmpty)
    #expect(throws: GistError.self) { try Config.parse("[searches]\ntabs = [[\"only a name\"]]\n") }
  }

  @Test func setOptionWritesTheFileAndRefusesToBreakIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dehub/config.toml")
    try ConfigEditor.setOption("mouse", true, in: file)
    #expect(try Config.load(file: file, environment: [:]).options == ["mouse": true])
    try Data("timeout = \"soon\"\n".utf8).write(to: file)
    #expect(throws: GistError.self) { try ConfigEditor.setOption("mouse", false, in: file) }
    #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == "timeout = \"soon\"\n")
  }

  /// The list's order and visibility per tab are words in `[options]`; only plain words
  /// are written, and a value that is neither a flag nor a word is refused with its name.
  @Test func wordOptionsAreKeptBesideFlags() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-config-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dehub/config.toml")
    try ConfigEditor.setOption("mouse", true, in: file)
    try ConfigEditor.setOption("sort_mine", word: "created", in: file)
    try ConfigEditor.setOption("sort_mine", word: "description", in: file)
    let config = try Config.load(file: file, environment: [:])
    #expect(config.options == ["mouse": true])
    #expect(config.choices == ["sort_mine": "description"])
    #expect(throws: GistError.self) {
      try ConfigEditor.setOption("sort_mine", word: "a\"\n[x]", in: file)
    }
    #expect(
      throws: GistError.local(
        "config.toml: options.mouse must be true or false, or a word in quotes.")
    ) {
      try Config.parse("[options]\nmouse = 3\n", source: "config.toml")
    }
  }
}
