import Foundation
import FuzzTargets
import Testing

/// Every input in the fuzzing corpus (the seeds, and what `scripts/fuzz` found and was
/// fixed) runs through its target in the suite too, without the fuzzer: a regression
/// shows here first.
@Suite struct FuzzCorpusTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  @Test(arguments: FuzzTarget.allCases)
  func everyKeptInputRuns(target: FuzzTarget) throws {
    let folder = Self.corpus.appendingPathComponent(target.rawValue)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!names.isEmpty, "\(target) has a seed corpus")
    for name in names {
      target.run(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
  }
}
