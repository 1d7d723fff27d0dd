import Keys
import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
  func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test func printableTextAndUnicode() {
    #expect(keys("aZ9 ") == [.character("a"), .character("Z"), .character("9"), .character(" ")])
    #expect(keys("日本🎉é") == [.character("日"), .character("本"), .character("🎉"), .character("é")])
  }

  @Test func controlKeys() {
    #expect(keys("\r\n\t\u{7F}\u{8}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(keys("\u{3}\u{1A}\u{2}\u{6}") == [.ctrl("c"), .ctrl("z"), .ctrl("b"), .ctrl("f")])
  }

  @Test func xtermAndTmuxSequences() {
    let table: [(String, Key)] = [
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
      ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
      ("\u{1B}[2~", .insert), ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)),
      ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
      ("\u{1B}[1;5C", .ctrlRight), ("\u{1B}[1;5D", .ctrlLeft), ("\u{1B}[1;2A", .up),
      ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ]
    for (sequence, key) in table {
      #expect(keys(sequence) == [key], "\(sequence.debugDescription)")
    }
  }

  @Test func escapeWaitsThenFlushes() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed(Array("[A".utf8)) == [.up])
  }

  @Test func altCombinations() {
    #expect(keys("\u{1B}b\u{1B}f\u{1B}x") == [.alt("b"), .alt("f"), .escape, .character("x")])
    // Issue 35: Esc then j in one read cleared nothing and moved nothing (it was Alt-j).
    #expect(keys("\u{1B}j") == [.escape, .character("j")])
    #expect(keys("\u{1B}\r") == [.escape, .enter])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func utf8SplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("日".utf8)
    #expect(decoder.feed(bytes.prefix(2)).isEmpty)
    #expect(decoder.feed(bytes.suffix(1)) == [.character("日")])
    var invalid = KeyDecoder()
    #expect(invalid.feed([0xFF, 0x61]) == [.character("a")])
  }

  @Test func mouseReports() {
    #expect(keys("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press(button: 1), x: 9, y: 4))])
    #expect(keys("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release, x: 9, y: 4))])
    #expect(keys("\u{1B}[<64;3;3M") == [.mouse(MouseEvent(kind: .wheelUp, x: 2, y: 2))])
    #expect(keys("\u{1B}[<65;3;3M") == [.mouse(MouseEvent(kind: .wheelDown, x: 2, y: 2))])
    let x10: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]
    var decoder = KeyDecoder()
    #expect(decoder.feed(x10) == [.mouse(MouseEvent(kind: .press(button: 1), x: 4, y: 2))])
  }

  @Test func bracketedPasteIsText() {
    #expect(keys("\u{1B}[200~q\nrm -rf\u{1B}[201~j") == [.paste("q\nrm -rf"), .character("j")])
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~hello ".utf8)).isEmpty)
    #expect(decoder.feed(Array("world\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.feed(Array("1~".utf8)) == [.paste("hello world")])
  }

  @Test func aLongPasteOfManyCharacters() {
    let text = String(repeating: "日本語 abc ", count: 500)
    let typed = keys(text)
    #expect(typed.count == text.count)
  }

  @Test func unknownSequencesAreDropped() {
    #expect(keys("\u{1B}[999z") == [])
    #expect(keys("\u{1B}[?1;2c" + "a") == [.character("a")])
  }

  @Test func labels() {
    #expect(Key.ctrl("b").label == "Ctrl-B")
    #expect(Key.pageDown.label == "PgDn")
    #expect(Key.character(" ").label == "Space")
  }
}

/// Issue 52: keys are decoded from the terminal's terminfo entry where it names them, the
/// built-in xterm forms as the fallback.
@Suite struct TerminfoKeyTests {
  /// The Linux console's F1 and F5 (`ESC [ [ A`, `ESC [ [ E`) are no xterm's: read from
  /// its entry, they are F1 and F5; with the built-in forms alone they were not.
  @Test func theLinuxConsolesFunctionKeysAreReadFromItsEntry() throws {
    let screen = try TestScreen(term: "linux")
    let known = screen.screen.terminfoKeys
    let typed = Array("\u{1B}[[A\u{1B}[[Ex".utf8)
    #expect(known[Array("\u{1B}[[A".utf8)] == .function(1), "linux's kf1")
    var decoder = KeyDecoder(known: known)
    #expect(decoder.feed(typed) == [.function(1), .function(5), .character("x")])
    var builtIn = KeyDecoder()
    #expect(builtIn.feed(typed) + builtIn.flush() != [.function(1), .function(5), .character("x")])
  }

  @Test func aKnownSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder(known: [Array("\u{1B}[99~".utf8): .function(12)])
    #expect(decoder.feed(Array("\u{1B}[9".utf8)) == [])
    #expect(decoder.feed(Array("9~".utf8)) == [.function(12)])
    // The built-in forms still work beside it.
    #expect(decoder.feed(Array("\u{1B}[A".utf8)) == [.up])
  }

  @Test func xtermsEntryAgreesWithTheBuiltInForms() throws {
    let screen = try TestScreen(term: "xterm-256color")
    var known = KeyDecoder(known: screen.screen.terminfoKeys)
    var builtIn = KeyDecoder()
    for (bytes, key) in screen.screen.terminfoKeys {
      #expect(known.feed(bytes) + known.flush() == [key])
      #expect(builtIn.feed(bytes) + builtIn.flush() == [key], "\(bytes)")
    }
  }
}
