import Keys
import Testing

/// The keys `[keys]` in the config names: one character as itself, a name in any case,
/// Ctrl and Alt with a character, F1–F12; nothing else.
@Suite struct KeyNameTests {
  @Test func namesAreTheKeysHelpWrites() {
    let named: [(String, Key)] = [
      ("s", .character("s")), ("S", .character("S")), ("*", .character("*")),
      (":", .character(":")), ("space", .character(" ")), ("Enter", .enter), ("esc", .escape),
      ("shift-tab", .backTab), ("PgDn", .pageDown), ("ctrl-p", .ctrl("p")),
      ("Ctrl-P", .ctrl("p")), ("alt-x", .alt("x")), ("f5", .function(5)), ("↑", .character("↑")),
    ]
    for (name, key) in named { #expect(Key(name: name) == key, "\(name)") }
    for name in ["", " ", "ctrl-", "ctrl-pp", "f13", "hyper-x", "shift"] {
      #expect(Key(name: name) == nil, "\(name)")
    }
  }
}
