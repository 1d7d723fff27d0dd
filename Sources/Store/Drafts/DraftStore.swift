import Basics
import FoundationEssentials
import GistValues
import Glibc
import System

/// Drafts under `$XDG_STATE_HOME/dehub/drafts/`, one JSON file each, written atomically
/// (a temporary file, fsync, rename), so a crash or power loss leaves the old or the new
/// draft, never half of one. With an account, a draft is saved as written for it (unless
/// it already names one), and the drafts of a gist are only those of the account.
public struct DraftStore: Sendable {
  /// The folder.
  public let folder: URL
  /// The account drafts are written for now; nil when none is known (every draft is then
  /// taken as the current account's).
  public let account: DraftAccount?

  /// A store in `folder` for `account`.
  public init(folder: URL, account: DraftAccount? = nil) {
    self.folder = folder
    self.account = account
  }

  /// The readable drafts written for this host (any login there: another login's may be
  /// adopted), oldest first; drafts for other hosts are not sent from here.
  public func onThisHost() -> [Draft] {
    all().filter { account?.isOnThisHost($0) ?? true }
  }

  /// Whether `draft` was written for the current account (see `DraftAccount.owns`).
  public func isOwn(_ draft: Draft) -> Bool {
    account?.owns(draft) ?? true
  }

  /// Where `draft` is saved.
  public func file(for draft: Draft) -> URL {
    files.file(draft.id)
  }

  /// Saves `draft`; returns its file.
  @discardableResult
  public func save(_ draft: Draft) throws(GistError) -> URL {
    var draft = draft
    if let account {
      if draft.host == nil {
        draft = account.stamp(draft)
      } else if draft.login == nil, account.owns(draft) {
        draft.login = account.login
      }
    }
    try files.save(draft, id: draft.id)
    return file(for: draft)
  }

  /// Every readable draft, oldest first. Unreadable files are left alone, not deleted, and
  /// said once in the process (`Notices`): how many, and in which folder.
  public func all() -> [Draft] {
    files.all().sorted { $0.savedAt < $1.savedAt }
  }

  private var files: JSONFolder<Draft> { JSONFolder(folder: folder, noun: "draft") }

  /// The readable drafts of the current account that edit gist `id`, oldest first (a gist
  /// id on another host is another gist).
  public func drafts(editing id: String) -> [Draft] {
    all().filter { $0.gistID == id && isOwn($0) }
  }

  /// The readable drafts that edit gist `id` but were written for another account or host.
  public func drafts(editingElsewhere id: String) -> [Draft] {
    all().filter { $0.gistID == id && !isOwn($0) }
  }

  /// Removes a draft (after the server confirmed it).
  public func remove(_ draft: Draft) {
    files.remove(draft.id)
  }
}
