import Testing

@testable import ScreenLogic

/// The list's filter keys, kept in one buffer.
@Suite struct FoldedKeysTests {
  @Test func findsTheKeysHoldingTheNeedleInOrder() {
    let keys = FoldedKeys(["deploy script\nrun.sh\nshell", "", "notes\nreadme.md\nmarkdown", "run"])
    #expect(keys.positions(containing: Array("run".utf8)) == [0, 3])
    #expect(keys.positions(containing: Array("md\nmark".utf8)) == [2])
    #expect(keys.positions(containing: Array("nothing".utf8)) == [])
    // An empty needle is in every key, the empty one too; no key runs into the next.
    #expect(keys.positions(containing: []) == [0, 1, 2, 3])
    #expect(keys.positions(containing: Array("shellnotes".utf8)) == [])
    #expect(FoldedKeys().positions(containing: Array("a".utf8)) == [])
  }
}
