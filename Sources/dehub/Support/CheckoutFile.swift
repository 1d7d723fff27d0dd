import Foundation

/// Files of the checkout the binary was built in (`Config/…`), found by walking up from the
/// executable (`.build/<triple>/<configuration>/dehub`).
enum CheckoutFile {
  /// `relativePath` in the nearest folder above the binary that has it.
  static func find(_ relativePath: String) -> URL? {
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<8 {
      let candidate = folder.appendingPathComponent(relativePath)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// Copies the annotated default configuration to `file` when there is none yet (first
  /// run), so the user finds every setting explained where dehub reads it.
  static func installDefaultConfig(at file: URL) {
    guard !FileManager.default.fileExists(atPath: file.path),
      let source = find("Config/config.toml")
    else { return }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.copyItem(at: source, to: file)
  }
}
