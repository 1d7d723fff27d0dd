import GistValues

/// The changes between two versions of a gist, file by file, as unified hunks with three
/// lines of context: files added, removed, changed (binary files are named, not shown).
public enum GistDiff {
  /// Lines of context around each change.
  public static let context = 3

  /// The diff from `old` to `new`, with `context` lines around each change (nil: whole
  /// files); inside a changed line, the words that changed are marked.
  public static func lines(from old: Gist, to new: Gist, context: Int? = Self.context)
    -> [DiffLine]
  {
    var output: [DiffLine] = []
    let (oldText, newText) = (old.description ?? "", new.description ?? "")
    if oldText != newText {
      // A description written or cleared has no line on the other side.
      output.append(DiffLine(.file, "description"))
      if !oldText.isEmpty { output.append(DiffLine(.removed, "-" + oldText)) }
      if !newText.isEmpty { output.append(DiffLine(.added, "+" + newText)) }
    }
    for (name, before, after) in changedFiles(from: old, to: new) {
      let what = before == nil ? " (new file)" : after == nil ? " (deleted)" : ""
      output.append(DiffLine(.file, name + what))
      if isBinary(before) || isBinary(after) {
        output.append(DiffLine(.note, "binary file changed"))
        continue
      }
      var body = WordDiff.marked(
        hunks(lines(of: before), lines(of: after), context: context ?? Int.max / 4))
      for index in body.indices {
        body[index].filename = name
        body[index].language = (after ?? before)?.language
      }
      output += body
    }
    if output.isEmpty { output.append(DiffLine(.note, Self.noChanges)) }
    return output
  }

  /// What a diff of two equal versions says.
  static let noChanges = "No changes: this is the current version."

  /// Whether `lines` (from `lines(from:to:)`) say there is no change.
  public static func isUnchanged(_ lines: [DiffLine]) -> Bool {
    lines == [DiffLine(.note, noChanges)]
  }

  /// The diff from `old` to `new` as `diff -u` writes it (`--- a/NAME`, `+++ b/NAME`,
  /// `/dev/null` for a file added or removed), for `patch` and `git apply`; a changed
  /// description comes first as two lines that are not part of any file. `sides` names
  /// whose each version is (`("GitHub's", "here")`): after a tab on the `---` and `+++`
  /// lines, where `diff -u` puts a file's time and `patch` and `git apply` read past it.
  public static func unified(
    from old: Gist, to new: Gist, sides: (old: String, new: String)? = nil
  ) -> String {
    var output: [String] = []
    if (old.description ?? "") != (new.description ?? "") {
      output += [
        "description was: \(old.description ?? "")", "description now: \(new.description ?? "")",
      ]
    }
    for file in patches(from: old, to: new) {
      let labels = sides.map { ("\t(\($0.old))", "\t(\($0.new))") } ?? ("", "")
      output.append(
        "--- " + (file.status == "added" ? "/dev/null" : "a/\(file.filename)") + labels.0)
      output.append(
        "+++ " + (file.status == "removed" ? "/dev/null" : "b/\(file.filename)") + labels.1)
      output.append(file.patch ?? "Binary files differ")
    }
    return output.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
  }

  /// One file's change, in the shape of GitHub's compare API's `files`.
  public struct FilePatch: Codable, Equatable, Sendable {
    /// The file's name.
    public var filename: String
    /// `added`, `removed` or `modified`.
    public var status: String
    /// Lines added.
    public var additions: Int
    /// Lines removed.
    public var deletions: Int
    /// Lines added and removed.
    public var changes: Int
    /// The unified hunks; nil for a binary file.
    public var patch: String?
  }

  /// Each changed file from `old` to `new`, by name.
  public static func patches(from old: Gist, to new: Gist) -> [FilePatch] {
    changedFiles(from: old, to: new).map { name, before, after in
      let status = before == nil ? "added" : after == nil ? "removed" : "modified"
      guard !isBinary(before) && !isBinary(after) else {
        return FilePatch(
          filename: name, status: status, additions: 0, deletions: 0, changes: 0, patch: nil)
      }
      let hunks = hunks(lines(of: before), lines(of: after))
      let added = hunks.filter { $0.kind == .added }.count
      let removed = hunks.filter { $0.kind == .removed }.count
      return FilePatch(
        filename: name, status: status, additions: added, deletions: removed,
        changes: added + removed, patch: hunks.map { $0.text + "\n" }.joined())
    }
  }

  /// Unified hunks for two lists of lines.
  static func hunks(_ old: [Substring], _ new: [Substring], context: Int = Self.context)
    -> [DiffLine]
  {
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

  /// The files that differ between `old` and `new`, by name: before, after (nil when the
  /// file is added or removed).
  private static func changedFiles(from old: Gist, to new: Gist) -> [(
    name: String, before: GistFile?, after: GistFile?
  )] {
    let oldFiles = Dictionary(old.files.map { ($0.filename, $0) }, uniquingKeysWith: { a, _ in a })
    let newFiles = Dictionary(new.files.map { ($0.filename, $0) }, uniquingKeysWith: { a, _ in a })
    return Set(oldFiles.keys).union(newFiles.keys).sorted().compactMap { name in
      let before = oldFiles[name]
      let after = newFiles[name]
      let same = before != nil && after != nil && before?.content == after?.content
      return same ? nil : (name, before, after)
    }
  }

  private static func lines(of file: GistFile?) -> [Substring] {
    splitLines(file.flatMap(\.content) ?? "")
  }

  /// The lines of `text` (a last newline ends the last line; it does not start another).
  public static func splitLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func isBinary(_ file: GistFile?) -> Bool {
    guard let file, let content = file.content else { return false }
    return file.encoding == "base64" || content.contains("\u{0}")
  }
}
