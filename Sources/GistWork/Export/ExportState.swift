import FoundationEssentials
import GistValues

/// What `dehub export` recorded in its folder (`.dehub-export.json`): which gists are
/// written whole, each with the ETag it was fetched with and the files written for it. A
/// gist is recorded only once its folder is complete, so a run stopped midway (Ctrl-C)
/// continues where it stopped, and a rerun asks each recorded gist with `If-None-Match`.
public struct ExportState: Codable, Sendable, Equatable {
  /// One gist written whole.
  public struct Entry: Codable, Sendable, Equatable {
    /// The ETag of the gist as written.
    public var etag: String?
    /// The files written for it (without `gist.json`), to remove those the gist dropped.
    public var files: [String]

    /// An entry.
    public init(etag: String?, files: [String]) {
      self.etag = etag
      self.files = files
    }
  }

  /// The file's name in the export folder.
  public static let fileName = ".dehub-export.json"

  /// The format's version.
  public var version = 1
  /// Whether the folders are git clones (`--git`).
  public var git: Bool
  /// The gists written whole, by id.
  public var gists: [String: Entry] = [:]

  /// A state with nothing written yet.
  public init(git: Bool) {
    self.git = git
  }

  /// The state recorded in `folder`, or nil when there is none. Read as the server's
  /// answers are: an entry whose id is not a plain gist id, or a file name that is not a
  /// plain name export would write (`..`, a path, `.git`), is left out, and `ignored` is
  /// told, so nothing the file says can point outside the folder.
  public static func load(from folder: URL, ignored: (String) -> Void = { _ in })
    throws(GistError) -> ExportState?
  {
    let url = folder.appendingPathComponent(fileName)
    guard let text = try LocalFiles.read(url) else { return nil }
    var state: ExportState
    do {
      state = try JSONDecoder().decode(ExportState.self, from: Data(text.utf8))
    } catch {
      throw GistError.local(
        "\(url.path) is not the record dehub export keeps; remove it to export afresh.")
    }
    for (id, entry) in state.gists {
      if ExportFolder.refusal(id: id) != nil {
        state.gists[id] = nil
        ignored("\(url.path): an entry that is not a plain gist id; left out.")
        continue
      }
      let files = entry.files.filter { ExportFolder.refusal(fileName: $0) == nil }
      if files.count != entry.files.count {
        ignored(
          "\(url.path): gist \(id) lists file names export would not write; they are left out.")
        state.gists[id]?.files = files
      }
    }
    return state
  }

  /// Writes the state to `folder` atomically.
  public func save(in folder: URL) throws(GistError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let bytes: Data
    do {
      bytes = try encoder.encode(self)
    } catch {
      throw GistError.local("Cannot record the export's progress.")
    }
    try LocalFiles.write(bytes: Array(bytes), to: folder.appendingPathComponent(Self.fileName))
  }
}
