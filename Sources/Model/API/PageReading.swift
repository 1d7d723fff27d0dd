/// How much of a list page is read: every gist, or each gist's id and bytes only (what
/// `list --json` prints, when nothing is kept in the cache): no gist is built.
public enum PageReading: Sendable {
  /// Every gist, built.
  case gists
  /// Each gist's id and GitHub's bytes of it; the rest is checked and skipped.
  case identities
}
