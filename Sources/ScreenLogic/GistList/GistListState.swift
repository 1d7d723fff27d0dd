import Model

/// What the list holds now: the gists kept and shown, the highlight and what is typed. The
/// Director owns it and changes it; its helpers read it (a gist by id, whether one is
/// starred, what is shown) instead of calling back into the Director.
struct GistListState {
  /// Which gists the list keeps and shows, and their rows.
  var query = GistListQuery()
  /// What the filter shows now.
  var shown = GistListQuery.Shown()
  /// Browsing, typing the filter or a user name, and what is typed.
  var typing = GistListTyping()
  /// The highlighted gist, by id (nil: the first row).
  var selectedID: String?

  /// Shows `shown`. The highlight stays on its gist wherever the gist moved (a filter, a
  /// refresh that brought gists in above it); when it is gone, the first row takes it. While
  /// nothing is shown (loading, no match) it is kept for when the rows come.
  mutating func show(_ shown: GistListQuery.Shown) {
    self.shown = shown
    if let first = shown.rows.first?.id, selectedID.map({ !shown.contains($0) }) ?? true {
      selectedID = first
    }
  }

  /// The gist `id` as the list has it.
  func listed(_ id: String) -> Gist? {
    shown.gists.first { $0.id == id } ?? query.gist(id)
  }

  /// Whether gist `id` is starred, as far as the list knows.
  func isStarred(_ id: String) -> Bool { query.isStarred(id) }

  /// The highlighted gist, as shown.
  var highlighted: Gist? {
    selectedID.flatMap { id in shown.gists.first { $0.id == id } }
  }
}
