import GistValues

/// What a `PATCH` of `changes` does to a gist, in words and as a diff, before or after it is
/// sent: a line per file (`main.py +3 −1`, `new.sh added +2`, `old.txt removed −4`,
/// `b.md renamed from a.md`), and the unified diff of exactly that.
public enum PendingChanges {
  /// One line per changed file, by name, and one for the description when it changes.
  public static func summary(of changes: GistChanges, to current: Gist) -> [String] {
    var lines = files(changes, current).map { file -> String in
      var text = file.name
      switch file.status {
      case .added: text += " added"
      case .removed: text += " removed"
      case .renamed(let old): text += " renamed from \(old)"
      case .modified: break
      }
      let (added, removed) = counts(file.hunks)
      if case .renamed = file.status, added + removed == 0 { return text }
      switch file.status {
      case .added: return text + " +\(added)"
      case .removed: return text + " −\(removed)"
      default: return text + " +\(added) −\(removed)"
      }
    }
    if changes.description != nil { lines.insert("description changed", at: 0) }
    return lines
  }

  /// The unified diff of `changes` to `current`, as `diff -u` writes it (`--- a/OLD`,
  /// `+++ b/NEW`, `/dev/null` for a file added or removed); a changed description comes
  /// first, in the two lines `dehub diff` writes for it.
  public static func unified(of changes: GistChanges, to current: Gist) -> String {
    var output: [String] = []
    if let description = changes.description {
      output += [
        "description was: \(current.description ?? "")", "description now: \(description)",
      ]
    }
    for file in files(changes, current) {
      let old: String
      switch file.status {
      case .added: old = "/dev/null"
      case .renamed(let name): old = "a/\(name)"
      default: old = "a/\(file.name)"
      }
      output.append("--- " + old)
      output.append("+++ " + (file.status == .removed ? "/dev/null" : "b/\(file.name)"))
      output += file.hunks.map(\.text)
    }
    return output.map { $0 + "\n" }.joined()
  }

  private enum Status: Equatable {
    case added, removed, modified
    case renamed(from: String)
  }

  /// Each changed file under its new name, in name order, with its hunks.
  private static func files(_ changes: GistChanges, _ current: Gist) -> [(
    name: String, status: Status, hunks: [DiffLine]
  )] {
    changes.files.map { name, change in
      let before = current.file(named: name)?.content
      guard let change else {
        return (name, .removed, hunks(before, nil))
      }
      let after = change.content ?? before
      guard current.file(named: name) != nil else { return (name, .added, hunks(nil, after)) }
      if let renamed = change.filename, renamed != name {
        return (renamed, .renamed(from: name), hunks(before, after))
      }
      return (name, .modified, hunks(before, after))
    }.sorted { $0.name < $1.name }
  }

  private static func hunks(_ before: String?, _ after: String?) -> [DiffLine] {
    GistDiff.hunks(GistDiff.splitLines(before ?? ""), GistDiff.splitLines(after ?? ""))
  }

  private static func counts(_ hunks: [DiffLine]) -> (added: Int, removed: Int) {
    (hunks.filter { $0.kind == .added }.count, hunks.filter { $0.kind == .removed }.count)
  }
}
