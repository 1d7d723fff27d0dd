import ScreenLogic
import Testing

/// The list's modes are the Director's state (issue 31): what the field shows in each, and
/// what a key leaving it asks for, decided without a Stage.
@Suite struct GistListTypingTests {
  @Test func browsingShowsNoFieldUntilAFilterIsInUse() {
    var typing = GistListTyping()
    #expect(typing.mode == .browsing && typing.field == nil)
    #expect(typing.startFilter() == .none)
    #expect(typing.field?.kind == .filter && typing.field?.isFocused == true)
    #expect(typing.field?.label == "/" && typing.field?.text == "")
    #expect(typing.typed("ret") == .filterChanged)
    #expect(typing.typed("ret") == .none, "the same text changes nothing")
    #expect(typing.leave(.move(1)) == .move(1))
    // Typing ended; the filter stays in sight, unfocused.
    #expect(typing.mode == .browsing && typing.filter == "ret")
    #expect(typing.field?.isFocused == false && typing.field?.text == "ret")
  }

  @Test func escClearsTheFilterTypedOrShownAndEnterOpens() {
    var typing = GistListTyping()
    _ = typing.startFilter()
    _ = typing.typed("deploy")
    #expect(typing.leave(.accept) == .openHighlighted)
    #expect(typing.filter == "deploy" && typing.mode == .browsing)
    #expect(typing.leave(.cancel) == .filterChanged, "Esc on the filter shown clears it")
    #expect(typing.filter.isEmpty && typing.field == nil)
    #expect(typing.leave(.cancel) == .none, "nothing to clear")
    _ = typing.startFilter()
    _ = typing.typed("x")
    #expect(typing.leave(.cancel) == .filterChanged && typing.field == nil)
  }

  @Test func aUserNameIsAskedForFromAnEmptyFieldAndKeptApartFromTheFilter() {
    var typing = GistListTyping()
    _ = typing.startFilter()
    _ = typing.typed("notes")
    _ = typing.leave(.move(-1))
    #expect(typing.askForUser() == .none)
    #expect(typing.field?.kind == .user && typing.field?.label == "User:")
    #expect(typing.field?.text == "" && typing.field?.isFocused == true)
    #expect(typing.typed("ada") == .none, "a name does not filter")
    #expect(typing.leave(.move(1)) == .none && typing.mode == .askingUser, "arrows stay")
    #expect(typing.leave(.accept) == .showUser("ada"))
    // The filter is as it was, shown again.
    #expect(typing.filter == "notes" && typing.field?.kind == .filter)
    _ = typing.askForUser()
    #expect(typing.leave(.cancel) == .none && typing.filter == "notes")
  }
}
