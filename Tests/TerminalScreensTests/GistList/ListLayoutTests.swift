import Foundation
import GistValues
import ScreenLogic
import TerminalScreens
import TestSupport
import Testing

/// The list Stage's layout at real sizes (drawn on a grid, no terminal).
@Suite struct ListLayoutTests {
  static func stage(
    relative: Bool, owner: String? = nil,
    description: String = "Swift retry with exponential backoff and jitter"
  ) -> CursesGistListStage {
    let stage = CursesGistListStage(account: "you")
    stage.useRelativeTimes(relative)
    let updated = Date(timeIntervalSince1970: 1_795_000_000)
    stage.showRows(
      [
        GistRow(
          Gist(
            id: "a", description: description,
            files: [GistFile(filename: "Retry.swift", language: "Swift")], updatedAt: updated),
          owner: owner)
      ], selected: "a", highlight: "")
    stage.setContentStatus(.hasContent)
    stage.showPosition("1 of 1 gist")
    return stage
  }

  static func text(_ stage: CursesGistListStage, width: Int, height: Int) -> [String] {
    TextGrid.text(
      stage.content(help: [("Enter", "open the gist"), ("q", "quit"), ("?", "help")]),
      width: width, height: height)
  }

  /// Defect 2: absolute dates were cut off ("2026-11-23 06…") at any width.
  @Test func absoluteDatesFitTheirColumn() {
    let date = RelativeTime.absolute(Date(timeIntervalSince1970: 1_795_000_000))
    for width in [60, 80, 200] {
      let rows = Self.text(Self.stage(relative: false), width: width, height: 10)
      #expect(rows.contains { $0.contains(date) }, "\(width): \(rows[1])")
    }
  }

  /// Defect 5: at 60 columns the description got 11 characters.
  @Test func aNarrowListGivesTheDescriptionTheRoom() {
    let rows = Self.text(Self.stage(relative: true), width: 60, height: 10)
    #expect(rows[1].contains("Swift retry with exponential"), "\(rows[1])")
    #expect(rows[8].contains("dehub · you · 1 of 1 gist"), "\(rows[8])")
    #expect(rows[9].contains("q quit") && rows[9].contains("? help"), "\(rows[9])")
  }

  /// The find-and-read issue: at 80 columns a row cut the description at about 30
  /// characters while the file count, languages and the date stayed.
  @Test func at80ColumnsTheDescriptionIsWholeBeforeTheFileCountAndLanguages() {
    let description = "Swift retry with exponential backoff #12"
    for owner in [nil, "octocat"] {
      let rows = Self.text(
        Self.stage(relative: true, owner: owner, description: description), width: 80, height: 10)
      #expect(
        rows[1].contains(description),
        "\(owner ?? "mine"): \(rows[1])")
    }
  }

  /// On a wide screen every column shows, with room between them.
  @Test func aWideRowSpreadsItsColumns() {
    let rows = Self.text(Self.stage(relative: true, owner: "octocat"), width: 200, height: 10)
    #expect(rows[1].contains("backoff and jitter"), "\(rows[1])")
    #expect(rows[1].contains("1 file     Swift"), "\(rows[1])")
    #expect(rows[1].contains("secret   "), "\(rows[1])")
  }
}

/// The drafts list and the wording the rough-edges issue named.
@Suite struct DraftsLayoutTests {
  /// Defect 2: the drafts list cut "saved 1 minute …".
  @Test func savedTimesFitTheirColumn() {
    let stage = CursesDraftsStage(now: { Date(timeIntervalSince1970: 2_000_000) })
    stage.showDrafts(
      [
        DraftRow(
          id: "d", name: "notes (new gist)", fileCount: 1,
          savedAt: Date(timeIntervalSince1970: 2_000_000 - 11 * 60))
      ], title: "1 unsent draft")
    for width in [60, 80] {
      let rows = TextGrid.text(stage.content(help: []), width: width, height: 6)
      #expect(rows.contains { $0.contains("saved 11 minutes ago") }, "\(width): \(rows)")
    }
  }

  /// Defect 10: the empty-state picture was an empty box.
  @Test func theEmptyStatePictureShowsSomething() {
    let picture = EmptyState.defaultPicture.joined()
    #expect(picture.contains("╌") && picture.contains("╱"))
  }
}

extension ListLayoutTests {
  /// A review: the failure said "Press r to try again" on History, where r restores and R
  /// reloads, and after `refresh = "f5"`. The Director words it (with the key as remapped,
  /// see `GistListDirectorTests`); the Stage draws what it is given.
  @Test func aFailureShowsWhatItsDirectorSays() {
    let stage = CursesGistListStage(account: "you")
    stage.setContentStatus(
      .failure(
        "The gists could not be loaded", reason: "The server did not answer.", retryKey: "F5"))
    let text = Self.text(stage, width: 80, height: 12).joined(separator: "\n")
    #expect(text.contains("The gists could not be loaded"), "\(text)")
    #expect(text.contains("The server did not answer. Press F5 to try again."), "\(text)")
    stage.setContentStatus(.failure("Not loaded", reason: "Offline.", retryKey: nil))
    let none = Self.text(stage, width: 80, height: 12).joined(separator: "\n")
    #expect(!none.contains("try again"), "\(none)")
    #expect(ContentStatus.retrying("Offline.", key: "R") == "Offline. Press R to try again.")
  }
}
