import FoundationEssentials
import GistValues

/// A link as it stands now: each file's text on both sides and its status, the gist as
/// read, and what a folder holds that cannot be part of a gist.
public struct LinkState: Sendable {
  /// One linked file now.
  public struct FileState: Equatable, Sendable {
    /// The gist file's name.
    public var name: String
    /// The content here (nil: no file).
    public var local: SyncContent?
    /// The content on GitHub (nil: no such gist file).
    public var remote: SyncContent?
    /// Where it stands.
    public var status: SyncStatus
    /// Whether the link's baseline must move though nothing is written (both sides agree
    /// but not with the baseline, or the file left both sides).
    public var settles: Bool

    /// A file's state.
    public init(
      name: String, local: SyncContent?, remote: SyncContent?, status: SyncStatus,
      settles: Bool = false
    ) {
      self.name = name
      self.local = local
      self.remote = remote
      self.status = status
      self.settles = settles
    }
  }

  /// What was left out, and why.
  public struct Skipped: Equatable, Sendable {
    /// The file's name.
    public var name: String
    /// Why ("a folder (gists have no subfolders)").
    public var reason: String

    /// A skipped file.
    public init(name: String, reason: String) {
      self.name = name
      self.reason = reason
    }
  }

  /// The link (as stored).
  public var link: Link
  /// The gist as read.
  public var gist: Gist
  /// The gist's ETag.
  public var etag: String?
  /// The linked files, by name.
  public var files: [FileState]
  /// Files left out.
  public var skipped: [Skipped]
  /// When the gist came from the cache because GitHub could not be reached: its age.
  public var offlineSince: Date?

  /// A state.
  public init(
    link: Link, gist: Gist, etag: String?, files: [FileState], skipped: [Skipped] = [],
    offlineSince: Date? = nil
  ) {
    self.link = link
    self.gist = gist
    self.etag = etag
    self.files = files
    self.skipped = skipped
    self.offlineSince = offlineSince
  }

  /// The file called `name`.
  public func file(_ name: String) -> FileState? { files.first { $0.name == name } }

  /// The status of the whole link: the first of conflict, changed on both sides, one side,
  /// in sync; when every file that would move stands the same, that status ("new on
  /// GitHub" for a file not here yet).
  public var summary: String {
    let statuses = Set(files.map(\.status))
    if statuses.contains(.conflict) { return SyncStatus.conflict.label }
    let moving = statuses.filter { $0.pushes || $0.pulls }
    if moving.count == 1, let only = moving.first { return only.label }
    let here = statuses.contains { $0.pushes }
    let there = statuses.contains { $0.pulls }
    switch (here, there) {
    case (true, true): return "changed here and on GitHub"
    case (true, false): return "changed here"
    case (false, true): return "changed on GitHub"
    case (false, false):
      // Nothing to sync because every file is left out is not "in sync".
      return files.isEmpty && !skipped.isEmpty
        ? "nothing synced: every file is skipped" : SyncStatus.inSync.label
    }
  }

  /// The two sides as gists, for the diff: GitHub's files and the files here (only the
  /// linked files of `names`, or all).
  public func sides(_ names: [String]? = nil) -> (github: Gist, here: Gist) {
    let chosen = files.filter { names?.contains($0.name) ?? true }
    func gist(_ content: (FileState) -> SyncContent?) -> Gist {
      Gist(
        id: link.gistID, description: self.gist.description, isPublic: self.gist.isPublic,
        files: chosen.compactMap { file in content(file).map { $0.file(named: file.name) } })
    }
    return (gist(\.remote), gist(\.local))
  }

  /// What is said when the gist was read from the cache because GitHub could not be
  /// reached ("offline: gist ID from the cache, 3 minutes old"); nil when it was not.
  public func offlineNote(now: Date) -> String? {
    offlineSince.map {
      "offline: gist \(link.gistID) from the cache, " + RelativeTime.age(of: $0, now: now)
    }
  }
}
