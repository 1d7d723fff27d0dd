import FoundationEssentials

/// Markdown laid out for a terminal `width` columns wide: headings without their `#` (the
/// first two levels underlined), running text wrapped at spaces with emphasis, code and
/// links styled, code blocks indented and highlighted by their language, lists with
/// bullets or numbers and hanging indents, task boxes (`[ ]`, `[x]`), quotes behind a bar, tables with
/// aligned columns, rules, and HTML blocks as their text (comments left out). Used by the detail view (through `MarkdownView`) and
/// `dehub view` on a terminal; the text it returns is still the server's, made safe where
/// it is drawn.
public enum MarkdownRenderer {
  /// The lines of `source` rendered for `width` columns (at least 10).
  public static func render(_ source: String, width: Int) -> [StyledLine] {
    let parsed = MarkdownParser(source)
    let layout = Layout(references: parsed.references)
    return layout.blocks(parsed.blocks, width: max(10, width))
  }

  private struct Layout {
    let references: [String: String]

    /// The lines of `blocks`, a blank line between them unless `tight` (a list item
    /// written without blank lines).
    func blocks(_ blocks: [MarkdownBlock], width: Int, tight: Bool = false) -> [StyledLine] {
      var lines: [StyledLine] = []
      for block in blocks {
        let rendered = self.block(block, width: width)
        // A block that shows nothing (an HTML comment) leaves no blank line either.
        guard !rendered.isEmpty else { continue }
        if !lines.isEmpty && !tight { lines.append(StyledLine("")) }
        lines += rendered
      }
      return lines
    }

    private func block(_ block: MarkdownBlock, width: Int) -> [StyledLine] {
      switch block {
      case .heading(let level, let text):
        let lines = wrap(
          MarkdownInline.styled(text, style: .heading, references: references), width: width)
        guard level <= 2, let widest = lines.map({ DisplayWidth.of($0.text) }).max(), widest > 0
        else { return lines }
        let underline = String(repeating: level == 1 ? "═" : "─", count: min(widest, width))
        return lines + [
          StyledLine(underline, runs: [.init(start: 0, length: underline.count, style: .heading)])
        ]
      case .paragraph(let text):
        return wrap(
          MarkdownInline.styled(text, style: .normal, references: references), width: width)
      case .code(let language, let lines):
        return code(lines, language: language)
      case .quote(let inner):
        return blocks(inner, width: max(4, width - 2)).map {
          $0.indented(by: "│ ", style: .comment)
        }
      case .list(let items, let depth):
        return list(items, depth: depth, width: width)
      case .table(let header, let alignments, let rows):
        return table(header: header, alignments: alignments, rows: rows)
      case .rule:
        let rule = String(repeating: "─", count: width)
        return [StyledLine(rule, runs: [.init(start: 0, length: width, style: .dim)])]
      case .html(let lines):
        return html(lines, width: width)
      }
    }

    /// An HTML block as its text: comments and tags left out (an `<img>` is an image), each
    /// line that still says something on a line of its own, wrapped.
    private func html(_ lines: [String], width: Int) -> [StyledLine] {
      var text: [StyledCharacter] = []
      for line in Self.withoutComments(lines.joined(separator: "\n")).split(separator: "\n") {
        var styled = MarkdownInline.styled(
          MarkdownParser.trimmed(String(line)), style: .normal, references: references)
        while styled.first?.character == " " { styled.removeFirst() }
        while styled.last?.character == " " { styled.removeLast() }
        guard !styled.isEmpty else { continue }
        if !text.isEmpty { text.append(StyledCharacter("\n", .normal)) }
        text += styled
      }
      return text.isEmpty ? [] : wrap(text, width: width)
    }

    /// `html` without its comments (`<!-- … -->`, over lines too; one left open runs to the
    /// end), in one pass.
    private static func withoutComments(_ html: String) -> String {
      var kept = ""
      var rest = html[...]
      while let open = rest.firstRange(of: "<!--") {
        kept += rest[..<open.lowerBound]
        guard let close = rest[open.upperBound...].firstRange(of: "-->") else { return kept }
        rest = rest[close.upperBound...]
      }
      return kept + rest
    }

    private func code(_ lines: [String], language: String?) -> [StyledLine] {
      let highlighter = language.flatMap {
        SyntaxHighlighter.forFile(named: "code.\($0.lowercased())", language: $0)
      }
      return lines.map { line in
        var runs = highlighter?.runs(line[...]) ?? []
        if highlighter == nil, !line.isEmpty {
          runs = [.init(start: 0, length: line.count, style: .code)]
        }
        return StyledLine(line, runs: runs).indented(by: "    ", style: .normal)
      }
    }

    private func list(_ items: [MarkdownBlock.Item], depth: Int, width: Int) -> [StyledLine] {
      let bullets = ["•", "◦", "▪"]
      let markers = items.map { item -> String in
        // A task's box stands in for its bullet, as on GitHub; a number stays before it.
        let box = item.task.map { $0 ? "[x]" : "[ ]" }
        guard !item.marker.isEmpty else { return box ?? bullets[depth % bullets.count] }
        return box.map { item.marker + " " + $0 } ?? item.marker
      }
      let markerWidth = (markers.map(\.count).max() ?? 1) + 1
      var lines: [StyledLine] = []
      for (item, marker) in zip(items, markers) {
        let inner = blocks(item.blocks, width: max(1, width - markerWidth), tight: !item.loose)
        for (number, line) in (inner.isEmpty ? [StyledLine("")] : inner).enumerated() {
          let prefix =
            number == 0
            ? String(repeating: " ", count: markerWidth - 1 - marker.count) + marker + " "
            : String(repeating: " ", count: markerWidth)
          lines.append(line.indented(by: prefix, style: number == 0 ? .accent : .normal))
        }
      }
      return lines
    }

    private func table(
      header: [String], alignments: [MarkdownBlock.Alignment], rows: [[String]]
    ) -> [StyledLine] {
      let styledHeader = header.map {
        MarkdownInline.styled($0, style: .bold, references: references)
      }
      let styledRows = rows.map { row in
        row.map { MarkdownInline.styled($0, style: .normal, references: references) }
      }
      return ColumnTable.lines(
        header: styledHeader.map(StyledLine.init), rows: styledRows.map { $0.map(StyledLine.init) },
        alignments: alignments.map {
          switch $0 {
          case .left: .left
          case .right: .right
          case .center: .center
          }
        })
    }

    /// Styled text cut into lines of at most `width` columns: at the last space that fits
    /// (the space dropped), mid-word only for a word wider than a line, and at every "\n".
    /// Linear in the text: each line is read once from where the last one ended (a 500 KB
    /// paragraph renders in milliseconds, not seconds).
    private func wrap(_ text: [StyledCharacter], width: Int) -> [StyledLine] {
      var lines: [StyledLine] = []
      for paragraph in text.split(
        omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" })
      {
        let characters = Array(paragraph)
        var start = 0
        repeat {
          var used = 0
          var end = start
          var lastSpace: Int?
          while end < characters.count {
            let columns = DisplayWidth.of(characters[end].character)
            if used + columns > width && end > start { break }
            if characters[end].character == " " { lastSpace = end }
            used += columns
            end += 1
          }
          if end < characters.count {
            if characters[end].character == " " {
              lastSpace = end
            }
            if let lastSpace, lastSpace > start {
              lines.append(StyledLine(Array(characters[start..<lastSpace])))
              start = lastSpace + 1
              continue
            }
          }
          lines.append(StyledLine(Array(characters[start..<end])))
          start = end
        } while start < characters.count
      }
      return lines
    }
  }
}
