import Foundation
import Testing

/// The targets Model was split into (issue 54) import one way, GistValues < System < Store <
/// Model, and never a screen; their folders use one another one way only (a folder circle is
/// what kept `Model` one drawer).
@Suite struct ModelLayersTests {
  /// The targets whose folders must not use one another in a circle.
  static let layeredTargets = ["GistValues", "System", "Store", "Model"]

  @Test func theModelTargetsHaveNoFolderCircle() throws {
    let files = try ArchitectureRules.sourceFiles(root: ArchitectureTests.packageRoot)
    for target in Self.layeredTargets {
      let prefix = "Sources/\(target)/"
      let graph = FolderGraph(
        files: files.filter { $0.target == target && $0.path.hasSuffix(".swift") }
          .map { (String($0.path.dropFirst(prefix.count)), $0.text) })
      #expect(graph.folders.count > 2, "\(target) has no folders")
      #expect(graph.circleSentences == [], "in \(target)")
    }
  }

  @Test func aLowerLayerImportingAHigherOneIsCaught() {
    let imports: [(target: String, module: String)] = [
      ("GistValues", "System"), ("System", "Store"), ("Store", "Model"), ("Store", "ScreenLogic"),
      ("Store", "TerminalUI"), ("System", "TerminalScreens"), ("GistValues", "Model"),
    ]
    for (target, module) in imports {
      let file = ArchitectureRules.SourceFile(
        target: target, path: "Sources/\(target)/X/X.swift", text: "import \(module)\n")
      #expect(
        ArchitectureRules.violations(in: [file]) == [
          "Sources/\(target)/X/X.swift: target \(target) may not import \(module)"
        ])
    }
    let downward = ArchitectureRules.SourceFile(
      target: "Store", path: "Sources/Store/Cache/GistCache.swift",
      text: "import GistValues\nimport System\nimport CSQLite\n")
    #expect(ArchitectureRules.violations(in: [downward]).isEmpty)
  }

  @Test func aFolderCircleIsCaughtWithWhatEachUses() {
    let graph = FolderGraph(files: [
      ("Cache/GistCache.swift", "public final class GistCache {\n  let index: SearchIndex\n}\n"),
      ("Search/SearchIndex.swift", "public struct SearchIndex {\n  let cache: GistCache\n}\n"),
      ("Values/Gist.swift", "public struct Gist {}\n"),
      ("Store.swift", "let kept: Gist? = nil\n"),
    ])
    #expect(graph.circles == [["Cache", "Search"]])
    #expect(
      graph.circleSentences == [
        "folders Cache, Search use one another: Cache → Search (SearchIndex); "
          + "Search → Cache (GistCache)"
      ])
    #expect(graph.uses["."]?["Values"] == ["Gist"])
    #expect(graph.folders == [".", "Cache", "Search", "Values"])
  }

  @Test func aCircleRoundThreeFoldersIsOneCircle() {
    let graph = FolderGraph(files: [
      ("A/A.swift", "struct A { let b: B }\n"),
      ("B/B.swift", "struct B { let c: C }\n"),
      ("C/C.swift", "struct C { let a: A }\n"),
      ("D/D.swift", "struct D { let a: A }\n"),
    ])
    #expect(graph.circles == [["A", "B", "C"]])
  }

  /// What a comment or a string's text says is not a use; what a string interpolates is,
  /// and private names are no one else's to use.
  @Test func commentsAndTextAreNotUsesButInterpolationsAre() {
    let code = FolderGraph.code(
      of: """
        // Cache in a comment
        /* a /* nested */ Index */
        let said = "Search \\(Lookup.name(\"Quoted\")) done"
        let lines = \"\"\"
          Many \\(Lines.count)
          \"\"\"
        """)
    #expect(
      FolderGraph.words(in: code) == ["let", "said", "Lookup", "name", "lines", "Lines", "count"])
    let declared = FolderGraph.declarations(
      in: """
        public final class Kept {}
        @MainActor public struct Acted {}
        private struct Hidden {}
        fileprivate func helper() {}
        extension Kept {}
        public func free() {}
          struct Nested {}
        """)
    #expect(declared == ["Kept", "Acted", "free"])
  }
}
