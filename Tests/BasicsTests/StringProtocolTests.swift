import Basics
import Testing

/// The text helpers that stand in for full Foundation's (issue 36): they must do what the
/// calls they replaced did for dehub's uses.
@Suite struct StringProtocolTests {
  @Test func trimmingTakesOffWhatEachFormSays() {
    #expect(" \t a b \n".trimmingWhitespace() == "a b")
    #expect(" \t a b \t".trimmingSpaces() == "a b")
    #expect("\n a \n".trimmingSpaces() == "\n a \n", "line breaks stay")
    #expect("   ".trimmingWhitespace() == "")
    #expect("\"rel\",".trimming(["\"", ","]) == "rel")
    #expect("\u{3000}x\u{A0}".trimmingSpaces() == "x", "Unicode spaces count")
  }

  @Test func linesSplitAtLineFeedsKeepingEmptyOnesAndCarriageReturns() {
    #expect("a\n\nb\r\nc\n".splitLines() == ["a", "", "b\r", "c", ""])
    #expect("".splitLines() == [""])
  }

  @Test func foldingTakesOffCaseAndAccents() {
    #expect("Café Crème".folded() == "cafe creme")
    #expect("Cafe\u{301}".folded() == "cafe", "a combining accent goes too")
    #expect("ŁÓDŹ Ærø İstanbul".folded() == "lodz æro istanbul")
    #expect("日本語".folded() == "日本語")
  }

  /// ASCII text takes a byte-by-byte path: every ASCII character folds as the Unicode path
  /// folds it (only A–Z change), in short (inline) and long strings, and substrings.
  @Test func asciiFoldsAsUnicodeDoes() {
    let every = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
    #expect(every.folded() == every.lowercased())
    #expect("README.MD".folded() == "readme.md")
    #expect("".folded() == "")
    #expect("Go Retry With BACKOFF — Café"[...].folded() == "go retry with backoff — cafe")
    #expect("Go Retry With BACKOFF"[...].dropFirst(3).folded() == "retry with backoff")
  }

  @Test func rangesAreFoundIgnoringCaseAndAccentsInTheOriginalText() {
    let text = "Notes on the Café de Flore"
    let range = text.rangeIgnoringCaseAndAccents(of: "cafe")
    #expect(range.map { String(text[$0]) } == "Café")
    #expect(text.rangeIgnoringCaseAndAccents(of: "FLORE").map { String(text[$0]) } == "Flore")
    #expect(text.rangeIgnoringCaseAndAccents(of: "tea") == nil)
    #expect(text.rangeIgnoringCaseAndAccents(of: "") == nil)
    #expect("ab".rangeIgnoringCaseAndAccents(of: "abc") == nil)
  }

  @Test func caseAndPadding() {
    #expect("Octocat".equalsIgnoringCase("octoCAT"))
    #expect(!"octocat".equalsIgnoringCase("octocats"))
    #expect("token".padded(to: 8) == "token   ")
    #expect("a very long name".padded(to: 6) == "a very")
  }

  @Test func jsonEscapesHaveFourDigits() {
    #expect(JSONEscape.unicode(0x1B) == "\\u001b")
    #expect(JSONEscape.unicode(0x9F) == "\\u009f")
    #expect(JSONEscape.unicode(0x7F) == "\\u007f")
  }
}
