import GistValues
import Keys
import ScreenLogic
import Testing

/// `[keys]` in the config: an action gets the keys named, on every screen that has it;
/// help's labels follow; a key two actions of one screen would share, a name no screen has
/// and a key dehub does not know are refused with a sentence.
@Suite struct KeyMapTests {
  @Test func theTablesAsShippedHaveNoConflict() throws {
    try KeyMap.checkShippedTables()
    #expect(try KeyMap([:]).keys.isEmpty)
  }

  @Test func anActionGetsItsKeysOnEveryScreenAndHelpFollows() throws {
    let map = try KeyMap(["star": ["x"], "palette": ["ctrl-o", ":"]])
    let list = try #require(map.applied(to: GistListKeys.table).first { $0.name == "star" })
    #expect(list.keys == [.character("x")] && list.label == "x")
    let detail = try #require(map.applied(to: GistDetailKeys.table).first { $0.name == "star" })
    #expect(detail.keys == [.character("x")])
    let palette = try #require(map.applied(to: ShellKeys.table).first { $0.name == "palette" })
    #expect(palette.keys == [.ctrl("o"), .character(":")] && palette.label == "Ctrl-O :")
    #expect(map.applied(to: DiffKeys.table).map(\.keys) == DiffKeys.table.map(\.keys))
  }

  @Test func aKeyTwoActionsWouldShareIsRefusedNamingBoth() {
    #expect {
      try KeyMap(["star": ["s"]])
    } throws: { error in
      (error as? GistError)?.message
        == "config.toml: [keys] gives s to both sort and star on the gist list; give one of "
        + "them another key."
    }
    #expect {
      try KeyMap(["help": ["/"]])
    } throws: { error in
      (error as? GistError)?.message.contains("both filter and help on the gist list") == true
    }
  }

  /// A review: `star = "ctrl-c"` left star out of reach (Ctrl-C quits), and on the sign-in
  /// `submit = "x"` sent a half-typed token at its first x.
  @Test func quitSuspendAndCharactersWhereTheUserTypesAreRefused() throws {
    #expect {
      try KeyMap(["star": ["ctrl-c"]])
    } throws: { error in
      (error as? GistError)?.message
        == "config.toml: [keys] star = \"ctrl-c\": Ctrl-C quits and Ctrl-Z suspends on every "
        + "screen; give star another key."
    }
    #expect(throws: GistError.self) { try KeyMap(["refresh": ["ctrl-z"]]) }
    #expect {
      try KeyMap(["submit": ["x"]])
    } throws: { error in
      (error as? GistError)?.message.contains("submit = \"x\": on the sign-in a character is typed")
        == true
    }
    #expect(throws: GistError.self) { try KeyMap(["cancel": ["q"]]) }
    let fine = try KeyMap(["submit": ["f2"]])
    #expect(fine.keys["submit"] == [.function(2)])
  }

  @Test func unknownNamesAndKeysAreRefused() {
    #expect {
      try KeyMap(["stra": ["s"]])
    } throws: { error in
      (error as? GistError)?.message
        == "config.toml: [keys] stra: no screen has an action of that name (docs/keys.md "
        + "lists them)."
    }
    #expect {
      try KeyMap(["star": ["hyper-s"]])
    } throws: { error in
      (error as? GistError)?.message.hasPrefix(
        "config.toml: [keys] star = \"hyper-s\": not a key dehub knows") == true
    }
  }
}
