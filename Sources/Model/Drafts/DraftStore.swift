import Foundation

/// Drafts under `$XDG_STATE_HOME/dehub/drafts/`, one JSON file each, written atomically
/// (a temporary file, fsync, rename), so a crash or power loss leaves the old or the new
/// draft, never half of one.
public struct DraftStore: Sendable {
  /// The folder.
  public let folder: URL

  /// A store in `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// Where `draft` is saved.
  public func file(for draft: Draft) -> URL {
    folder.appendingPathComponent("\(draft.id).json")
  }

  /// Saves `draft`; returns its file.
  @discardableResult
  public func save(_ draft: Draft) throws(GistError) -> URL {
    let target = file(for: draft)
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      chmod(folder.path, 0o700)
      let data = try GistJSON.encoder(pretty: true).encode(draft)
      let temporary = folder.appendingPathComponent(".\(draft.id).tmp")
      guard AtomicFile.write(data, to: target, through: temporary) else {
        throw GistError.local("Cannot save the draft to \(target.path).")
      }
    } catch let error as GistError {
      throw error
    } catch {
      throw GistError.local("Cannot save the draft in \(folder.path).")
    }
    return target
  }

  /// Every readable draft, oldest first. Unreadable files are left alone, not deleted, and
  /// said once in the process (`Notices`): how many, and in which folder.
  public func all() -> [Draft] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let decoder = GistJSON.decoder()
    var skipped = 0
    let drafts = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .compactMap { name -> Draft? in
        let draft = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
          .flatMap { try? decoder.decode(Draft.self, from: $0) }
        if draft == nil { skipped += 1 }
        return draft
      }
    if skipped > 0 {
      Notices.post(
        "Skipped \(skipped) draft file\(skipped == 1 ? "" : "s") that could not be read in "
          + "\(folder.path) (left there, not deleted).", key: "unreadable drafts \(folder.path)")
    }
    return drafts.sorted { $0.savedAt < $1.savedAt }
  }

  /// The readable drafts that edit gist `id`, oldest first.
  public func drafts(editing id: String) -> [Draft] {
    all().filter { $0.gistID == id }
  }

  /// Removes a draft (after the server confirmed it).
  public func remove(_ draft: Draft) {
    unlink(file(for: draft).path)
  }
}
