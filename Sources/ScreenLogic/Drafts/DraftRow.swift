import Basics
import FoundationEssentials
import GistValues

/// One kept draft as the drafts screen shows it.
public struct DraftRow: Equatable, Sendable {
  /// The draft's id.
  public var id: String
  /// What it is called: its description or first file, and what it is (a new gist, an
  /// edit), with why its last send failed.
  public var name: String
  /// How many files.
  public var fileCount: Int
  /// When it was last saved.
  public var savedAt: Date

  /// How many files, in words.
  public var filesLabel: String { fileCount.counted("file") }
  /// When it was saved, in words ("saved 3 hours ago").
  public func savedLabel(now: Date) -> String {
    "saved " + RelativeTime.describe(savedAt, now: now)
  }

  /// A row.
  public init(id: String, name: String, fileCount: Int, savedAt: Date) {
    self.id = id
    self.name = name
    self.fileCount = fileCount
    self.savedAt = savedAt
  }
}
