import Foundation
import ScreenLogic
import Testing

/// Issue 54: docs/keys.md's key lists are made from the key tables. Each screen has its
/// block, and a block that differs from its table fails here; `scripts/keys-doc` writes
/// them again.
@Suite struct KeysPageTests {
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("docs/keys.md")

  @Test func everyScreensKeyListIsTheOneItsTableMakes() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let made = KeyReferenceMarkdown.regenerate(text)
    if ProcessInfo.processInfo.environment["DEHUB_WRITE_KEYS_DOC"] == "1", made.page != text {
      try made.page.write(to: Self.page, atomically: true, encoding: .utf8)
      return
    }
    #expect(made.unknown == [], "blocks for screens no table has")
    let missing = KeyMap.reference.map(\.title).filter {
      !KeyReferenceMarkdown.titles(in: text).contains($0)
    }
    #expect(missing == [], "screens docs/keys.md has no key list for")
    #expect(
      made.page == text,
      "docs/keys.md's key lists differ from the key tables: run scripts/keys-doc")
  }

  /// A block that drifted (a key the table no longer has) is found, and written again from
  /// the table.
  @Test func aDriftedBlockIsMadeAgainFromItsTable() throws {
    let title = try #require(KeyMap.reference.first?.title)
    let drifted = """
      # Keys
      \(KeyReferenceMarkdown.opening(title))
      | `x` | an old key |
      \(KeyReferenceMarkdown.closing)
      after
      """
    let made = KeyReferenceMarkdown.regenerate(drifted)
    #expect(made.page != drifted && !made.page.contains("an old key"))
    #expect(made.page.hasSuffix("\(KeyReferenceMarkdown.closing)\nafter"))
    #expect(made.page.contains("| what they do |"))
    #expect(KeyReferenceMarkdown.regenerate(made.page).page == made.page)
    #expect(KeyReferenceMarkdown.regenerate("<!-- keys: nowhere -->\n").unknown == ["nowhere"])
  }
}
