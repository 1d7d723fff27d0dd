/// The body of `PATCH /gists/{id}`: only what changed.
///
/// A file maps to new content, a new name, both, or `null` (delete it). Files left out
/// are unchanged.
public struct GistChanges: Codable, Equatable, Sendable {
  /// A change to one file.
  public struct FileChange: Codable, Equatable, Sendable {
    /// New content, when it changes.
    public var content: String?
    /// New name, when the file is renamed.
    public var filename: String?

    /// A change of content and/or name.
    public init(content: String? = nil, filename: String? = nil) {
      self.content = content
      self.filename = filename
    }
  }

  /// A new description, when it changes.
  public var description: String?
  /// File changes by current name; nil deletes the file.
  public var files: [String: FileChange?]

  /// Changes to a gist.
  public init(description: String? = nil, files: [String: FileChange?] = [:]) {
    self.description = description
    self.files = files
  }

  /// Whether nothing would change.
  public var isEmpty: Bool { description == nil && files.isEmpty }

  enum CodingKeys: String, CodingKey { case description, files }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    files = try container.decodeIfPresent([String: FileChange?].self, forKey: .files) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(description, forKey: .description)
    if !files.isEmpty { try container.encode(files, forKey: .files) }
  }
}
