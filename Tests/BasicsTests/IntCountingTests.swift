import Basics
import Testing

/// Counts in words: the one helper every screen and command says a number of things with.
@Suite struct IntCountingTests {
  @Test func thousandsAreSeparatedByCommas() {
    #expect(0.grouped == "0")
    #expect(999.grouped == "999")
    #expect(1_000.grouped == "1,000")
    #expect(1_234_567.grouped == "1,234,567")
    #expect((-12_345).grouped == "-12,345")
  }

  @Test func oneIsSingularAndEveryOtherCountPlural() {
    #expect(1.counted("file") == "1 file")
    #expect(0.counted("file") == "0 files")
    #expect(2.counted("file") == "2 files")
    #expect(10_000.counted("gist") == "10,000 gists")
    #expect(1.counted("match", plural: "matches") == "1 match")
    #expect(3.counted("match", plural: "matches") == "3 matches")
  }

  @Test func theWordAloneFollowsTheCount() {
    #expect(1.word("it", plural: "them") == "it")
    #expect(2.word("it", plural: "them") == "them")
    #expect(1.word("is", plural: "are") == "is")
    #expect(0.word("draft") == "drafts")
  }
}
