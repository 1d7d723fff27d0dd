import ScreenLogic
import Testing

/// A review: on an empty list (or a gist with no files, empty forks) Enter, e and d did
/// nothing and said nothing while the footer offered them. An action about the highlighted
/// item is refused, and help and the footer say why, when nothing is highlighted.
@Suite struct KeyBindingTests {
  @Test func anActionAboutTheHighlightedItemIsRefusedWhenNothingIsHighlighted() throws {
    let open = try #require(GistListKeys.table.first { $0.name == "open" })
    guard case .refused(let said) = open.dispatch(highlighted: nil, availability: { _ in nil })
    else {
      Issue.record("expected a refusal")
      return
    }
    #expect(said == "open the gist: nothing highlighted")
    #expect(open.unavailable(highlighted: nil) { _ in nil } == "nothing highlighted")
    #expect(open.unavailable(highlighted: "a") { _ in nil } == nil)
    guard case .send(.open("a")) = open.dispatch(highlighted: "a", availability: { _ in nil })
    else {
      Issue.record("expected the intent")
      return
    }
  }
}
