import GistValues
import Store

/// The one rule for turning "these files now hold this, those go, the description reads
/// so" into the `PATCH` an edit sends, for `dehub edit`'s flags and an agent's `edit_gist`
/// alike: only what differs from the gist as it is goes (a truncated file is not the whole
/// file, so it always goes), a file GitHub would refuse or a removal of a file the gist
/// lacks is refused, and a gist keeps at least one file.
public enum GistEdit {
  /// The changes to `current`: `description` when given and different, each of `set` (name
  /// → new text), and each of `remove` taken out. Throws a sentence when GitHub would refuse
  /// it or a file to remove is not there.
  public static func changes(
    to current: Gist, description: String? = nil, set: [(name: String, content: String)] = [],
    remove: [String] = []
  ) throws(GistError) -> GistChanges {
    var changes = GistChanges()
    if let description, description != (current.description ?? "") {
      changes.description = description
    }
    for name in remove {
      guard current.file(named: name) != nil else {
        throw GistError.local("The gist has no file \"\(name)\" to remove.")
      }
      changes.files[name] = .some(nil)
    }
    for (name, content) in set { try self.set(name, to: content, in: current, changes: &changes) }
    let kept = current.files.filter { changes.files[$0.filename] != .some(nil) }.count
    let added = changes.files.keys.filter {
      current.file(named: $0) == nil && changes.files[$0] != .some(nil)
    }.count
    if kept + added < 1 { throw GistError.local("A gist needs at least one file; keep one.") }
    return changes
  }

  /// Records in `changes` that file `name` now holds `content`, unless it already does (a
  /// truncated file's content is not the whole file: only complete ones compare); a file
  /// GitHub would refuse is an error that says why.
  public static func set(
    _ name: String, to content: String, in current: Gist, changes: inout GistChanges
  ) throws(GistError) {
    if let problem = GistValidation.problems(files: [(name, content)]).first {
      throw GistError.local(problem)
    }
    if let existing = current.file(named: name), !existing.truncated, existing.content == content {
      return
    }
    changes.files[name] = GistChanges.FileChange(content: content)
  }
}
