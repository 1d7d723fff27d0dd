import FoundationEssentials
import GistValues
import Glibc
import Model

/// What links do, for the commands and the links screen alike: make a link, read where
/// each file stands, and apply a sync (pulls written atomically, pushes sent as one PATCH
/// of exactly the files pushed), moving the baselines and keeping the store.
public struct LinkSession: Sendable {
  /// The links.
  public let store: LinkStore
  /// The gist side.
  public let remote: any LinkRemote

  /// A session over `store` and `remote`.
  public init(store: LinkStore, remote: any LinkRemote) {
    self.store = store
    self.remote = remote
  }

  // MARK: - Reading

  /// Where each file of `link` stands: the gist revalidated with the link's ETag, the files
  /// here read (a folder listed: what cannot be a gist file is skipped, with why).
  public func inspect(_ link: Link) throws(GistError) -> LinkState {
    let fetched = try remote.fetch(id: link.gistID, etag: link.etag)
    let gist = fetched.gist
    // Part of a gist (GitHub listed 300, git could not read the rest) would look like files
    // deleted on GitHub: nothing is synced from it.
    if let leftOut = gist.filesLeftOut {
      throw GistError.local("Nothing was synced: \(leftOut)")
    }
    var skipped: [LinkState.Skipped] = []
    var names: [String]
    if link.isFolder {
      var wanted = Set(link.files.map(\.name))
      for file in gist.files {
        if let refusal = LocalFiles.refusal(file.filename) {
          skipped.append(.init(name: file.filename, reason: "on GitHub: \(refusal)"))
        } else {
          wanted.insert(file.filename)
        }
      }
      LocalFiles.removeStaleTemporaries(in: link.folder)
      let listing = try LocalFiles.list(link.folder)
      // A copy kept aside at a conflict (`keepBoth`) stays here: it is not a new file.
      let known = wanted
      for name in listing.names {
        if Self.isConflictCopy(name, of: known) {
          skipped.append(.init(name: name, reason: Self.conflictCopyReason))
        } else {
          wanted.insert(name)
        }
      }
      skipped += listing.skipped.map { LinkState.Skipped(name: $0.name, reason: $0.reason) }
      names = wanted.sorted()
    } else {
      names = link.files.map(\.name)
    }
    var files: [LinkState.FileState] = []
    for name in names {
      let local: SyncContent?
      do throws(GistError) {
        local = try LocalFiles.content(link.localURL(of: name))
      } catch {
        guard link.isFolder else { throw error }
        skipped.append(.init(name: name, reason: error.message))
        continue
      }
      let remoteFile = gist.file(named: name)
      // GitHub keeps no empty file: one is left out, said, until it has text (it was
      // "new here" at every sync, and every push failed).
      if local == .text(""), remoteFile == nil || link.isFolder {
        skipped.append(
          .init(name: name, reason: "empty (GitHub keeps no empty files; synced once it has text)"))
        continue
      }
      if remoteFile?.truncated == true {
        skipped.append(.init(name: name, reason: "too large on GitHub to sync"))
        continue
      }
      var remoteContent: SyncContent?
      if let remoteFile {
        guard let content = SyncContent(remoteFile) else {
          skipped.append(.init(name: name, reason: "GitHub sent its bytes garbled (broken base64)"))
          continue
        }
        remoteContent = content
      }
      let base = link.baseline(of: name)
      let status = SyncStatus.decide(
        base: base, local: local?.hash, remote: remoteContent?.hash, exactly: link.exactNewlines)
      // A binary file goes to GitHub only through git.
      if local?.isBinary == true, status.pushes || status == .conflict, !remote.takesBinaryFiles {
        skipped.append(.init(name: name, reason: Self.noGitReason))
        continue
      }
      let settles = (status == .inSync && local?.hash != base) || status == .deletedBoth
      files.append(
        .init(name: name, local: local, remote: remoteContent, status: status, settles: settles))
    }
    return LinkState(
      link: link, gist: gist, etag: fetched.etag, files: files,
      skipped: skipped.sorted { $0.name < $1.name }, offlineSince: fetched.offlineSince)
  }

