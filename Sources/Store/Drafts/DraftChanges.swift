import FoundationEssentials
import GistValues

/// What an edited draft changes on the server, as the one `PATCH` body that carries only
/// the changes: the description if it changed, files whose content changed, renamed files
/// (by their name on the server), added files, and removed files (as `null`). A binary
/// file's new bytes are not in it (the API takes text): `binaryCommits` are committed
/// through git after it; its rename or removal is.
public enum DraftChanges {
  /// The changes from `original` to `draft`.
  public static func changes(from original: Gist, to draft: Draft) -> GistChanges {
    var changes = GistChanges()
    if (original.description ?? "") != draft.description { changes.description = draft.description }
    let names = draft.originalNames ?? [:]
    var kept: Set<String> = []
    for (name, content) in draft.files {
      guard let serverName = names[name], let file = original.file(named: serverName) else {
        if !draft.isBinary(name) {
          changes.files[name] = .some(GistChanges.FileChange(content: content))
        }
        continue
      }
      kept.insert(serverName)
      let renamed = serverName != name
      // A binary file's bytes go through git (`binaryCommits`); only its name goes here.
      let edited = file.content != content && !draft.isBinary(name)
      if renamed || edited {
        changes.files[serverName] = .some(
          GistChanges.FileChange(content: edited ? content : nil, filename: renamed ? name : nil))
      }
    }
    for file in original.files where !kept.contains(file.filename) {
      changes.files[file.filename] = .some(nil)
    }
    return changes
  }

  /// The binary files `draft` adds or changes since it was opened, by the draft's names,
  /// that `server` (the gist now; nil: a new gist) does not hold as they are: what is
  /// committed through git after the `PATCH`. A binary file unchanged since the edit was
  /// opened is never sent again (GitHub gives the start of a large one: that start must not
  /// replace it).
  public static func binaryCommits(from server: Gist?, to draft: Draft) -> [String: Data] {
    var commits: [String: Data] = [:]
    for name in draft.binaryNames ?? [] {
      guard let content = draft.files[name], let bytes = draft.bytes(of: name) else { continue }
      let base = draft.originalNames?[name].flatMap { draft.baseFiles?[$0] }
      if base == content { continue }
      if let server, server.file(named: name)?.content == content { continue }
      commits[name] = bytes
    }
    return commits
  }

  /// A draft that makes `current` what `old` (the same gist at an earlier revision) was:
  /// its description and files, files added since removed, files removed since added.
  public static func draft(restoring old: Gist, over current: Gist) -> Draft {
    var draft = draft(editing: current)
    draft.description = old.description ?? ""
    draft.files = Dictionary(
      old.files.map { ($0.filename, $0.content ?? "") }, uniquingKeysWith: { first, _ in first })
    draft.originalNames = draft.originalNames?.filter { draft.files[$0.key] != nil }
    draft.binaryNames = nil
    for file in old.files where file.encoding == "base64" {
      draft.mark(file.filename, binary: true)
    }
    return draft
  }

  /// A draft that edits `gist` into what `changes` make of it: the draft whose `changes`
  /// from `gist` are `changes` (kept while a scripted edit is sent).
  public static func draft(editing gist: Gist, applying changes: GistChanges) -> Draft {
    var draft = draft(editing: gist)
    if let description = changes.description { draft.description = description }
    for (name, change) in changes.files {
      let before = draft.files[name]
      draft.files[name] = nil
      draft.originalNames?[name] = nil
      guard let change else { continue }
      let newName = change.filename ?? name
      draft.files[newName] = change.content ?? before ?? ""
      if before != nil { draft.originalNames?[newName] = name }
      if newName != name, draft.isBinary(name) {
        draft.mark(name, binary: false)
        draft.mark(newName, binary: change.content == nil)
      }
    }
    return draft
  }

  /// A draft that edits `gist` (whose truncated files were fetched whole).
  public static func draft(editing gist: Gist) -> Draft {
    var files: [String: String] = [:]
    var names: [String: String] = [:]
    for file in gist.files {
      files[file.filename] = file.content ?? ""
      names[file.filename] = file.filename
    }
    var draft = Draft(
      gistID: gist.id, description: gist.description ?? "", files: files, isPublic: gist.isPublic)
    draft.originalNames = names
    for file in gist.files where file.encoding == "base64" {
      draft.mark(file.filename, binary: true)
    }
    draft.baseUpdatedAt = gist.updatedAt
    draft.baseVersion = gist.history?.first?.version
    draft.baseFiles = files
    draft.baseDescription = gist.description ?? ""
    return draft
  }
}
