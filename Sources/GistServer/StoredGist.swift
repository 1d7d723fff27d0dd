import FoundationEssentials
import GistValues

/// A gist as the server keeps it: current files, every revision, comments and forks.
struct StoredGist {
  /// One revision: the state after a change.
  struct Revision {
    var version: String
    var user: String
    var committedAt: Date
    var description: String?
    var files: [String: String]
    var additions: Int
    var deletions: Int
    /// The binary files (only a push through git makes them).
    var binaries: [String: Data] = [:]
  }

  var id: String
  var owner: String
  var description: String?
  var isPublic: Bool
  var createdAt: Date
  var updatedAt: Date
  var files: [String: String]
  /// Files that are not text, by name: only a push through git makes them, and the API
  /// serves them base64-encoded.
  var binaries: [String: Data] = [:]
  /// Newest first.
  var revisions: [Revision] = []
  var comments: [GistComment] = []
  var forkOf: String?
  var forks: [String] = []

  /// The line changes between two file sets, counted as GitHub's `change_status` does (as
  /// `git diff --numstat`): a line is one ended by a newline, or the last one without it, so
  /// "a\n" is one line, not "a" and an empty one after it.
  static func lineChanges(from old: [String: String], to new: [String: String]) -> (Int, Int) {
    var additions = 0
    var deletions = 0
    for name in Set(old.keys).union(new.keys) {
      let before = lineCounts(old[name])
      let after = lineCounts(new[name])
      for (line, count) in after { additions += max(0, count - (before[line] ?? 0)) }
      for (line, count) in before { deletions += max(0, count - (after[line] ?? 0)) }
    }
    return (additions, deletions)
  }

  /// How many times each line occurs in `text` (none for no file or an empty one).
  static func lineCounts(_ text: String?) -> [Substring: Int] {
    var counts: [Substring: Int] = [:]
    guard let text, !text.isEmpty else { return counts }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The newline that ends the last line starts no line of its own.
    if text.hasSuffix("\n") { lines.removeLast() }
    for line in lines { counts[line, default: 0] += 1 }
    return counts
  }
}
