import FoundationEssentials
import Model

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
  }

  var id: String
  var owner: String
  var description: String?
  var isPublic: Bool
  var createdAt: Date
  var updatedAt: Date
  var files: [String: String]
  /// Newest first.
  var revisions: [Revision] = []
  var comments: [GistComment] = []
  var forkOf: String?
  var forks: [String] = []

  /// The line changes between two file sets, counted as GitHub's `change_status` does.
  static func lineChanges(from old: [String: String], to new: [String: String]) -> (Int, Int) {
    var additions = 0
    var deletions = 0
    for name in Set(old.keys).union(new.keys) {
      var before: [Substring: Int] = [:]
      for line in (old[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      where old[name] != nil {
        before[line, default: 0] += 1
      }
      var after: [Substring: Int] = [:]
      for line in (new[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      where new[name] != nil {
        after[line, default: 0] += 1
      }
      for (line, count) in after { additions += max(0, count - (before[line] ?? 0)) }
      for (line, count) in before { deletions += max(0, count - (after[line] ?? 0)) }
    }
    return (additions, deletions)
  }
}
