import Foundation
import ScreenLogic
import Store
import TerminalScreens
import TestSupport
import Testing

/// A new-user review: at 80 columns the drafts screen cut "stdin.txt (new gist) — written
/// for 127.0.0.1:180…", hiding the port that tells drafts of two servers apart. The host
/// comes first; the draft's name is what a narrow screen cuts.
@Suite struct DraftRowWidthTests {
  @Test func theHostAndPortOfAnotherServerStayVisibleAt80Columns() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-drafts-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = DraftStore(folder: folder, account: DraftAccount(host: "http://127.0.0.1:18080"))
    try other.save(
      Draft(
        description: "", files: ["stdin.txt": "x"], isPublic: false,
        savedAt: Date(timeIntervalSince1970: 1)))
    let here = DraftStore(folder: folder, account: DraftAccount(host: "http://127.0.0.1:18081"))
    let stage = CursesDraftsStage(now: { Date(timeIntervalSince1970: 60) })
    let director = DraftsDirector(stage: stage, drafts: here, navigator: RecordingNavigator())
    director.start()
    let rows = TextGrid.text(stage.content(help: []), width: 80, height: 12)
    #expect(rows.contains { $0.contains("written for 127.0.0.1:18080") }, "\(rows)")
    #expect(rows.contains { $0.contains("stdin.txt") }, "\(rows)")
  }
}