  /// The link of `path` (absolute), or a sentence saying there is none.
  public func link(covering path: String) throws(GistError) -> Link {
    guard let link = try store.link(covering: path) else {
      throw GistError.local("\(path) is not linked to a gist; see `dehub link --help`.")
    }
    return link
  }

  // MARK: - Syncing

  /// The PATCH a push of `names` sends: each text file's text here, or its removal when it
  /// is gone here. Binary files are not in it: they go through git (`binaries`).
  public func changes(_ state: LinkState, pushing names: [String]) -> GistChanges {
    var changes = GistChanges()
    for name in names {
      guard let file = state.file(name), file.local?.isBinary != true else { continue }
      changes.files[name] = .some(file.local?.text.map { GistChanges.FileChange(content: $0) })
    }
    return changes
  }

  /// The binary files a push of `names` commits through git, by name.
  public func binaries(_ state: LinkState, pushing names: [String]) -> [String: Data] {
    var binaries: [String: Data] = [:]
    for name in names {
      if case .binary(let bytes) = state.file(name)?.local { binaries[name] = bytes }
    }
    return binaries
  }

  /// Why a binary file here is not synced when git is missing.
  public static let noGitReason =
    "binary; GitHub takes binary files only through git, which is not installed"

  /// Applies a sync of `state`: first `written` (text the user chose, such as a merge) is
  /// written here, then each file of `pull` is written here from GitHub (or removed, when
  /// GitHub has none), atomically; then `push` goes to GitHub as one PATCH of exactly those
  /// files. Files both sides agree on settle. The baselines move with what was done and the
  /// link is saved, also when the PATCH fails after the pulls. Returns the link saved.
  @discardableResult
  public func apply(
    _ state: LinkState, push: [String], pull: [String], written: [String: String] = [:]
  ) throws(GistError) -> Link {
    var state = state
    var link = state.link
    link.etag = state.etag
    for (name, text) in written.sorted(by: { $0.key < $1.key }) {
      try LocalFiles.write(text, to: link.localURL(of: name))
      if let index = state.files.firstIndex(where: { $0.name == name }) {
        state.files[index].local = .text(text)
      }
    }
    do throws(GistError) {
      for name in pull {
        guard let file = state.file(name) else { continue }
        let url = link.localURL(of: name)
        if let content = file.remote {
          if link.isFolder, let refusal = LocalFiles.refusal(name) {
            throw GistError.local("Not writing “\(name)”: \(refusal).")
          }
          try LocalFiles.write(
            bytes: content.bytes, to: url, mode: FileModes.file(isPublic: state.gist.isPublic))
        } else {
          try LocalFiles.remove(url)
        }
        link.settle(name, at: file.remote?.hash)
      }
      for file in state.files where file.settles {
        link.settle(file.name, at: file.local?.hash)
      }
      let changes = changes(state, pushing: push)
      let binaries = binaries(state, pushing: push)
      if !changes.isEmpty {
        let remaining = Set(state.gist.files.map(\.filename))
          .subtracting(changes.files.filter { $0.value == nil }.keys)
          .union(changes.files.filter { $0.value != nil }.keys)
          .union(binaries.keys)
        guard !remaining.isEmpty else {
          throw GistError.local(
            "A gist needs at least one file; not removing the last one (restore it here, or "
              + "delete the gist with `dehub delete \(link.gistID)`).")
        }
        _ = try remote.update(id: link.gistID, changes)
        for name in push where binaries[name] == nil {
          link.settle(name, at: state.file(name)?.local?.hash)
        }
        link.etag = nil
      }
      // Binary files after the text: committed through the gist's git repository.
      if !binaries.isEmpty {
        _ = try remote.commit(binaries, to: state.gist, removing: [])
        for name in binaries.keys { link.settle(name, at: state.file(name)?.local?.hash) }
        link.etag = nil
      }
    } catch {
      try store.save(link)
      throw error
    }
    try store.save(link)
    return link
  }

