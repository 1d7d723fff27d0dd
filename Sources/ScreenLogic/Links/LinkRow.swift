import GistWork

/// One linked file as the links screen lists it: where it is here, its gist and file, and
/// where it stands, in words.
public struct LinkRow: Equatable, Sendable {
  /// How a row's status reads at a glance.
  public enum Tone: Equatable, Sendable {
    /// In sync: nothing to do.
    case calm
    /// One side changed: a push or a pull brings it in step.
    case changed
    /// Both sides changed, or the link could not be read.
    case trouble
  }

  /// The file, by identity.
  public var file: LinkedFile
  /// The file here (its path).
  public var local: String
  /// The gist ("gist abc123").
  public var gist: String
  /// The gist file's name.
  public var name: String
  /// Where it stands ("changed on GitHub").
  public var status: String
  /// How the status reads.
  public var tone: Tone

  /// A row.
  public init(
    file: LinkedFile, local: String, gist: String, name: String, status: String, tone: Tone
  ) {
    self.file = file
    self.local = local
    self.gist = gist
    self.name = name
    self.status = status
    self.tone = tone
  }
}
