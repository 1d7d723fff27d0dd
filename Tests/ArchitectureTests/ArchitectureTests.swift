import Foundation
import Testing

@Suite struct ArchitectureTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theSourcesKeepTheModuleBoundaries() throws {
    let files = try ArchitectureRules.sourceFiles(root: Self.packageRoot)
    #expect(files.count > 10)
    #expect(ArchitectureRules.violations(in: files) == [])
  }

  @Test func noProgramStartsThroughFoundationsProcess() throws {
    let files =
      try ArchitectureRules.sourceFiles(root: Self.packageRoot)
      + ArchitectureRules.sourceFiles(root: Self.packageRoot, folder: "Tests")
    #expect(files.contains { $0.path.hasPrefix("Tests/") })
    #expect(ArchitectureRules.foundationProcessUses(in: files) == [])
    let caught = ArchitectureRules.SourceFile(
      target: "dehubTests", path: "Tests/dehubTests/X.swift",
      text: "// let p = Process() in a comment is fine\n    let process = Process()\n")
    let fine = ArchitectureRules.SourceFile(
      target: "Model", path: "Sources/Model/Y.swift",
      text: "let child = ChildProcess.run([\"/bin/true\"])\n")
    #expect(
      ArchitectureRules.foundationProcessUses(in: [caught, fine]) == [
        "Tests/dehubTests/X.swift: starts a program with Foundation's Process; use ChildProcess"
      ])
  }

  @Test func everyTargetIsKnownToTheRules() throws {
    let targets = try FileManager.default.contentsOfDirectory(
      atPath: Self.packageRoot.appendingPathComponent("Sources").path)
    for target in targets {
      #expect(ArchitectureRules.allowedImports[target] != nil, "unknown target \(target)")
    }
  }

  @Test func aDirectorImportingTheToolkitIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: "Sources/ScreenLogic/GistList/GistListDirector.swift",
      text: "import FoundationEssentials\n@preconcurrency import TerminalUI\nimport Model\n")
    let found = ArchitectureRules.violations(in: [file])
    #expect(found.count == 2)
    #expect(found.contains { $0.contains("Directors stay terminal-free") })
    #expect(found.contains { $0.contains("target ScreenLogic may not import TerminalUI") })
  }

  @Test func fullFoundationInTheClientIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "Model", path: "Sources/Model/Cache/GistCache.swift",
      text: "import Foundation\nimport FoundationEssentials\n")
    #expect(
      ArchitectureRules.violations(in: [file]) == [
        "Sources/Model/Cache/GistCache.swift: imports Foundation; dehub's targets use "
          + "FoundationEssentials (no ICU)"
      ])
    let testHelper = ArchitectureRules.SourceFile(
      target: "TestSupport", path: "Sources/TestSupport/TLSFront.swift",
      text: "import Foundation\n")
    #expect(ArchitectureRules.violations(in: [testHelper]).isEmpty)
  }

  @Test func cursesOutsideTheToolkitIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/Login/LoginStage.swift",
      text: "import CNCurses\n")
    let found = ArchitectureRules.violations(in: [file])
    #expect(found.contains { $0.contains("curses outside TerminalUI") })
    #expect(found.contains { $0.contains("may not import CNCurses") })
  }

  @Test func upwardImportsAreCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "Model", path: "Sources/Model/Gist.swift",
      text: "import TerminalUI\nimport TerminalScreens\n")
    #expect(ArchitectureRules.violations(in: [file]).count == 2)
  }

  @Test func aScreenPluralisingForItselfIsCaught() {
    let stage = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/GistList/CursesGistListStage.swift",
      text: "let cell = \"\\(n) file\\(n == 1 ? \"\" : \"s\")\"\n")
    #expect(
      ArchitectureRules.violations(in: [stage]) == [
        "Sources/TerminalScreens/GistList/CursesGistListStage.swift: says a count in words (== 1 ?); "
          + "ScreenLogic makes what the user reads"
      ])
    let helper = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/Drafts/CursesDraftsStage.swift",
      text: "ListView.Cell(draft.fileCount.counted(\"file\"))\n")
    #expect(ArchitectureRules.violations(in: [helper]).count == 1)
    let director = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: "Sources/ScreenLogic/Drafts/DraftRow.swift",
      text: "var filesLabel: String { fileCount.counted(\"file\") }\n")
    #expect(ArchitectureRules.violations(in: [director]).isEmpty)
  }

  /// Issue 49: the screens' logic does no file I/O, and a command's rule is not called
  /// from another front end.
  @Test func domainRulesOutsideTheDomainAreCaught() {
    let director = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: "Sources/ScreenLogic/Links/LinkSession.swift",
      text: "import Glibc\nlet ok = FileManager.default.fileExists(atPath: path)\n")
    #expect(
      ArchitectureRules.domainViolations(in: [director]).contains {
        $0.contains("file I/O in the screens' logic")
      })
    let command = ArchitectureRules.SourceFile(
      target: "Commands", path: "Sources/Commands/Commands/EditCommand.swift",
      text: "struct EditCommand {}\n")
    let writer = ArchitectureRules.SourceFile(
      target: "Commands", path: "Sources/Commands/Support/AgentWriter.swift",
      text: "import GistWork\ntry EditCommand.change(name, to: text)\n")
    let listing = ArchitectureRules.SourceFile(
      target: "Commands", path: "Sources/Commands/Dehub.swift",
      text: "subcommands: [EditCommand.self]\n")
    #expect(
      ArchitectureRules.domainViolations(in: [command, writer, listing]) == [
        "Sources/Commands/Support/AgentWriter.swift: uses EditCommand outside its file; a rule "
          + "two front ends need lives in GistWork"
      ])
  }

  @Test func urlBuildingOutsideTheRouterIsCaught() {
    let text =
      "let url = URLComponents(string: base)\nlet path = \"/gists/\\(id)\"\n/// \"/gists\" in a comment\n"
    let outside = ArchitectureRules.SourceFile(
      target: "Model", path: "Sources/Model/Network/GistDocument.swift", text: text)
    #expect(ArchitectureRules.violations(in: [outside]).count == 2)
    let router = ArchitectureRules.SourceFile(
      target: "Model", path: "Sources/Model/API/Router.swift", text: text)
    #expect(ArchitectureRules.violations(in: [router]).isEmpty)
  }

  @Test func importLinesAreParsedWithAttributesAndKinds() {
    let text = """
      import Foundation
      @testable import Model
      @preconcurrency import CCurl
      import struct Reactive.Event
      // import TerminalUI
      """
    #expect(
      ArchitectureRules.importedModules(of: text) == ["Foundation", "Model", "CCurl", "Reactive"])
  }

  @Test func aStageNamingADirectorIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/Comments/CursesCommentsStage.swift",
      text: "// CommentsDirector in a comment is fine\nlet x = CommentsDirector.firstLine(of: y)\n")
    let found = ArchitectureRules.violations(in: [file])
    #expect(found.count == 1)
    #expect(found.first?.contains("a Stage names CommentsDirector") == true)
  }

  @Test func aDirectorWhereTheTerminalIsInSightIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/GistList/GistListDirector.swift",
      text: "import Model\n")
    #expect(ArchitectureRules.violations(in: [file]).count == 1)
  }

  @Test func aSceneBuildingAnotherIsCaught() {
    let text = """
      public final class GistDetailScene: StagedScene<CursesGistDetailStage> {
        init() { navigator.show(HistoryScene(gist: gist)) }
      }
      """
    let file = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/GistDetail/GistDetailScene.swift",
      text: text)
    let found = ArchitectureRules.violations(in: [file])
    #expect(
      found == [
        "Sources/TerminalScreens/GistDetail/GistDetailScene.swift: builds HistoryScene; Scenes open destinations through the switchboard"
      ])
  }

  /// Issue 54: ComposeDirector gave ComposeSending `draft: { [unowned self] in draft }`; the
  /// helpers read ComposeState now, and the Director subscribes to their outcomes.
  @Test func aHelperGivenAClosureIntoTheDirectorIsCaught() {
    let path = "Sources/ScreenLogic/Compose/ComposeDirector.swift"
    let before = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: path,
      text: "  private lazy var sending = ComposeSending(draft: { [unowned self] in draft })\n")
    #expect(
      ArchitectureRules.violations(in: [before]) == [
        "\(path): hands a closure into the Director to a helper; helpers read the screen's "
          + "state and report outcomes the Director applies"
      ])
    let after = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: path,
      text:
        "    sending.outcomes.subscribe(onNext: { [unowned self] in apply($0) }).disposed(by: bag)\n"
    )
    #expect(ArchitectureRules.violations(in: [after]).isEmpty)
  }

  @Test func aSceneTypingANavigateClosureIsCaught() {
    let scene = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/Forks/ForksScene.swift",
      text: "let director = ForksDirector(navigate: { [unowned navigator] in navigator.go($0) })\n")
    #expect(ArchitectureRules.violations(in: [scene]).count == 1)
    let director = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: "Sources/ScreenLogic/Forks/ForksDirector.swift",
      text: "  private let navigate: (Transition) -> Void\n")
    #expect(
      ArchitectureRules.violations(in: [director]) == [
        "Sources/ScreenLogic/Forks/ForksDirector.swift: a navigate closure; Directors and their "
          + "helpers take a Navigator"
      ])
  }

  @Test func navigationInTheScriptingCommandsIsCaught() {
    let file = ArchitectureRules.SourceFile(
      target: "Commands", path: "Sources/Commands/Support/Browser.swift",
      text:
        "final class Browser: Navigator {\n  func open() { shell.push(GistDetailScene(id: id)) }\n}\n"
    )
    let found = ArchitectureRules.violations(in: [file])
    #expect(found.count == 2)
  }

  @Test func aCommandEnumOnTheTerminalSideIsCaught() {
    let stage = ArchitectureRules.SourceFile(
      target: "TerminalScreens", path: "Sources/TerminalScreens/GistList/CursesGistListStage.swift",
      text: "final class CursesGistListStage {\n  public enum Command: Sendable { case open }\n}\n")
    #expect(
      ArchitectureRules.violations(in: [stage]) == [
        "Sources/TerminalScreens/GistList/CursesGistListStage.swift: a Command enum on the terminal side; a "
          + "screen's keys are its key table in ScreenLogic, their intents the Director's"
      ])
    let logic = ArchitectureRules.SourceFile(
      target: "ScreenLogic", path: "Sources/ScreenLogic/Picker/PickerDirector.swift",
      text: "enum Command { case run }\n")
    #expect(ArchitectureRules.violations(in: [logic]).isEmpty)
  }
}
