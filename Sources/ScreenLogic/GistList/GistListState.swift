import GistValues
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
  /// Whether GitHub has more of the list than is loaded.
  var morePages = false

  /// Shows `shown`. The highlight stays on its gist wherever the gist moved (a filter, a
  /// refresh that brought gists in above it); when it is gone (deleted), the next gist still
  /// shown takes it (else the one before, else the first row). While nothing is shown
  /// (loading, no match) it is kept for when the rows come. `morePages`: whether GitHub has
  /// more of the list than is loaded.
  mutating func show(_ shown: GistListQuery.Shown, morePages: Bool = false) {
    let before = self.shown
    self.shown = shown
    self.morePages = morePages
    guard let first = shown.rows.first?.id else { return }
    guard let selected = selectedID, !shown.contains(selected) else {
      if selectedID == nil { selectedID = first }
      return
    }
    selectedID = first
    guard let gone = before.position(of: selected) else { return }
    let ids = Set(shown.rows.map(\.id))
    let after = before.rows[gone...].first { ids.contains($0.id) }
    let above = before.rows[..<gone].last { ids.contains($0.id) }
    if let near = after ?? above { selectedID = near.id }
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
