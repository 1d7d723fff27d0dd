import FoundationEssentials

/// The annotated default configuration, built into the binary.
enum DefaultConfig {
  /// Writes the annotated default configuration to `file` when there is none yet (first
  /// run), so the user finds every setting explained where dehub reads it.
  static func install(at file: URL) {
    guard !FileManager.default.fileExists(atPath: file.path) else { return }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(EmbeddedFiles.defaultConfig.utf8).write(to: file, options: .withoutOverwriting)
  }
}
