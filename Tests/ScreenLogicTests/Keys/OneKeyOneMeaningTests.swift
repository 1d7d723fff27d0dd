import ScreenLogic
import Testing

/// Issue 57, item 13: what others see keeps one key across screens. Starring is `*` on the
/// list and on a gist, and no screen gives `*`'s action another key or `*` another action.
@Suite struct OneKeyOneMeaningTests {
  @Test func starIsOneKeyEverywhereAndSSortsOnlyTheList() {
    let list = GistListKeys.table.first { $0.name == "star" }
    let gist = GistDetailKeys.table.first { $0.name == "star" }
    #expect(list?.keys == [.character("*")] && gist?.keys == [.character("*")])
    #expect(!GistDetailKeys.table.contains { $0.keys.contains(.character("s")) })
    #expect(GistListKeys.table.first { $0.keys.contains(.character("s")) }?.name == "sort")
  }
}
