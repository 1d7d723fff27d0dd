import Foundation
import Testing

/// Issue 54: no Director over 400 lines and no source file over 600, with the offender named.
@Suite struct SizeBudgetTests {
  @Test func everySourceFileKeepsItsBudget() throws {
    let files = try ArchitectureRules.sourceFiles(root: ArchitectureTests.packageRoot)
    #expect(files.count > 100)
    #expect(SizeBudget.offenders(in: files) == [])
  }

  /// A deliberately long Director and a long file are caught and named; files at the budget
  /// pass.
  @Test func aLongDirectorAndALongFileAreNamed() {
    func file(_ path: String, lines: Int) -> ArchitectureRules.SourceFile {
      ArchitectureRules.SourceFile(
        target: "ScreenLogic", path: path,
        text: String(repeating: "let x = 1\n", count: lines))
    }
    let found = SizeBudget.offenders(in: [
      file("Sources/ScreenLogic/GistList/GistListDirector.swift", lines: 401),
      file("Sources/ScreenLogic/Compose/ComposeDirector.swift", lines: 400),
      file("Sources/Model/Cache/GistCache.swift", lines: 601),
      file("Sources/Model/Search/SearchIndex.swift", lines: 600),
    ])
    #expect(
      found == [
        "Sources/ScreenLogic/GistList/GistListDirector.swift: 401 lines, over the 400 a "
          + "Director may have; move a part into a state value or a helper that returns outcomes",
        "Sources/Model/Cache/GistCache.swift: 601 lines, over the 600 any file may have; "
          + "split it by what its parts hold",
      ])
  }
}
