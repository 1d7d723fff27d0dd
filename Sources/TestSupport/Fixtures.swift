import Foundation

/// The committed copy of `../shared/github-api` (GitHub's gist OpenAPI description and its
/// examples, MIT licence) in `Tests/ModelTests/Fixtures`, read by the decoding tests
/// (GistValuesTests) and the request-schema tests (ModelTests).
public enum Fixtures {
  /// The package's folder.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the committed copy.
  public static let root = packageRoot.appendingPathComponent(
    "Tests/ModelTests/Fixtures/github-api")

  /// The bytes of the file at `path` in the copy.
  public static func data(_ path: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(path))
  }

  /// The JSON of the file at `path` in the copy, as `JSONSerialization` reads it.
  public static func json(_ path: String) throws -> Any {
    try JSONSerialization.jsonObject(with: data(path), options: [.fragmentsAllowed])
  }

  /// The shared folder beside the repository, when it is there.
  public static var shared: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/github-api")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
