import FoundationEssentials
import GistValues
import Glibc
import Model
import System

/// One run of `dehub export`: every listed gist written to its own folder (its files and
/// `gist.json`, GitHub's object as received, or with `git` a clone), each gist already
/// written asked again with `If-None-Match` (a 304 costs no rate limit and leaves the
/// folder as it is), and the folders of gists no longer listed removed (or kept). Progress
/// is recorded in the folder after each gist, so a stopped run continues.
public final class AccountExport {
  /// What a run did.
  public struct Summary: Equatable, Sendable {
    /// The gists listed.
    public var total = 0
    /// Written for the first time.
    public var new = 0
    /// Written again: they changed.
    public var updated = 0
    /// Confirmed unchanged (304).
    public var unchanged = 0
    /// Folders removed: their gists are gone.
    public var removed = 0
    /// Folders kept though their gists are gone (`--keep-deleted`).
    public var kept = 0
    /// What could not be written, one sentence each.
    public var problems: [String] = []

    /// The one line that says it: "300 gists: 3 updated, 1 removed, 296 unchanged".
    public var line: String {
      let parts = [
        (new, "new"), (updated, "updated"), (removed, "removed"),
        (kept, "kept though deleted"), (unchanged, "unchanged"),
        (problems.count, problems.count == 1 ? "problem" : "problems"),
      ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
      let head = "\(total) \(total == 1 ? "gist" : "gists")"
      return parts.isEmpty ? head : head + ": " + parts.joined(separator: ", ")
    }
  }

  /// How a run goes.
  public struct Options: Sendable {
    /// Clone each gist with its history instead of writing its files.
    public var git = false
    /// Keep the folders of deleted gists.
    public var keepDeleted = false

    /// Options.
    public init(git: Bool = false, keepDeleted: Bool = false) {
      self.git = git
      self.keepDeleted = keepDeleted
    }
  }

  private let api: GistAPI
  private let folder: ExportFolder
  private let options: Options
  private let progress: (_ done: Int, _ total: Int) -> Void
  private var state: ExportState
  private var summary = Summary()
  /// One export of the folder at a time.
  private let lock: FileLock

