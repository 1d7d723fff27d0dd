/// A block of a Markdown document, as `MarkdownParser` finds it.
indirect enum MarkdownBlock: Equatable, Sendable {
  /// How a table column's cells line up.
  enum Alignment: Equatable, Sendable { case left, center, right }

  /// One item of a list: its marker ("•", "3."), whether it is a task (and done), and its
  /// blocks.
  struct Item: Equatable, Sendable {
    var marker: String
    var task: Bool?
    var blocks: [MarkdownBlock]
    /// Whether blank lines part its blocks (else they follow each other closely).
    var loose: Bool
  }

  /// `#` to `######`, or a line underlined with `=` or `-`.
  case heading(level: Int, text: String)
  /// Lines of running text (soft breaks between them; a hard break is kept as "\n").
  case paragraph(String)
  /// A fenced or indented code block, with the fence's language.
  case code(language: String?, lines: [String])
  /// Lines after `>`, as blocks.
  case quote([MarkdownBlock])
  /// A bulleted or numbered list, at its nesting depth.
  case list(items: [Item], depth: Int)
  /// A pipe table: header cells, each column's alignment, and body rows.
  case table(header: [String], alignments: [Alignment], rows: [[String]])
  /// `---`, `***` or `___`.
  case rule
  /// Raw HTML lines (`<details>`, `<p align=center>`, `<!-- … -->`), as written.
  case html([String])
}