  /// Keeps the text here of conflicted file `name` beside it as `NAME.mine` (or
  /// `NAME.mine-2`, ...), so GitHub's may be pulled over it; the path written. In a linked
  /// folder the copy is not synced: `inspect` leaves it out (`isConflictCopy`).
  public func keepAside(_ state: LinkState, name: String) throws(GistError) -> String {
    let url = state.link.localURL(of: name)
    var aside = url.appendingPathExtension("mine")
    var number = 2
    var status = stat()
    while lstat(aside.path, &status) == 0 {
      aside = url.appendingPathExtension("mine-\(number)")
      number += 1
    }
    try LocalFiles.write(bytes: state.file(name)?.local?.bytes ?? [], to: aside)
    return aside.path
  }

  /// Why a copy kept aside at a conflict is not synced.
  public static let conflictCopyReason = "your copy kept at a conflict (not synced)"

  /// Whether `name` is a copy `keepAside` makes (`NAME.mine`, `NAME.mine-2`, ...) of one of
  /// the link's files `names`, and not itself one of them.
  public static func isConflictCopy(_ name: String, of names: Set<String>) -> Bool {
    guard !names.contains(name), let dot = name.lastIndex(of: ".") else { return false }
    let suffix = name[name.index(after: dot)...]
    let number = suffix.dropFirst(5)
    let numbered =
      suffix.hasPrefix("mine-") && !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
    guard suffix == "mine" || numbered else { return false }
    return names.contains(String(name[..<dot]))
  }

  /// The text to merge conflicted file `name` in an editor: both versions whole between
  /// conflict markers, as git writes them; nil when either side is a binary file (bytes are
  /// not merged in an editor).
  public static func conflictText(_ file: LinkState.FileState, path: String) -> String? {
    guard file.local?.isBinary != true, file.remote?.isBinary != true else { return nil }
    return ConflictMarkers.merge(
      yours: file.local?.text ?? "", theirs: file.remote?.text ?? "",
      yoursLabel: "here (\(path))", theirsLabel: "GitHub (\(file.name))", trimmingCommon: false)
  }

  // MARK: - Linking

