import FoundationEssentials
import GistValues

/// A gist being composed or edited, as saved on disk until the server confirmed it.
public struct Draft: Codable, Equatable, Sendable, Identifiable {
  /// The draft's own id (a file name).
  public var id: String
  /// The gist it edits, nil for a new gist.
  public var gistID: String?
  /// The description.
  public var description: String
  /// File name to content.
  public var files: [String: String]
  /// Public or secret.
  public var isPublic: Bool
  /// When it was last saved.
  public var savedAt: Date
  /// The last error sending it, when sending failed.
  public var lastError: String?
  /// For an edit: each file's name on the server, by its name in the draft (renames).
  public var originalNames: [String: String]?
  /// For an edit: when the gist was last updated when it was opened (to see conflicts).
  public var baseUpdatedAt: Date?
  /// For an edit: the gist's newest revision when it was opened (GitHub's times are in
  /// whole seconds, so two changes in one second share one time; revisions never do).
  public var baseVersion: String?
  /// For an edit: each file's content on the server when it was opened, by its name there
  /// (the base of a three-way comparison when the gist changed meanwhile).
  public var baseFiles: [String: String]?
  /// For an edit: the description on the server when it was opened (nil in drafts saved
  /// before drafts recorded it).
  public var baseDescription: String?
  /// When a send of this new gist failed in a way that may have created it all the same
  /// (the answer was lost): the next send looks for it first.
  public var uncertainSendAt: Date?
  /// The API host (its base URL) the draft was written for; nil in drafts saved before
  /// drafts recorded it (`DraftAccount.owns` treats those as the current account's).
  public var host: String?
  /// The login the draft was written for, when it was known.
  public var login: String?
  /// The files of `files` that are binary (an image, a PDF: their content is the bytes in
  /// base64, as GitHub sends them); they are never edited as text, and go to GitHub through
  /// git. Nil in drafts without any.
  public var binaryNames: [String]?

  /// Whether file `name` is binary.
  public func isBinary(_ name: String) -> Bool { binaryNames?.contains(name) ?? false }

  /// Marks file `name` binary or text.
  public mutating func mark(_ name: String, binary: Bool) {
    var names = Set(binaryNames ?? [])
    if binary { names.insert(name) } else { names.remove(name) }
    binaryNames = names.isEmpty ? nil : names.sorted()
  }

  /// The text files, by name (the binary ones left out).
  public var textFiles: [String: String] { files.filter { !isBinary($0.key) } }

  /// The bytes of binary file `name`, nil when it is not one (or its base64 is broken).
  public func bytes(of name: String) -> Data? {
    guard isBinary(name), let content = files[name] else { return nil }
    return Data(base64Encoded: content, options: .ignoreUnknownCharacters)
  }

  /// A draft.
  public init(
    id: String = Draft.newID(), gistID: String? = nil, description: String, files: [String: String],
    isPublic: Bool, savedAt: Date = Date(), lastError: String? = nil
  ) {
    self.id = id
    self.gistID = gistID
    self.description = description
    self.files = files
    self.isPublic = isPublic
    self.savedAt = savedAt
    self.lastError = lastError
  }

  /// Whether `server`, the gist as it is now, changed since this edit was opened: its newest
  /// revision differs (its update time when either revision is unknown).
  public func isStale(against server: Gist) -> Bool {
    if let base = baseVersion, let now = server.history?.first?.version { return base != now }
    if let base = baseUpdatedAt, let now = server.updatedAt { return base != now }
    return false
  }

  /// A new unique id (time and randomness, safe as a file name).
  public static func newID() -> String {
    let stamp = Int(Date().timeIntervalSince1970 * 1000)
    return "\(stamp)-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
  }
}
