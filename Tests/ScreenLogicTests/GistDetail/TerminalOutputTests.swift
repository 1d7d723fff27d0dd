import ScreenLogic
import Testing

/// Issue 55: a notebook's outputs lose their escape sequences (IPython's colours, titles,
/// links) and show a progress bar as the terminal left it; server text never reaches the
/// terminal raw.
@Suite struct TerminalOutputTests {
  @Test func escapeSequencesAreLeftOut() {
    #expect(TerminalOutput.plain("\u{1B}[0;31mKeyError\u{1B}[0m: 'x'") == "KeyError: 'x'")
    #expect(TerminalOutput.plain("\u{1B}]0;title\u{7}text") == "text")
    #expect(TerminalOutput.plain("\u{1B}]8;;https://x\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
    #expect(TerminalOutput.plain("\u{1B}(Bplain\u{9B}2Jend") == "plainend")
    #expect(TerminalOutput.plain("cut \u{1B}[12") == "cut ")
    #expect(TerminalOutput.plain("no escapes\n") == "no escapes\n")
  }

  @Test func aCarriageReturnShowsWhatTheTerminalShowed() {
    #expect(TerminalOutput.plain("10%\r50%\r100%\ndone\r\n") == "100%\ndone\n")
    #expect(TerminalOutput.plain("first\nab\rc") == "first\nc")
  }

  @Test func otherControlCharactersStayForTheViewToShow() {
    // The view turns them into visible placeholders.
    #expect(TerminalOutput.plain("bell\u{7}\r\n") == "bell\u{7}\n")
  }
}
