import ScreenLogic
import TerminalUI

/// One file's content as the detail screen and the list's preview pane draw it: text
/// highlighted by its language with line numbers, Markdown rendered, a notebook as its
/// cells, a table in columns under a header that stays, text under a note (the part of a
/// file too large to fetch), and a sentence for binary, empty, loading and failed files.
final class FileContentView {
  /// The text view (code, and Markdown as written).
  let text = TextView()
  /// Rendered Markdown, and a notebook's cells.
  private let markdown = MarkdownView()
  private let table = HeadedTextView()
  private let partialNote = Label("", style: .dim)
  private(set) var content: FileContent = .loading

  /// Shows `content` of the file `filename` (its name picks the highlighter with its
  /// language); the same content again changes nothing (the scroll position stays).
  func show(_ content: FileContent, filename: String) {
    guard content != self.content else { return }
    self.content = content
    switch content {
    case .markdown(let body):
      markdown.setMarkdown(body)
    case .notebook(let notebook):
      markdown.setLayout(weight: NotebookLayout.weight(of: notebook)) {
        NotebookLayout.lines(notebook, width: $0)
      }
    case .table(let rows):
      table.setLines(TableLayout.lines(rows), heading: TableLayout.headLines)
    case .text(let body, let language), .partial(let body, let language, _):
      partialNote.text = if case .partial(_, _, let note) = content { note } else { "" }
      text.setText(body)
      let highlighter = SyntaxHighlighter.forFile(named: filename, language: language)
      text.styler = highlighter.map { highlighter in { _, line in highlighter.runs(line) } }
    default:
      break
    }
  }

  /// Where large Markdown is rendered (nil: where drawn).
  var background: MarkdownView.Background? {
    get { markdown.background }
    set { markdown.background = newValue }
  }

  /// Forgets the content (the next `show` draws afresh).
  func reset() { content = .loading }

  /// The view that scrolls: the rendered Markdown's or notebook's, the table's rows, or the
  /// text's.
  var shownText: TextView {
    switch content {
    case .markdown, .notebook: markdown.text
    case .table: table.body
    default: text
    }
  }

  /// The widget for the content.
  func widget() -> any Widget {
    switch content {
    case .text: return text
    case .markdown, .notebook: return markdown
    case .table: return table
    case .partial: return VStack([partialNote, text])
    case .binary, .empty, .loading, .failed:
      return StatusView.view(of: content.emptyState ?? EmptyState(title: "", subtitle: ""))
    }
  }
}
