import FoundationEssentials

/// One file of a gist. List responses carry no `content`; a file over 1 MB has
/// `truncated == true` and only part of its content, the whole being at `rawURL`.
public struct GistFile: Codable, Equatable, Hashable, Sendable {
  /// The file's name, unique within the gist.
  public var filename: String
  /// The MIME type GitHub guessed.
  public var type: String?
  /// The language GitHub detected.
  public var language: String?
  /// Where the whole content is served.
  public var rawURL: String?
  /// Size in bytes.
  public var size: Int
  /// Whether `content` is cut short.
  public var truncated: Bool
  /// The content, when the response carries it.
  public var content: String?
  /// How `content` is encoded (`utf-8`, or `base64` for binary files).
  public var encoding: String?

  /// A file.
  public init(
    filename: String, type: String? = nil, language: String? = nil, rawURL: String? = nil,
    size: Int = 0, truncated: Bool = false, content: String? = nil, encoding: String? = nil
  ) {
    self.filename = filename
    self.type = type
    self.language = language
    self.rawURL = rawURL
    self.size = size
    self.truncated = truncated
    self.content = content
    self.encoding = encoding
  }

  enum CodingKeys: String, CodingKey {
    case filename, type, language, size, truncated, content, encoding
    case rawURL = "raw_url"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    filename = container.lenient(String.self, forKey: .filename) ?? ""
    type = container.lenient(String.self, forKey: .type)
    language = container.lenient(String.self, forKey: .language)
    rawURL = container.lenient(String.self, forKey: .rawURL)
    size = container.lenient(Int.self, forKey: .size) ?? 0
    truncated = container.lenient(Bool.self, forKey: .truncated) ?? false
    content = container.lenient(String.self, forKey: .content)
    encoding = container.lenient(String.self, forKey: .encoding)
  }

  /// Whether the file is Markdown, by GitHub's language or its name.
  public var isMarkdown: Bool {
    if let language, language.lowercased() == "markdown" { return true }
    let lowered = filename.lowercased()
    return [".md", ".markdown", ".mdown", ".mkd"].contains { lowered.hasSuffix($0) }
  }
}
