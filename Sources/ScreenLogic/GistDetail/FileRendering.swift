import GistValues
import Model

/// How a file's text shows unless the reader asks for it as written (`m`): Markdown
/// rendered, a Jupyter notebook as its cells, a CSV or TSV file as a table. A notebook that
/// cannot be read shows as written under a sentence saying why. The last file read is kept,
/// so showing it again (a star, a refresh) does not read it again.
public final class FileRendering {
  /// What a file shows rendered as.
  public enum Kind: Equatable, Sendable {
    /// Markdown.
    case markdown
    /// A Jupyter notebook.
    case notebook
    /// Fields separated by `separator` (CSV, TSV).
    case table(separator: Character)
  }

  /// Why `m` does nothing on a file of no `Kind`, in a few words.
  public static let onlyFor = "Markdown, notebooks and tables only"

  /// The file last read, its text and what it shows as.
  private var last: (filename: String, text: String, shown: FileContent)?

  /// A renderer that has read nothing yet.
  public init() {}

  /// What `file` shows rendered as, by GitHub's language or its name (nil: as written).
  public static func kind(of file: GistFile) -> Kind? {
    if file.isMarkdown { return .markdown }
    let language = file.language?.lowercased()
    let name = file.filename.lowercased()
    if language == "jupyter notebook" || name.hasSuffix(".ipynb") { return .notebook }
    if ["csv", "tsv"].contains(language)
      || [".csv", ".tsv", ".tab"].contains(where: name.hasSuffix)
    {
      return .table(separator: DelimitedTableReader.separator(forFile: file.filename))
    }
    return nil
  }

  /// What to show for `file`, whose content is `content`: its text rendered when it is of a
  /// `Kind` and not asked for `asWritten` (Markdown up to `BodyLimit.renderedMarkdown`),
  /// else `content` as it is. The start of a truncated file (while the whole is fetched)
  /// shows as written: half a notebook is not one.
  public func shown(_ content: FileContent, of file: GistFile, asWritten: Bool) -> FileContent {
    guard !asWritten, !file.truncated, case .text(let body, _) = content,
      let kind = Self.kind(of: file)
    else {
      return content
    }
    if let last, last.filename == file.filename, last.text == body { return last.shown }
    let shown: FileContent
    switch kind {
    case .markdown:
      shown = body.utf8.count <= BodyLimit.renderedMarkdown ? .markdown(body) : content
    case .notebook:
      do throws(NotebookReader.Unreadable) {
        shown = .notebook(try NotebookReader.read(body))
      } catch {
        shown = .partial(
          body, language: file.language, note: error.sentence + " It shows as written.")
      }
    case .table(let separator):
      shown = .table(DelimitedTableReader.read(body, separator: separator))
    }
    last = (file.filename, body, shown)
    return shown
  }

  /// What the screen says when `m` turned a file of `kind` to `asWritten` or back.
  public static func toggled(_ kind: Kind, asWritten: Bool) -> String {
    switch (kind, asWritten) {
    case (.markdown, true): "The Markdown as written · m renders it"
    case (.markdown, false): "The Markdown rendered · m shows it as written"
    case (.notebook, true): "The notebook's JSON as written · m shows its cells"
    case (.notebook, false): "The notebook as cells · m shows its JSON as written"
    case (.table, true): "The table as written · m shows it as columns"
    case (.table, false): "The table as columns · m shows it as written"
    }
  }
}
