import Testing

@testable import TerminalUI

@Suite struct MarkdownRendererTests {
  static let width = 40

  static func text(_ markdown: String, width: Int = width) -> [String] {
    MarkdownRenderer.render(markdown, width: width).map { line in
      var text = line.text
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
  }

  @Test("the corpus renders as written", arguments: try MarkdownCorpus.examples())
  func corpus(_ example: MarkdownCorpus.Example) {
    let rendered = Self.text(example.markdown)
    #expect(
      rendered == example.expected,
      "\(example.name):\n\(rendered.joined(separator: "\n"))")
  }
}

extension MarkdownRendererTests {
  /// "style:text" for each run of each line.
  static func styles(_ markdown: String, width: Int = width) -> [String] {
    MarkdownRenderer.render(markdown, width: width).flatMap { line in
      let characters = Array(line.text)
      return line.runs.map {
        "\($0.style):\(String(characters[$0.start..<min(characters.count, $0.start + $0.length)]))"
      }
    }
  }

  @Test func emphasisCodeAndLinksAreStyles() {
    #expect(
      Self.styles("*a* **b** ~~c~~ `d` [e](https://f.example)") == [
        "emphasis:a", "bold:b", "dim:c", "code:d", "link:e", "dim: (https://f.example)",
      ])
  }

  /// Issue 35, item 1: an image is said to be one, with its address, dimmed (an HTML
  /// `<img>` too); task boxes are the list's accent.
  @Test func imagesAndTaskBoxesAreStyled() {
    #expect(Self.styles("![a](b.png)") == ["dim:[image: a] (b.png)"])
    #expect(Self.styles("<img alt='a' src=b.png>") == ["dim:[image: a] (b.png)"])
    #expect(Self.styles("- [x] done") == ["accent:[x] "])
  }

  /// Issue 35, item 1: HTML blocks cost one pass however they are made (an unclosed comment,
  /// thousands of tags).
  @Test func htmlBlocksEnd() {
    #expect(Self.text("<!--" + String(repeating: "x\n", count: 50_000)).isEmpty)
    let tags = String(repeating: "<details>\n<summary>s</summary>\n\n", count: 5_000)
    #expect(Self.text(tags).filter { $0 == "s" }.count == 5_000)
  }

  @Test func headingsQuotesListsAndTablesAreStyled() {
    #expect(Self.styles("# Hi") == ["heading:Hi", "heading:══"])
    #expect(Self.styles("> q") == ["comment:│ "])
    #expect(Self.styles("- x") == ["accent:• "])
    #expect(
      Self.styles("a | b\n-|-\n1 | 2") == ["bold:a", "dim: │ ", "bold:b", "dim:──┼──", "dim: │ "])
  }

  @Test func codeBlocksAreHighlightedByTheirLanguage() {
    #expect(Self.styles("```swift\nlet x = 1\n```") == ["keyword:let", "number:1"])
    #expect(Self.styles("```\nlet x = 1\n```") == ["code:let x = 1"])
  }

  @Test func noRunningTextLineIsWiderThanTheWidth() throws {
    for example in try MarkdownCorpus.examples() where !example.markdown.contains("|") {
      for width in [10, 23, 40, 80] {
        for line in MarkdownRenderer.render(example.markdown, width: width)
        where !line.text.hasPrefix("    ") {
          #expect(DisplayWidth.of(line.text) <= width, "\(example.name) at \(width): \(line.text)")
        }
      }
    }
  }

  @Test func aWordWiderThanTheLineIsCut() {
    #expect(
      Self.text(String(repeating: "x", count: 25), width: 10) == [
        "xxxxxxxxxx", "xxxxxxxxxx", "xxxxx",
      ])
  }

  @Test func hostileInputIsTextAndNeverFails() {
    // Escape sequences pass through the renderer (the surface and `dehub view` make them
    // safe where they are drawn); deep nesting, unbalanced marks and huge runs end.
    #expect(Self.text("\u{1B}[2J *x*") == ["\u{1B}[2J x"])
    let deep = String(repeating: ">", count: 2_000) + " deep"
    #expect(Self.text(deep, width: 10).last?.hasSuffix("deep") == true)
    let nested = (0..<300).map { String(repeating: "  ", count: $0) + "- l\($0)" }
      .joined(separator: "\n")
    #expect(Self.text(nested).count == 300)
    for noise in ["*[`<&", "*_~[<&", "**a", "[x](", "a`", "a``", "<a", "&#", "![", "a~~"] {
      let source = String(repeating: noise, count: 2_000)
      let shown = Self.text(source).joined()
      #expect(!shown.isEmpty && shown.count <= source.count)
    }
    #expect(Self.text("| a |\n|---|\n" + String(repeating: "| x |\n", count: 1_000)).count == 1_002)
  }

}

extension MarkdownRendererTests {
  /// Issue 28, item 3: one 500 KB paragraph (what froze `view` and the browser for 10 s,
  /// each output line copying the rest of it) wraps into lines that fit and lose no word.
  /// Its time is `scripts/bench`'s row "Markdown: one 500 KB paragraph rendered".
  @Test func aHalfMegabyteParagraphWrapsWhole() {
    let words = (0..<100_000).map { "w\($0 % 997)" }
    let paragraph = words.joined(separator: " ")
    #expect(paragraph.utf8.count > 400_000)
    let lines = MarkdownRenderer.render(paragraph, width: 80)
    #expect(lines.allSatisfy { DisplayWidth.of($0.text) <= 80 })
    #expect(lines.flatMap { $0.text.split(separator: " ").map(String.init) } == words)
  }
}
