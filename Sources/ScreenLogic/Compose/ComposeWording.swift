import Store

/// What the compose screen says about a draft: its description and visibility lines, what
/// shows while it has no files, and the title of its diff. Keys are named as `key` gives
/// them (remapped by `[keys]`).
enum ComposeWording {
  /// The description line, the visibility in words ("secret (p makes it public)", "public
  /// (p makes it secret)") and the empty state of no files, for `draft`; `key(name, usual)`
  /// names an action's key.
  static func sheet(of draft: Draft, key: (String, String) -> String) -> (
    description: String, visibility: String, noFiles: EmptyState
  ) {
    let visibility = draft.isPublic ? "public" : "secret"
    return (
      "Description: "
        + (draft.description.isEmpty
          ? "(none; \(key("description", "D")) to write one)" : draft.description),
      draft.gistID == nil
        ? visibility
          + " (\(key("visibility", "p")) makes it \(draft.isPublic ? "secret" : "public"))"
        : visibility + " (GitHub does not change it once the gist is made)",
      EmptyState(
        title: "No files yet",
        subtitle:
          "press \(key("add-file", "a")) to write one in your editor, "
          + "\(key("add-local-file", "A")) to add a local file")
    )
  }

  /// The title of the diff of what a send of `draft` would change.
  static func changesTitle(of draft: Draft) -> String {
    draft.gistID == nil
      ? "The new gist, not sent yet"
      : "Your changes to “\(ComposeDirector.name(of: draft))”, not sent yet"
  }

  /// Why a binary file is not opened in the editor.
  static func binaryNotEdited(_ name: String) -> String {
    "\(name) is a binary file: it goes as it is; it can be renamed or removed here, or "
      + "added again from a local file."
  }
}
