import FoundationEssentials
import GistValues
import Model

/// A linked file's content on one side: text, which goes to GitHub through the API, or the
/// exact bytes of a binary file (an image, a PDF, an archive), which go through the gist's
/// git repository (`BinaryFiles`).
public enum SyncContent: Equatable, Sendable {
  /// UTF-8 text without NUL bytes.
  case text(String)
  /// Anything else, byte for byte.
  case binary(Data)

  /// The content of `bytes`: text when they are text the API takes, else binary.
  public init(bytes: Data) {
    if BinaryFiles.isBinary(bytes) {
      self = .binary(bytes)
    } else {
      self = .text(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The content of gist file `file`: a file GitHub sends base64-encoded is binary; nil
  /// when its base64 is broken.
  public init?(_ file: GistFile) {
    if file.encoding == "base64" {
      guard let bytes = file.bytes else { return nil }
      self = .binary(bytes)
    } else {
      self = .text(file.content ?? "")
    }
  }

  /// The text, nil for a binary file.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }

  /// Whether it is a binary file's bytes.
  public var isBinary: Bool { text == nil }

  /// The bytes written to a file.
  public var bytes: [UInt8] {
    switch self {
    case .text(let text): Array(text.utf8)
    case .binary(let data): Array(data)
    }
  }

  /// The hashes a link keeps: a binary file's are of its bytes exactly (a trailing newline
  /// is part of an image).
  public var hash: ContentHash {
    switch self {
    case .text(let text): ContentHash(text)
    case .binary(let data): ContentHash(exactly: data)
    }
  }

  /// A gist file of this content called `name` (a binary file's bytes base64-encoded, as
  /// GitHub sends them), for diffs.
  public func file(named name: String) -> GistFile {
    switch self {
    case .text(let text):
      GistFile(filename: name, size: text.utf8.count, content: text)
    case .binary(let data):
      GistFile(
        filename: name, size: data.count, content: data.base64EncodedString(),
        encoding: "base64")
    }
  }
}
