import Model

/// The changes between two versions of a gist, file by file, as unified hunks with three
/// lines of context: files added, removed, changed (binary files are named, not shown).
public enum GistDiff {
  /// Lines of context around each change.
  public static let context = 3

  /// The diff from `old` to `new`.
  public static func lines(from old: Gist, to new: Gist) -> [DiffLine] {
    let oldFiles = Dictionary(old.files.map { ($0.filename, $0) }, uniquingKeysWith: { a, _ in a })
    let newFiles = Dictionary(new.files.map { ($0.filename, $0) }, uniquingKeysWith: { a, _ in a })
    var output: [DiffLine] = []
    if (old.description ?? "") != (new.description ?? "") {
      output += [
        DiffLine(.file, "description"), DiffLine(.removed, "-\(old.description ?? "")"),
        DiffLine(.added, "+\(new.description ?? "")"),
      ]
    }
    for name in Set(oldFiles.keys).union(newFiles.keys).sorted() {
      let before = oldFiles[name]
      let after = newFiles[name]
      let oldText = before.flatMap(\.content) ?? ""
      let newText = after.flatMap(\.content) ?? ""
      if before != nil && after != nil && oldText == newText { continue }
      let what = before == nil ? " (new file)" : after == nil ? " (deleted)" : ""
      output.append(DiffLine(.file, name + what))
      if isBinary(before) || isBinary(after) {
        output.append(DiffLine(.note, "binary file changed"))
        continue
      }
      output += hunks(splitLines(oldText), splitLines(newText))
    }
    if output.isEmpty { output.append(DiffLine(.note, "No changes: this is the current version.")) }
    return output
  }

  /// Unified hunks for two lists of lines.
  static func hunks(_ old: [Substring], _ new: [Substring]) -> [DiffLine] {
    let edits = LineDiff.edits(old, new)
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return [] }
    // Group the changes whose contexts touch into hunks of edit indices.
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        groups.append(range)
      }
    }
    var output: [DiffLine] = []
    for group in groups {
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      var body: [DiffLine] = []
      for edit in edits[group] {
        switch edit {
        case .same(let x, let y):
          oldStart = oldStart ?? x
          newStart = newStart ?? y
          oldCount += 1
          newCount += 1
          body.append(DiffLine(.context, " " + old[x]))
        case .removed(let x):
          oldStart = oldStart ?? x
          oldCount += 1
          body.append(DiffLine(.removed, "-" + old[x]))
        case .added(let y):
          newStart = newStart ?? y
          newCount += 1
          body.append(DiffLine(.added, "+" + new[y]))
        }
      }
      let oldFirst = oldCount == 0 ? (oldStart ?? 0) : (oldStart ?? 0) + 1
      let newFirst = newCount == 0 ? (newStart ?? 0) : (newStart ?? 0) + 1
      output.append(DiffLine(.hunk, "@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@"))
      output += body
    }
    return output
  }

  private static func splitLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func isBinary(_ file: GistFile?) -> Bool {
    guard let file, let content = file.content else { return false }
    return file.encoding == "base64" || content.contains("\u{0}")
  }
}