  /// A run writing to `folder` with `api`; `progress` is told after each gist.
  public init(
    api: GistAPI, folder: ExportFolder, options: Options,
    progress: @escaping (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(GistError) {
    self.api = api
    self.folder = folder
    self.options = options
    self.progress = progress
    lock = try FileLock(folder.root.appendingPathComponent(".dehub-export.lock"))
    var ignored: [String] = []
    let recorded = try ExportState.load(from: folder.root) { ignored.append($0) }
    summary.problems = ignored
    if let recorded, recorded.git != options.git {
      throw GistError.local(
        "\(folder.root.path) holds an export made \(recorded.git ? "with" : "without") --git; "
          + "export \(options.git ? "with" : "without") it into another folder.")
    }
    state = recorded ?? ExportState(git: options.git)
  }

  /// Exports `listed` (every gist of the account, the list walked to its end), and removes
  /// what is no longer in it. Stops at a failure that would fail every gist (offline, rate
  /// limit, token); what was written so far stays recorded.
  public func run(listed: [Gist]) throws(GistError) -> Summary {
    var seen: Set<String> = []
    let ids = listed.map(\.id).filter { seen.insert($0).inserted }
    summary.total = ids.count
    for (index, id) in ids.enumerated() {
      if let refusal = ExportFolder.refusal(id: id) {
        summary.problems.append("“\(id)”: \(refusal); not written.")
      } else {
        try export(id)
      }
      progress(index + 1, ids.count)
    }
    for (id, entry) in state.gists.sorted(by: { $0.key < $1.key }) where !seen.contains(id) {
      if options.keepDeleted {
        summary.kept += 1
        continue
      }
      if try folder.remove(id, files: entry.files, git: options.git) {
        summary.removed += 1
      } else if options.git {
        summary.problems.append(
          "\(folder.folder(of: id).path): its gist is gone; the clone stays (export never "
            + "removes a folder whole).")
      } else {
        summary.problems.append(
          "\(folder.folder(of: id).path): its gist is gone; kept for the files export did "
            + "not write.")
      }
      state.gists[id] = nil
      try state.save(in: folder.root)
    }
    try state.save(in: folder.root)
    return summary
  }

  /// Fetches gist `id` (conditionally when written whole before) and writes it when it
  /// changed.
  private func export(_ id: String) throws(GistError) {
    let entry = folder.has(id) ? state.gists[id] : nil
    let fetched: Fetched<(gist: Gist, bytes: Data)>
    do {
      fetched = try api.gistWithBytes(id: id, etag: entry?.etag)
    } catch {
      if error.stopsTheRun { throw error }
      summary.problems.append("gist \(id): \(error.message)")
      return
    }
    guard case .value(let answer, let etag) = fetched else {
      summary.unchanged += 1
      return
    }
    let existed = folder.has(id)
    do throws(GistError) {
      let files = try options.git ? clone(answer.gist, had: entry) : write(answer.gist, had: entry)
      let target =
        options.git
        ? folder.folder(of: id).appendingPathComponent(".git") : folder.folder(of: id)
      try LocalFiles.write(
        bytes: Array(answer.bytes), to: target.appendingPathComponent(ExportFolder.objectFile),
        mode: FileModes.file(isPublic: answer.gist.isPublic))
      state.gists[id] = ExportState.Entry(etag: etag, files: files)
      try state.save(in: folder.root)
      if entry == nil { summary.new += 1 } else { summary.updated += 1 }
    } catch {
      if error.stopsTheRun { throw error }
      // A folder made for this gist and left empty by the failure goes (a full disk left
      // hundreds); a full disk ends the run, as every gist after would fail the same way.
      if !existed { _ = try? folder.remove(id, files: [], git: false) }
      if error.message.contains("No space left") {
        throw GistError.local(
          "The disk is full: gist \(id) and the ones after it were not exported. \(error.message)")
      }
      summary.problems.append("gist \(id): \(error.message)")
    }
  }

  /// Writes `gist`'s files into its folder (truncated ones fetched whole), removes those
  /// it no longer has, and answers the names written.
  private func write(_ gist: Gist, had entry: ExportState.Entry?) throws(GistError) -> [String] {
    try takeFolder(of: gist.id, git: false)
    let whole = try api.completing(gist)
    let url = try folder.make(gist.id, mode: FileModes.folder(isPublic: gist.isPublic))
    try folder.mark(gist.id, git: false)
    var written: [String] = []
    for file in whole.files {
      if let refusal = ExportFolder.refusal(fileName: file.filename) {
        summary.problems.append(
          "gist \(gist.id): file “\(file.filename)”: \(refusal); not written.")
        continue
      }
      let target = url.appendingPathComponent(file.filename)
      let mode = FileModes.file(isPublic: gist.isPublic)
      // A binary file's exact bytes, not the base64 the API carries them in.
      if file.encoding == "base64", let bytes = file.bytes {
        try LocalFiles.write(bytes: Array(bytes), to: target, mode: mode)
      } else {
        try LocalFiles.write(file.content ?? "", to: target, mode: mode)
      }
      written.append(file.filename)
    }
    if let leftOut = whole.filesLeftOut { summary.problems.append("gist \(gist.id): \(leftOut)") }
    for name in entry?.files ?? [] where !written.contains(name) {
      try LocalFiles.remove(url.appendingPathComponent(name))
    }
    return written
  }

  /// Clones `gist` into its folder, or pulls when it was cloned before; a folder a stopped
  /// run left half made is cloned afresh.
  private func clone(_ gist: Gist, had entry: ExportState.Entry?) throws(GistError) -> [String] {
    guard let pullURL = gist.gitPullURL else {
      throw GistError.local("the server gave no git URL to clone from")
    }
    try GitCloner.check(pullURL, apiBase: api.router.baseURL)
    let path = folder.folder(of: gist.id).path
    // git runs only in a folder export cloned itself, hardened against what a planted
    // repository's config could make it run, and pulls from the URL GitHub gave.
    if try takeFolder(of: gist.id, git: true) {
      try GitCloner.update(path, pullURL: pullURL)
    } else {
      try GitCloner.clone(pullURL, into: path)
      try folder.mark(gist.id, git: true)
    }
    // git makes what it clones as the umask says: a secret gist's folder is closed instead.
    if !gist.isPublic { chmod(path, FileModes.folder(isPublic: false)) }
    return []
  }
}

extension AccountExport {
  /// Makes sure gist `id`'s folder is export's to write in: true when it is there (marked
  /// now when an older export made it), false when there is none; a folder export did not
  /// make is refused with a sentence, untouched.
  @discardableResult
  private func takeFolder(of id: String, git: Bool) throws(GistError) -> Bool {
    switch folder.ownership(of: id, git: git, recorded: state.gists[id]) {
    case .absent:
      return false
    case .ours:
      return true
    case .adoptable:
      try folder.mark(id, git: git)
      return true
    case .foreign(let what):
      throw GistError.local("\(what); not written. Move it aside to export gist \(id) there.")
    }
  }
}

extension GistError {
  /// Whether the error would fail every request of an export as well (no network, the rate
  /// limit spent, the token refused): the run stops rather than listing it for each gist.
  var stopsTheRun: Bool {
    switch self {
    case .rateLimited, .secondaryRateLimit, .badToken, .cancelled: true
    default: isOffline
    }
  }
}
