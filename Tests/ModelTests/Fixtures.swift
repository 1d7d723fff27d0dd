import Foundation

/// The committed copy of `../shared/github-api` (GitHub's gist OpenAPI description and its
/// examples, MIT licence), read by the decoding and request-schema tests.
enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/github-api")

  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(path))
  }

  static func json(_ path: String) throws -> Any {
    try JSONSerialization.jsonObject(with: data(path), options: [.fragmentsAllowed])
  }

  /// The shared folder beside the repository, when it is there.
  static var shared: URL? {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/github-api")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
