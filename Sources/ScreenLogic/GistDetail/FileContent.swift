/// What the detail screen shows for one file.
public enum FileContent: Equatable, Sendable {
  /// Text, with the file's language for highlighting.
  case text(String, language: String?)
  /// Markdown, to be shown rendered.
  case markdown(String)
  /// A Jupyter notebook, to be shown as its cells.
  case notebook(Notebook)
  /// A CSV or TSV file, to be shown as a table.
  case table(DelimitedTable)
  /// Text under a sentence about it: the first part of a file too large to fetch whole, or
  /// a notebook that could not be read as one.
  case partial(String, language: String?, note: String)
  /// A file that is not text (binary or undecodable), with its size and what it is: its
  /// name, type and, for an image, its width and height ("logo.png · image/png · 64×64
  /// pixels").
  case binary(size: Int, about: String? = nil)
  /// An empty file.
  case empty
  /// Not loaded yet (the gist came from a list, which carries no content).
  case loading
  /// Its text did not arrive; the sentence says why and what to do.
  case failed(String)
}
