/// What a gist has beside what a list shows: its API and git addresses, forks and
/// revisions. A `Gist` keeps them out of line, behind one reference (see `SharedValue`),
/// and a listed gist has none: 8 bytes of each gist instead of 48.
struct GistExtras: OutOfLineFields {
  /// The API URL of the gist.
  var url: String?
  /// The git URL to clone from.
  var gitPullURL: String?
  /// The forks, on single-gist responses (older API versions).
  var forks: [GistForkInfo]?
  /// The revisions, on single-gist responses (older API versions).
  var history: [GistCommit]?

  /// Whether there are none.
  var isEmpty: Bool { url == nil && gitPullURL == nil && forks == nil && history == nil }
}
