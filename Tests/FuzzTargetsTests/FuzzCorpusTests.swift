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

/// The parsers of what dehub keeps on disk and of gist content, fuzzed in the suite's
/// budget without libFuzzer: each small seed of the corpus mutated (bytes flipped, dropped,
/// repeated, spliced with another seed, hostile pieces inserted) a thousand times, from a
/// fixed seed so a failure repeats. `scripts/fuzz` goes further with coverage.
@Suite struct FuzzMutationTests {
  /// A small, fixed-seed generator (SplitMix64).
  struct Mix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
  }

  static let pieces = [
    "../", "/", "..", "\u{0}", "\u{1B}[2J", "\u{9B}", "\"", "{", "}", "[", "]", ",", ":",
    "\\", "\n", "%2F", "\u{200B}", ".git", "```", "|", "*", "<!--", "-->", "\t",
  ].map { Array($0.utf8) }

  static func mutate(_ seed: [UInt8], with other: [UInt8], _ random: inout Mix) -> [UInt8] {
    var bytes = seed
    for _ in 0...random.below(4) {
      let at = random.below(bytes.count + 1)
      switch random.below(5) {
      case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] ^= UInt8(1 << random.below(8))
      case 1 where !bytes.isEmpty: bytes.remove(at: min(at, bytes.count - 1))
      case 2: bytes.insert(contentsOf: pieces[random.below(pieces.count)], at: at)
      case 3:
        let start = random.below(other.count + 1)
        bytes.insert(contentsOf: other[start..<min(other.count, start + random.below(64))], at: at)
      default:
        let start = random.below(bytes.count + 1)
        let piece = Array(bytes[start..<min(bytes.count, start + random.below(32))])
        bytes.insert(contentsOf: piece, at: at)
      }
    }
    return bytes
  }

  @Test(arguments: [FuzzTarget.state, .markdown, .highlight, .config, .link])
  func mutatedInputsKeepEveryPromise(target: FuzzTarget) throws {
    let folder = FuzzCorpusTests.corpus.appendingPathComponent(target.rawValue)
    let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .map { Array(try Data(contentsOf: folder.appendingPathComponent($0))) }
      .filter { $0.count <= 4096 }
    #expect(!seeds.isEmpty)
    var random = Mix(state: 58)
    for round in 0..<1000 {
      let seed = seeds[round % seeds.count]
      let other = seeds[random.below(seeds.count)]
      target.run(Data(Self.mutate(seed, with: other, &random)))
    }
  }
}
