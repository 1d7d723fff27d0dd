import GistValues
import Model

/// What the detail screen shows now: the gist as its document holds it, which file, and
/// whether Markdown, notebooks and tables show as written. The Director owns it and changes
/// it; its helpers (finding, taking the file) read it instead of calling back into the
/// Director, and report what should change as a `DetailOutcome`.
final class DetailState {
  /// The gist being shown, as loaded so far.
  private let document: any GistDocumentModel
  /// The file shown, by its place among the gist's files.
  var selectedFile = 0
  /// Whether Markdown, notebooks and tables show as written (m), rather than rendered.
  var markdownAsWritten: Bool

  /// The state of `document`'s gist, its files shown rendered unless `markdownAsWritten`.
  init(document: any GistDocumentModel, markdownAsWritten: Bool) {
    self.document = document
    self.markdownAsWritten = markdownAsWritten
  }

  /// The gist, when it is here.
  var gist: Gist? { document.current.value }

  /// Whether the gist is loading (again).
  var isLoading: Bool { document.current.isLoading }

  /// The file shown, when there is one.
  var shownFile: GistFile? {
    guard let files = gist?.files, files.indices.contains(selectedFile) else { return nil }
    return files[selectedFile]
  }
}