  /// Links `path` (absolute) to gist `gistID`: a folder to the whole gist, a file to the gist
  /// file `file` names (or the gist's only file, or the one named as the local file). A
  /// path that does not exist yet becomes a file when the gist file is known, else a
  /// folder. What both sides already agree on starts in sync; the rest waits for a sync.
  public func link(path: String, gistID: String, file: String?) throws(GistError) -> LinkState {
    if let existing = try store.link(at: path) {
      throw GistError.local(
        "\(path) is linked already, to gist \(existing.gistID); `dehub unlink \(path)` first.")
    }
    let gist = try remote.fetch(id: gistID, etag: nil).gist
    var status = stat()
    let exists = lstat(path, &status) == 0
    if exists && status.st_mode & S_IFMT == S_IFLNK {
      throw GistError.local(
        "\(path) is a symbolic link; link the file or folder it points to instead.")
    }
    let names = gist.files.map(\.filename)
    let isFolder =
      exists ? status.st_mode & S_IFMT == S_IFDIR : file == nil && names.count != 1
    var link = Link(
      path: path, isFolder: isFolder, gistID: gist.id, host: remote.host, login: remote.login,
      files: [])
    if isFolder {
      if file != nil {
        throw GistError.local(
          "\(path) is a folder: it links to the whole gist; leave out :FILE, or give a file.")
      }
      if !exists {
        do {
          try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true)
        } catch {
          throw GistError.local("Cannot make the folder \(path).")
        }
      }
    } else {
      if exists && status.st_mode & S_IFMT != S_IFREG {
        throw GistError.local("\(path) is neither a regular file nor a folder.")
      }
      let own = URL(fileURLWithPath: path).lastPathComponent
      let chosen: String
      if let file {
        guard names.contains(file) else {
          throw GistError.local(
            "The gist has no file “\(file)” (it has: \(names.joined(separator: ", "))).")
        }
        chosen = file
      } else if names.count == 1 {
        chosen = names[0]
      } else if names.contains(own) {
        chosen = own
      } else {
        throw GistError.local(
          "The gist has \(names.count) files (\(names.joined(separator: ", "))); say which with "
            + "GIST:FILE.")
      }
      // The first sync writes the file: its folder must be there.
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      if !exists {
        do {
          try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
          throw GistError.local("Cannot make the folder \(folder.path).")
        }
      }
      link.files = [Link.File(name: chosen, baseline: nil)]
    }
    try store.save(link)
    let state = try inspect(link)
    return try settled(state)
  }

  /// Makes a gist of the file or folder at `path` (absolute) with `description` and
  /// visibility, and links it; the files of a folder that cannot be gist files are left
  /// out and listed. `check` sees the new gist first and may refuse it (secrets).
  public func create(
    path: String, description: String?, isPublic: Bool,
    check: (NewGist) throws(GistError) -> Void = { _ throws(GistError) in }
  ) throws(GistError) -> LinkState {
    if let existing = try store.link(at: path) {
      throw GistError.local(
        "\(path) is linked already, to gist \(existing.gistID); `dehub unlink \(path)` first.")
    }
    var status = stat()
    guard lstat(path, &status) == 0 else { throw GistError.local("There is no \(path).") }
    let isFolder = status.st_mode & S_IFMT == S_IFDIR
    var contents: [String: String] = [:]
    var binaries: [String: Data] = [:]
    let root = URL(fileURLWithPath: path)
    let found: [(name: String, url: URL)] =
      isFolder
      ? try LocalFiles.list(root).names.map { ($0, root.appendingPathComponent($0)) }
      : [(root.lastPathComponent, root)]
    for (name, url) in found {
      let content: SyncContent?
      do throws(GistError) {
        content = try LocalFiles.content(url)
      } catch {
        if isFolder { continue }
        throw error
      }
      switch content {
      case .text(let text) where !text.isEmpty: contents[name] = text
      // Without git a folder's binary files stay here (`inspect` says why); a file alone
      // is refused.
      case .binary(let bytes) where remote.takesBinaryFiles: binaries[name] = bytes
      case .binary where !isFolder: throw GistError.local("\(path): \(Self.noGitReason).")
      case nil where !isFolder: throw GistError.local("There is no \(path).")
      default: continue
      }
    }
    guard !contents.isEmpty || !binaries.isEmpty else {
      throw GistError.local("\(path) has no file that is not empty to put in a gist.")
    }
    let (sent, placeholder) = BinaryFiles.madeWith(
      texts: contents, binaryNames: Array(binaries.keys))
    let new = NewGist(description: description, files: sent, isPublic: isPublic)
    try check(new)
    var gist = try remote.create(new)
    if !binaries.isEmpty {
      do throws(GistError) {
        gist = try remote.commit(binaries, to: gist, removing: placeholder)
      } catch {
        throw GistError.local(
          "The gist \(gist.htmlURL ?? gist.id) has its text, but its binary files were not "
            + "added (\(error.message)); nothing is linked.")
      }
    }
    var hashes = contents.mapValues(ContentHash.init)
    for (name, bytes) in binaries { hashes[name] = ContentHash(exactly: bytes) }
    let link = Link(
      path: path, isFolder: isFolder, gistID: gist.id, host: remote.host, login: remote.login,
      files: hashes.keys.sorted().map { Link.File(name: $0, baseline: hashes[$0]) })
    try store.save(link)
    return try inspect(link)
  }

  /// `state` with what both sides agree on settled and saved.
  private func settled(_ state: LinkState) throws(GistError) -> LinkState {
    guard state.files.contains(where: \.settles) else { return state }
    let link = try apply(state, push: [], pull: [])
    var state = state
    state.link = link
    for index in state.files.indices { state.files[index].settles = false }
    return state
  }
}
