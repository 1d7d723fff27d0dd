import Basics
import FoundationEssentials
import GistValues
import GistWork
import Store

/// What a draft changes against the gist as it was opened (its `baseFiles`), file by file:
/// new, changed, renamed or removed, with lines added and removed; and the two versions as
/// gists, for the diff screen.
enum ComposeChanges {
  /// The rows of the compose screen for `draft`: its files by name, then the files it
  /// removes. A new gist's files carry no mark.
  static func rows(of draft: Draft) -> [ComposeFileRow] {
    var rows = draft.files.keys.sorted().map { name in
      let content = draft.files[name] ?? ""
      let binary = draft.isBinary(name)
      var row = ComposeFileRow(
        name: name, lines: binary ? 0 : lineCount(content),
        isBlank: !binary && content.trimmingWhitespace().isEmpty)
      if binary { row.binaryBytes = draft.bytes(of: name)?.count ?? 0 }
      guard draft.gistID != nil else { return row }
      let original = draft.originalNames?[name]
      guard let original, let base = draft.baseFiles?[original] else {
        row.change = .new
        row.mark = binary ? "new (binary)" : "new +\(lines(content))"
        return row
      }
      let how = binary ? "(binary)" : counts(from: base, to: content)
      if original != name {
        row.change = .renamed
        row.mark = "renamed from \(original)" + (base == content ? "" : " " + how)
      } else if base != content {
        row.change = .changed
        row.mark = "changed " + how
      }
      return row
    }
    for name in removed(by: draft) {
      let base = draft.baseFiles?[name] ?? ""
      rows.append(
        ComposeFileRow(
          name: name, lines: lineCount(base), isBlank: false, change: .removed,
          mark: "removed −\(lines(base))"))
    }
    return rows
  }

  /// The files of the gist as opened that `draft` removes, by name, sorted.
  static func removed(by draft: Draft) -> [String] {
    guard draft.gistID != nil, let base = draft.baseFiles else { return [] }
    let kept = Set((draft.originalNames ?? [:]).filter { draft.files[$0.key] != nil }.values)
    return base.keys.filter { !kept.contains($0) }.sorted()
  }

  /// Whether `draft` edits a gist and changes any of its files.
  /// How many lines `text` has (a last line without a newline counts).
  static func lineCount(_ text: String) -> Int {
    let newlines = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
  }

  /// Whether a diff of `draft` would show anything: a new gist's text or description, an
  /// edit's changed files or description.
  static func hasChanges(_ draft: Draft) -> Bool {
    draft.gistID == nil
      ? ComposeSending.canSend(draft) || !draft.description.isEmpty
      : changesFiles(draft) || draft.description != (draft.baseDescription ?? draft.description)
  }

  static func changesFiles(_ draft: Draft) -> Bool {
    rows(of: draft).contains { $0.change != nil }
  }

  /// How many lines `text` has.
  private static func lines(_ text: String) -> Int { GistDiff.splitLines(text).count }

  /// `+N −M`: the lines added and removed from `old` to `new`.
  static func counts(from old: String, to new: String) -> String {
    var added = 0
    var removed = 0
    for edit in LineDiff.edits(GistDiff.splitLines(old), GistDiff.splitLines(new)) {
      switch edit {
      case .added: added += 1
      case .removed: removed += 1
      case .same: break
      }
    }
    return "+\(added) −\(removed)"
  }

  /// The gist as `draft` opened it: nothing, for a new gist; an edit's files and
  /// description as they were (a draft saved before drafts recorded the description takes
  /// its own, so no change is shown that may not be one).
  static func base(of draft: Draft) -> Gist {
    guard draft.gistID != nil else { return gist(draft, description: "", files: [:]) }
    return gist(
      draft, description: draft.baseDescription ?? draft.description,
      files: draft.baseFiles ?? [:])
  }

  /// The gist as `draft` would make it.
  static func pending(_ draft: Draft) -> Gist {
    gist(draft, description: draft.description, files: draft.files)
  }

  private static func gist(_ draft: Draft, description: String, files: [String: String]) -> Gist {
    Gist(
      id: draft.gistID ?? "new", description: description, isPublic: draft.isPublic,
      files: files.keys.sorted().map { name in
        let content = files[name] ?? ""
        // A binary file's bytes are base64 here, as GitHub sends them: the diff says binary.
        return GistFile(
          filename: name, size: content.utf8.count, content: content,
          encoding: draft.isBinary(name) ? "base64" : nil)
      })
  }
}
