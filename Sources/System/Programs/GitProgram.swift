import FoundationEssentials

/// The `git` dehub runs, found on a PATH (the command's environment's, not only the
/// process's, so a test can give one without git); `path` is nil when there is none.
public struct GitProgram: Sendable, Equatable {
  /// The program's path, or nil when no `git` is on the PATH.
  public let path: String?

  /// The git at `path` (nil: none).
  public init(path: String?) {
    self.path = path
  }

  /// No git: what a machine without it has.
  public static let missing = GitProgram(path: nil)

  /// The first executable `git` on `environment`'s PATH (the process's when nil).
  public static func onPath(_ environment: [String: String]? = nil) -> GitProgram {
    let search =
      (environment ?? ProcessInfo.processInfo.environment)["PATH"] ?? "/usr/bin:/bin"
    for folder in search.split(separator: ":") where folder.hasPrefix("/") {
      let candidate = "\(folder)/git"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return GitProgram(path: candidate)
      }
    }
    return .missing
  }

  /// Whether there is a git to run.
  public var isAvailable: Bool { path != nil }
}
