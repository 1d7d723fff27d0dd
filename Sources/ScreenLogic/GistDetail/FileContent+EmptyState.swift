/// What a file that is not shown as text says instead.
extension FileContent {
  /// The words for a binary, empty, loading or failed file; nil for text, Markdown, a
  /// notebook, a table and the part of a large file, which are shown.
  public var emptyState: EmptyState? {
    switch self {
    case .text, .markdown, .notebook, .table, .partial: nil
    case .binary(let size, let about):
      EmptyState(
        picture: ["[ 0101 ]"], title: "A binary file (\(size.counted("byte")))",
        subtitle: (about.map { $0 + " · " } ?? "") + "not shown; on its gist S saves it, o opens it"
      )
    case .empty: EmptyState(picture: [], title: "An empty file", subtitle: "")
    case .loading: EmptyState(picture: [], title: "Loading the file…", subtitle: "")
    case .failed(let reason):
      EmptyState(picture: ["  /!\\  "], title: "Not loaded", subtitle: reason)
    }
  }
}
