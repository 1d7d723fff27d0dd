/// A Jupyter notebook as the detail screen shows it: its cells in order, each a few blocks
/// (a Markdown cell's text, a code cell's source under its `In [n]:`, the outputs under it,
/// and sentences for what is not shown as text), within limits that keep a hostile file
/// as quick to show as a small one (`NotebookReader`).
public struct Notebook: Equatable, Sendable {
  /// One piece of a cell.
  public enum Block: Equatable, Sendable {
    /// Markdown, to be rendered.
    case markdown(String)
    /// Source code in the notebook's language after its prompt (`In [3]:`).
    case code(String, prompt: String)
    /// Text a cell printed or returned, after its prompt when it has one (`Out[3]:`).
    case output(String, prompt: String?)
    /// Text written to stderr.
    case errorOutput(String)
    /// An error's traceback (escape sequences left out).
    case traceback(String)
    /// Text shown as it is (a raw cell, a Markdown cell too long to render).
    case plain(String)
    /// A sentence about what is not shown as text (`[image/png output, 12.3 KB]`, the lines
    /// or cells left out).
    case note(String)
  }

  /// The language of the code cells, as a highlighter knows it (`python`).
  public var language: String
  /// The cells shown, each its blocks.
  public var cells: [[Block]]
  /// What is left out at the end (cells past the limits), nil when nothing is.
  public var rest: String?

  /// A notebook in `language` with `cells`, and a sentence for what is left out.
  public init(language: String, cells: [[Block]], rest: String? = nil) {
    self.language = language
    self.cells = cells
    self.rest = rest
  }
}
