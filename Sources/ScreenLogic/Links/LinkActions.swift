import GistValues
import GistWork

/// What the links screen does off the main thread: read every link, and apply one file's
/// push or pull, after checking that neither side moved since the user was shown it (so
/// nothing is written that the user did not see).
public enum LinkActions {
  /// One link as read: where its files stand, or why it could not be read.
  public enum Entry: Sendable {
    /// Read: each file's status.
    case read(LinkState)
    /// Not read, with why, in a sentence.
    case failed(Link, String)

    /// The link.
    public var link: Link {
      switch self {
      case .read(let state): state.link
      case .failed(let link, _): link
      }
    }
  }

  /// What is done to one file.
  public enum Move: Sendable {
    /// The text here goes to GitHub.
    case push
    /// GitHub's text is written here.
    case pull
    /// The text here is kept beside the file (`NAME.mine`), then GitHub's is written.
    case keepBoth
  }

  /// Every link of `session`'s API, read (each gist revalidated with its ETag); a link made
  /// on another API, or one that cannot be read, says why.
  public static func readAll(_ session: LinkSession) throws(GistError) -> [Entry] {
    let host = session.remote.host
    var entries: [Entry] = []
    for link in try session.store.all() {
      guard link.host == host else {
        entries.append(.failed(link, "linked on \(link.host), not on \(host)"))
        continue
      }
      do throws(GistError) {
        entries.append(.read(try session.inspect(link)))
      } catch {
        entries.append(.failed(link, error.message))
      }
    }
    return entries
  }

  /// Does `move` to file `name` of the link `shown` was read from, when both sides still
  /// hold what `shown` says (else nothing is written and a sentence says why). Returns
  /// where the text here was kept, for `keepBoth`.
  @discardableResult
  public static func apply(
    _ move: Move, name: String, shown: LinkState, session: LinkSession
  ) throws(GistError) -> String? {
    guard let link = try session.store.link(at: shown.link.path) else {
      throw GistError.local("\(shown.link.path) is no longer linked; nothing was written.")
    }
    let now = try session.inspect(link)
    guard now.offlineSince == nil else {
      throw GistError.local("GitHub cannot be reached; nothing was written.")
    }
    guard let before = shown.file(name), let after = now.file(name),
      before.local == after.local, before.remote == after.remote
    else {
      throw GistError.local(
        "\(name) changed since it was shown; nothing was written. Here is how it stands now.")
    }
    switch move {
    case .push:
      try session.apply(now, push: [name], pull: [])
      return nil
    case .pull:
      try session.apply(now, push: [], pull: [name])
      return nil
    case .keepBoth:
      let aside = try session.keepAside(now, name: name)
      try session.apply(now, push: [], pull: [name])
      return aside
    }
  }
}
