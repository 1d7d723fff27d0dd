import FoundationEssentials

/// The demo's one file over GitHub's 1 MB (24,000 lines of a server log), which the API
/// sends truncated; `dehub-server --large-log` and the tests' demo data add it.
public enum LargeLog {
  /// The gist, owned by `you`.
  public static var gist: SeedGist {
    let lines = (1...24_000).map {
      "2026-11-\(10 + $0 % 20)T12:\(10 + $0 % 50):00Z INFO request \($0) served in \($0 % 97) ms"
    }
    return SeedGist(
      id: "b16f11e", owner: "you",
      description: "A large server log (over 1 MB, truncated by the API)",
      isPublic: false, files: ["server.log": lines.joined(separator: "\n") + "\n"],
      hoursAgo: 30)
  }
}
