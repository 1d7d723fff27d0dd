import Basics
import FoundationEssentials
import GistValues
import Store

/// One row of the gist list, as the Stage shows it (it formats the date its own way).
public struct GistRow: Equatable, Sendable {
  /// The gist's id.
  public var id: String
  /// The description, or the first file's name.
  public var title: String
  /// The owner's login, on tabs where the gists are not all the user's (nil on Mine).
  public var owner: String?
  /// Where a search matched inside it: `file.py:42: the line` (nil: not searched by
  /// content).
  public var match: String?
  /// The languages of its files, without repeats.
  public var languages: [String]
  /// How many files.
  public var fileCount: Int
  /// How many comments it has.
  public var comments: Int
  /// When it was last changed (when it was made, on a list sorted by creation).
  public var updatedAt: Date?
  /// Public or secret.
  public var isPublic: Bool
  /// Whether the signed-in user starred it (when known).
  public var isStarred: Bool
  /// Whether it is a fork of another gist (when known).
  public var isFork: Bool
  /// Whether the user marked it (`Space`): bulk actions apply to it.
  public var isMarked = false
  /// Whether the time shown is when it was made (a list sorted by creation), not changed.
  public var showsCreation = false
  /// Whether GitHub listed only part of its files (more than 300: "300+ files").
  public var hasMoreFiles = false
  // The stored properties above are in the order that leaves the least padding: a list
  // holds 10,000 rows (104 bytes each, 120 in the order they are shown).

  /// The gutter before the title: the user's mark, the star and the fork ("✓★⑂"), a blank
  /// for each that does not apply, so the title never moves.
  public var gutter: String { (isMarked ? "✓" : " ") + marks }
  /// The star and fork marks ("★⑂"), a blank for each that does not apply.
  public var marks: String { (isStarred ? "★" : " ") + (isFork ? "⑂" : " ") }
  /// How many comments, in words; empty when there are none.
  public var commentsLabel: String { comments > 0 ? comments.counted("comment") : "" }
  /// How many files, in words.
  public var filesLabel: String {
    hasMoreFiles ? "\(fileCount)+ files" : fileCount.counted("file")
  }
  /// The languages, comma separated.
  public var languagesLabel: String { languages.joined(separator: ", ") }
  /// "public" or "secret".
  public var visibilityLabel: String { isPublic ? "public" : "secret" }
  /// When it was last changed, as the settings say times (`relative`: "3 hours ago"), or
  /// when it was made on a list sorted by creation ("created 3 days ago"); a new gist
  /// still in the outbox says "waiting" (to send); empty when not known.
  public func updatedLabel(relative: Bool, now: Date) -> String {
    if OutboxListing.isWaiting(id) { return "waiting" }
    let time = updatedAt.map { RelativeTime.describe($0, relative: relative, now: now) } ?? ""
    return showsCreation && !time.isEmpty ? "created \(time)" : time
  }

  /// The row of `gist`; `owner` says whose it is (nil: not said).
  public init(
    _ gist: Gist, isStarred: Bool = false, isFork: Bool = false, owner: String? = nil,
    match: SearchMatch? = nil
  ) {
    self.match = match.map { "\($0.file):\($0.line): \($0.text)" }
    id = gist.id
    title = gist.title
    fileCount = gist.files.count
    hasMoreFiles = gist.truncated
    var seen: Set<String> = []
    languages = gist.files.compactMap(\.language).filter { seen.insert($0).inserted }
    isPublic = gist.isPublic
    updatedAt = gist.updatedAt
    self.isStarred = isStarred
    self.isFork = isFork || gist.forkOf != nil
    comments = gist.comments
    self.owner = owner
  }
}
