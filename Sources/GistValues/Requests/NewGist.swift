/// The body of `POST /gists`: a new gist.
public struct NewGist: Codable, Equatable, Sendable {
  /// One file's content.
  public struct File: Codable, Equatable, Sendable {
    /// The text.
    public var content: String
    /// A file with `content`.
    public init(content: String) { self.content = content }
  }

  /// The description (may be empty).
  public var description: String?
  /// The files by name.
  public var files: [String: File]
  /// Whether the gist is public (GitHub makes it secret by default).
  public var isPublic: Bool

  /// A new gist.
  public init(description: String?, files: [String: String], isPublic: Bool) {
    self.description = description
    self.files = files.mapValues(File.init(content:))
    self.isPublic = isPublic
  }

  enum CodingKeys: String, CodingKey {
    case description, files
    case isPublic = "public"
  }

  /// Reads a new gist as GitHub does: `public` may be left out (secret), or be
  /// `"true"`/`"false"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    description = try container.decodeIfPresent(String.self, forKey: .description)
    files = try container.decode([String: File].self, forKey: .files)
    if let text = try? container.decodeIfPresent(String.self, forKey: .isPublic) {
      guard text == "true" || text == "false" else {
        throw DecodingError.dataCorruptedError(
          forKey: .isPublic, in: container, debugDescription: "public is not true or false")
      }
      isPublic = text == "true"
    } else {
      isPublic = try container.decodeIfPresent(Bool.self, forKey: .isPublic) ?? false
    }
  }
}
