import GistValues
import Testing

@testable import ScreenLogic

/// Sorting by description puts numbers in number order: "gist 2" before "gist 10".
@Suite struct NaturalOrderTests {
  @Test func numbersCompareAsNumbers() {
    let names = ["gist 10", "gist 2", "gist 1", "v1.10", "v1.9", "a", "a1", "007", "7", "b"]
    #expect(
      names.sorted(by: NaturalOrder.precedes)
        == ["7", "007", "a", "a1", "b", "gist 1", "gist 2", "gist 10", "v1.9", "v1.10"])
    // Longer than any integer type: still compared as digits.
    #expect(NaturalOrder.precedes("n99999999999999999999999", "n100000000000000000000000"))
    #expect(!NaturalOrder.precedes("same", "same"))
  }

  @Test func theListSortedByDescriptionUsesIt() {
    let gists = ["note 10", "note 9", "note 100"].enumerated().map {
      Gist(id: "g\($0.offset)", description: $0.element, files: [GistFile(filename: "a.txt")])
    }
    #expect(
      GistListOrder.description.sorted(gists).compactMap(\.description)
        == ["note 9", "note 10", "note 100"])
  }
}
