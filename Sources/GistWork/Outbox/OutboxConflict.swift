import GistValues

/// Why a write in the outbox was not sent: the gist it was made against changed or went.
enum OutboxConflict {
  /// The gist `id` changed on GitHub since the write was made.
  case changed(id: String)
  /// The gist `id` is gone from GitHub.
  case gone(id: String)

  /// The conflict in the user's words.
  var sentence: String {
    switch self {
    case .changed:
      "The gist changed on GitHub since this was written; GitHub's text is kept. Open it to "
        + "compare and send again, or drop it."
    case .gone:
      "The gist is gone from GitHub (deleted, or no longer visible to you). Open it to send "
        + "it as a new gist, or drop it."
    }
  }
}
