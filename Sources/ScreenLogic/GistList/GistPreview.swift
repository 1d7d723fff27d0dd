/// What the list's preview pane shows: the highlighted gist's first file.
public struct GistPreview: Equatable, Sendable {
  /// The gist's id.
  public var id: String
  /// Its description or first file name.
  public var title: String
  /// The file shown ("" when the gist has none).
  public var filename: String
  /// How many files the gist has.
  public var fileCount: Int
  /// The file's content, or why it is not there.
  public var content: FileContent
  /// Whether GitHub listed only part of the gist's files ("1 of 300+ files").
  public var hasMoreFiles = false

  /// The line under the title: the file's name, and how many the gist has when more.
  public var info: String {
    fileCount > 1 || hasMoreFiles
      ? "\(filename) · 1 of \(fileCount)\(hasMoreFiles ? "+" : "") files · Enter opens the gist"
      : filename
  }

  /// What the pane says instead of a file: nothing highlighted, or the file's own state.
  public var emptyState: EmptyState? {
    id.isEmpty ? EmptyState(picture: [], title: "Nothing to preview", subtitle: "") : nil
  }

  /// A preview.
  public init(id: String, title: String, filename: String, fileCount: Int, content: FileContent) {
    self.id = id
    self.title = title
    self.filename = filename
    self.fileCount = fileCount
    self.content = content
  }
}
