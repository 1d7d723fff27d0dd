import Keys
import TerminalScreens
import TerminalUI
import Testing

@Suite struct DemoScriptTests {
  @Test func everyCommandParsesWithItsLine() throws {
    let steps = try DemoScript.parse(
      """
      # a comment

      key Enter
      key Shift-Tab
      key Ctrl-U
      key q
      type "hello \\"world\\"\\n"
      wait idle
      pause 300ms
      pause 2s
      expect "★ starred"
      snapshot list
      editor "line\\tone\\n"
      """)
    #expect(
      steps == [
        DemoStep(.key(.enter), line: 3), DemoStep(.key(.backTab), line: 4),
        DemoStep(.key(.ctrl("u")), line: 5), DemoStep(.key(.character("q")), line: 6),
        DemoStep(.type("hello \"world\"\n"), line: 7), DemoStep(.waitIdle, line: 8),
        DemoStep(.pause(0.3), line: 9), DemoStep(.pause(2), line: 10),
        DemoStep(.expect("★ starred"), line: 11), DemoStep(.snapshot("list"), line: 12),
        DemoStep(.editor("line\tone\n"), line: 13),
      ])
  }

  @Test func mistakesNameTheirLine() {
    let cases: [(String, String)] = [
      ("key Enter\nkee j", "line 2: unknown command \"kee\""),
      ("key Hyper", "line 1: unknown key \"Hyper\""),
      ("type hello", "line 1: expected a string in double quotes, got hello"),
      ("wait forever", "line 1: only `wait idle` is known"),
      ("pause soon", "line 1: pause needs a duration such as 300ms or 2s"),
      ("snapshot two words", "line 1: snapshot needs one name, such as `snapshot list`"),
      ("expect \"bad \\q\"", "line 1: unknown escape \\q"),
    ]
    for (script, message) in cases {
      #expect(throws: DemoScript.ParseError.self) { try DemoScript.parse(script) }
      do {
        _ = try DemoScript.parse(script)
      } catch {
        #expect(error.message(file: "t.demo").hasPrefix("t.demo \(message)"), "\(script)")
      }
    }
  }
}
