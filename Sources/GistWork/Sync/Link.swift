import FoundationEssentials

/// A local file joined to one gist file, or a local folder joined to a whole gist (one gist
/// file per regular file in the folder), with the account and API host it belongs to and,
/// per file, the content both sides had at the last sync.
public struct Link: Codable, Equatable, Sendable {
  /// One gist file of the link and its baseline.
  public struct File: Codable, Equatable, Sendable {
    /// The gist file's name (for a folder, also the local file's name in it).
    public var name: String
    /// The hashes both sides had at the last sync; nil before the first.
    public var baseline: ContentHash?

    /// A linked file.
    public init(name: String, baseline: ContentHash?) {
      self.name = name
      self.baseline = baseline
    }
  }

  /// The local file or folder, an absolute path.
  public var path: String
  /// Whether `path` is a folder (the whole gist) or a file (one gist file).
  public var isFolder: Bool
  /// The gist's id.
  public var gistID: String
  /// The API the gist lives on (`https://api.github.com`).
  public var host: String
  /// The account the link was made with, when known.
  public var login: String?
  /// The linked files with their baselines.
  public var files: [File]
  /// The gist's ETag when it was last read, to revalidate it.
  public var etag: String?
  /// Whether a difference only in trailing newlines counts (off: it counts as equal).
  public var exactNewlines: Bool

  /// A link.
  public init(
    path: String, isFolder: Bool, gistID: String, host: String, login: String? = nil,
    files: [File], etag: String? = nil, exactNewlines: Bool = false
  ) {
    self.path = path
    self.isFolder = isFolder
    self.gistID = gistID
    self.host = host
    self.login = login
    self.files = files
    self.etag = etag
    self.exactNewlines = exactNewlines
  }

  /// The local file that holds gist file `name`.
  public func localURL(of name: String) -> URL {
    isFolder
      ? URL(fileURLWithPath: path).appendingPathComponent(name) : URL(fileURLWithPath: path)
  }

  /// The folder the link's files are written in.
  public var folder: URL {
    isFolder ? URL(fileURLWithPath: path) : URL(fileURLWithPath: path).deletingLastPathComponent()
  }

  /// The baseline of gist file `name`, when the link has one.
  public func baseline(of name: String) -> ContentHash? {
    files.first { $0.name == name }?.baseline
  }

  /// Records that gist file `name` and the local file both hold text hashed `hash` now (nil:
  /// the file is gone from both sides and leaves the link).
  public mutating func settle(_ name: String, at hash: ContentHash?) {
    if let index = files.firstIndex(where: { $0.name == name }) {
      if let hash { files[index].baseline = hash } else { files.remove(at: index) }
    } else if let hash {
      files.append(File(name: name, baseline: hash))
      files.sort { $0.name < $1.name }
    }
  }

  /// What the link is called in messages: its path.
  public var title: String { path }

  enum CodingKeys: String, CodingKey {
    case path, isFolder, gistID, host, login, files, etag, exactNewlines
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    path = try container.decode(String.self, forKey: .path)
    isFolder = try container.decode(Bool.self, forKey: .isFolder)
    gistID = try container.decode(String.self, forKey: .gistID)
    host = try container.decode(String.self, forKey: .host)
    login = try container.decodeIfPresent(String.self, forKey: .login)
    files = try container.decode([File].self, forKey: .files)
    etag = try container.decodeIfPresent(String.self, forKey: .etag)
    exactNewlines = try container.decodeIfPresent(Bool.self, forKey: .exactNewlines) ?? false
  }
}
