import Foundation
import TerminalUI
import Testing

@Suite struct TextTests {
  @Test func hostileTextBecomesVisiblePlaceholders() {
    let hostile = "title\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{202E}txt.exe\u{7F}\u{0}"
    let safe = TextSanitizer.sanitize(hostile)
    #expect(safe == "title␛]0;pwned␇␛[2J<U+009B>31m<U+202E>txt.exe␡␀")
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test func newlinesAndTabsOnlyWhenAsked() {
    #expect(TextSanitizer.sanitize("a\nb\tc") == "a␊b␉c")
    #expect(TextSanitizer.sanitize("a\nb\tc", keepNewlines: true, keepTabs: true) == "a\nb\tc")
    #expect(TextSanitizer.sanitize("plain ascii") == "plain ascii")
    #expect(TextSanitizer.sanitize("日本語 🎉 é") == "日本語 🎉 é")
    #expect(TextSanitizer.sanitize("\u{2066}x\u{2069}\u{200F}") == "<U+2066>x<U+2069><U+200F>")
  }

  @Test func displayWidths() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("🎉") == 2)
    // Drawn without the joiner, as every terminal measures it: 👩💻.
    #expect(DisplayWidth.of("👩‍💻") == 4)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    // Drawn without the variation selector: ❤ in text presentation.
    #expect(DisplayWidth.of("❤️") == 1)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
  }

  @Test func clippingRespectsColumns() {
    #expect(DisplayWidth.clip("hello world", to: 5) == "hell…")
    #expect(DisplayWidth.clip("hello", to: 5) == "hello")
    #expect(DisplayWidth.clip("日本語テキスト", to: 6) == "日本…")
    #expect(DisplayWidth.clip("日本語", to: 5) == "日本…")
    #expect(DisplayWidth.clip("日本語", to: 4, ellipsis: false) == "日本")
    #expect(DisplayWidth.clip("abc", to: 0) == "")
    #expect(DisplayWidth.pad("日本", to: 6) == "日本  ")
    #expect(DisplayWidth.of(DisplayWidth.pad("日本語テキスト", to: 7)) == 7)
  }
}
