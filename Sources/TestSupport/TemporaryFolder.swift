import Foundation

/// A folder of its own under the system's temporary folder (not made until something is
/// put in it), removed with everything in it when the value goes.
public final class TemporaryFolder: Sendable {
  /// Where it is.
  public let url: URL

  /// A new folder, its name starting with `prefix`.
  public init(_ prefix: String = "dehub-test") {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID())")
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
