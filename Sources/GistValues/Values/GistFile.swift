import FoundationEssentials

/// One file of a gist. List responses carry no `content`; a file over 1 MB has
/// `truncated == true` and only part of its content, the whole being at `rawURL`.
public struct GistFile: Codable, Equatable, Hashable, Sendable {
  /// The file's name, unique within the gist.
  public var filename: String
  /// The language GitHub detected.
  public var language: String?
  /// Size in bytes.
  public var size: Int
  /// Whether `content` is cut short.
  public var truncated: Bool
  /// The type, address, content and encoding, out of line: a listed file has none.
  var body: SharedValue<GistFileBody>?

  /// The MIME type GitHub guessed.
  public var type: String? {
    get { body[\.type] }
    set { body[\.type] = newValue }
  }
  /// Where the whole content is served.
  public var rawURL: String? {
    get { body[\.rawURL] }
    set { body[\.rawURL] = newValue }
  }
  /// The content, when the response carries it.
  public var content: String? {
    get { body[\.content] }
    set { body[\.content] = newValue }
  }
  /// How `content` is encoded (`utf-8`, or `base64` for binary files).
  public var encoding: String? {
    get { body[\.encoding] }
    set { body[\.encoding] = newValue }
  }

  /// A file.
  public init(
    filename: String, type: String? = nil, language: String? = nil, rawURL: String? = nil,
    size: Int = 0, truncated: Bool = false, content: String? = nil, encoding: String? = nil
  ) {
    self.filename = filename
    self.language = language
    self.size = size
    self.truncated = truncated
    self.body =
      GistFileBody(type: type, rawURL: rawURL, content: content, encoding: encoding)
      .outOfLine
  }

  enum CodingKeys: String, CodingKey {
    case filename, type, language, size, truncated, content, encoding
    case rawURL = "raw_url"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    filename = container.lenient(String.self, forKey: .filename) ?? ""
    language = container.lenient(String.self, forKey: .language)
    size = container.lenient(Int.self, forKey: .size) ?? 0
    truncated = container.lenient(Bool.self, forKey: .truncated) ?? false
    body =
      GistFileBody(
        type: container.lenient(String.self, forKey: .type),
        rawURL: container.lenient(String.self, forKey: .rawURL),
        content: container.lenient(String.self, forKey: .content),
        encoding: container.lenient(String.self, forKey: .encoding)
      ).outOfLine
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(filename, forKey: .filename)
    try container.encodeIfPresent(type, forKey: .type)
    try container.encodeIfPresent(language, forKey: .language)
    try container.encodeIfPresent(rawURL, forKey: .rawURL)
    try container.encode(size, forKey: .size)
    try container.encode(truncated, forKey: .truncated)
    try container.encodeIfPresent(content, forKey: .content)
    try container.encodeIfPresent(encoding, forKey: .encoding)
  }

  /// Whether the file is Markdown, by GitHub's language or its name.
  public var isMarkdown: Bool {
    if let language, language.lowercased() == "markdown" { return true }
    let lowered = filename.lowercased()
    return [".md", ".markdown", ".mdown", ".mkd"].contains { lowered.hasSuffix($0) }
  }

  /// The file's bytes: `content` decoded from base64 when `encoding` says so, its UTF-8
  /// otherwise; nil when there is no content (or the base64 is broken).
  public var bytes: Data? {
    guard let content else { return nil }
    if encoding == "base64" {
      return Data(base64Encoded: content, options: .ignoreUnknownCharacters)
    }
    return Data(content.utf8)
  }
}
