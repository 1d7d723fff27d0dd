/// One secret `SecretScanner` found: where it is and what kind, with a glimpse of it that
/// never holds the whole secret.
public struct SecretFinding: Sendable, Equatable {
  /// The file it is in (or what the text is, such as "the description").
  public let file: String
  /// Its line, from 1.
  public let line: Int
  /// What kind of secret it is.
  public let kind: SecretKind
  /// A glimpse of it, such as `ghp_…9f2c`: at most its first and last four characters,
  /// fewer for a short one; empty when showing any of it would say nothing (a key block).
  public let glimpse: String

  /// A finding.
  public init(file: String, line: Int, kind: SecretKind, glimpse: String) {
    self.file = file
    self.line = line
    self.kind = kind
    self.glimpse = glimpse
  }

  /// The finding in a sentence: `secrets.env line 3 holds a GitHub token (ghp_…9f2c).`
  public var sentence: String {
    "\(file) line \(line) holds \(kind.phrase)\(glimpse.isEmpty ? "" : " (\(glimpse))")."
  }
}
