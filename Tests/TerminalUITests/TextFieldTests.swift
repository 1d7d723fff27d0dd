import Keys
import TerminalUI
import Testing

@Suite struct TextFieldTests {
  @Test func editingByCharacterAndWord() {
    let field = TextField()
    for key: Key in [.character("h"), .character("é"), .character("日"), .paste("llo world")] {
      field.handle(key)
    }
    #expect(field.text == "hé日llo world")
    field.handle(.ctrlLeft)
    #expect(field.cursor == 7)
    field.handle(.ctrlLeft)
    #expect(field.cursor == 0)
    field.handle(.ctrlRight)
    #expect(field.cursor == 6)
    field.handle(.end)
    field.handle(.ctrl("w"))
    #expect(field.text == "hé日llo ")
    field.handle(.home)
    field.handle(.delete)
    #expect(field.text == "é日llo ")
    field.handle(.end)
    field.handle(.backspace)
    #expect(field.text == "é日llo")
    field.handle(.left)
    field.handle(.ctrl("k"))
    #expect(field.text == "é日ll")
    field.handle(.left)
    field.handle(.ctrl("u"))
    #expect(field.text == "l")
    #expect(field.cursor == 0)
    #expect(field.handle(.up) == false)
  }

  @Test func pastedNewlinesBecomeSpaces() {
    let field = TextField()
    field.handle(.paste("ghp_abc\n"))
    #expect(field.text == "ghp_abc ")
  }
}
