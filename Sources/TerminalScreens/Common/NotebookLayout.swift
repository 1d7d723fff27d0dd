import ScreenLogic
import TerminalUI

/// A notebook's cells laid out for a width, as Jupyter shows them: the prompts (`In [3]:`,
/// `Out[3]:`) in a gutter at the left, code highlighted in the notebook's language beside
/// them, outputs under it (stderr and tracebacks as errors), Markdown rendered to the width
/// left, and the notes about what is not shown dimmed; a blank line between cells.
enum NotebookLayout {
  /// The widest gutter (a longer prompt pushes its line further right).
  static let widestGutter = 12

  /// The lines of `notebook` for `width` columns.
  static func lines(_ notebook: Notebook, width: Int) -> [StyledLine] {
    let prompts = notebook.cells.joined().compactMap(\.prompt)
    let gutter = prompts.isEmpty ? 0 : min(widestGutter, (prompts.map(\.count).max() ?? 0) + 1)
    let highlighter = SyntaxHighlighter.forFile(named: "cell", language: notebook.language)
    var lines: [StyledLine] = []
    for cell in notebook.cells where !cell.isEmpty {
      if !lines.isEmpty { lines.append(StyledLine("")) }
      for block in cell {
        lines += self.lines(of: block, gutter: gutter, width: width, highlighter: highlighter)
      }
    }
    if let rest = notebook.rest {
      if !lines.isEmpty { lines.append(StyledLine("")) }
      lines.append(dimmed(rest))
    }
    return lines
  }

  /// The bytes of text `notebook` lays out (large ones are laid out off the main thread).
  static func weight(of notebook: Notebook) -> Int {
    notebook.cells.joined().reduce(0) { $0 + $1.text.utf8.count }
  }

  private static func lines(
    of block: Notebook.Block, gutter: Int, width: Int, highlighter: SyntaxHighlighter?
  ) -> [StyledLine] {
    let indent = String(repeating: " ", count: gutter)
    switch block {
    case .markdown(let text):
      return MarkdownRenderer.render(text, width: max(10, width - gutter)).map {
        $0.indented(by: indent, style: .normal)
      }
    case .code(let text, let prompt):
      return beside(prompt, style: .accent, gutter: gutter, text: text) { line in
        StyledLine(line, runs: highlighter?.runs(Substring(line)) ?? [])
      }
    case .output(let text, let prompt):
      return beside(prompt, style: .lineNumber, gutter: gutter, text: text) { StyledLine($0) }
    case .errorOutput(let text), .traceback(let text):
      return beside(nil, style: .error, gutter: gutter, text: text) { line in
        StyledLine(line, runs: [.init(start: 0, length: line.count, style: .error)])
      }
    case .plain(let text):
      return beside(nil, style: .normal, gutter: gutter, text: text) { StyledLine($0) }
    case .note(let text):
      return [dimmed(text).indented(by: indent, style: .normal)]
    }
  }

  /// The lines of `text`, each styled by `style`, the first after `prompt` (in
  /// `promptStyle`) and the others under it, `gutter` columns in.
  private static func beside(
    _ prompt: String?, style promptStyle: Style, gutter: Int, text: String,
    styling style: (String) -> StyledLine
  ) -> [StyledLine] {
    let blank = String(repeating: " ", count: gutter)
    var lines: [StyledLine] = []
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      .enumerated()
    {
      let styled = style(TextView.expandTabs(line))
      guard index == 0, let prompt else {
        lines.append(styled.indented(by: blank, style: .normal))
        continue
      }
      let padded = prompt + String(repeating: " ", count: max(1, gutter - prompt.count))
      var line = styled.indented(by: padded, style: .normal)
      line.runs.insert(.init(start: 0, length: prompt.count, style: promptStyle), at: 0)
      lines.append(line)
    }
    return lines
  }

  private static func dimmed(_ text: String) -> StyledLine {
    StyledLine(text, runs: [.init(start: 0, length: text.count, style: .dim)])
  }
}

extension Notebook.Block {
  /// The block's text.
  fileprivate var text: String {
    switch self {
    case .markdown(let text), .code(let text, _), .output(let text, _), .errorOutput(let text),
      .traceback(let text), .plain(let text), .note(let text):
      text
    }
  }

  /// The prompt shown in the gutter, if the block has one.
  fileprivate var prompt: String? {
    switch self {
    case .code(_, let prompt): prompt
    case .output(_, let prompt): prompt
    default: nil
    }
  }
}
