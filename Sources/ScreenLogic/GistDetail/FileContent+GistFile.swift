import GistValues

extension FileContent {
  /// What to show for `file`: its text, or that it is binary (base64-encoded, or holding
  /// NUL bytes or replacement characters from undecodable bytes). A file whose text has not
  /// arrived is loading, or failed (with `failure`, why, and `retryKey`, the screen's key
  /// that tries again), never binary.
  public static func of(
    _ file: GistFile, loading: Bool, failure: String? = nil, retryKey: String? = nil
  ) -> FileContent {
    guard let text = file.content else {
      if loading { return .loading }
      if file.size == 0 && failure == nil { return .empty }
      return .failed(
        ContentStatus.retrying(
          "The file could not be loaded: \(failure ?? "its text did not arrive.")", key: retryKey))
    }
    if file.encoding == "base64" || text.contains("\u{0}") || text.contains("\u{FFFD}") {
      var about = [file.filename]
      if let type = file.type { about.append(type) }
      if file.encoding == "base64", let bytes = file.bytes, let size = ImageSize.of(bytes) {
        about.append(size.words)
      }
      return .binary(size: file.size, about: about.joined(separator: " · "))
    }
    if file.truncated && !loading {
      return .partial(
        text, language: file.language,
        note:
          "Over \(BodyLimit.megabytes(BodyLimit.rawFile)): only the start is shown; C clones it all."
      )
    }
    return text.isEmpty ? .empty : .text(text, language: file.language)
  }
}
