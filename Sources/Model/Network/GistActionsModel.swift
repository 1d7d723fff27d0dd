import FoundationEssentials
import GistValues
import Glibc
import System

/// What the detail screen does to a gist besides reading it: fork, delete, clone, and open
/// its page in the web browser. A protocol, so Directors are tested with a fake.
public protocol GistActionsModel: AnyObject {
  /// Forks the gist; the fork comes back.
  func fork(completion: @escaping (Result<Gist, GistError>) -> Void)
  /// Deletes the gist (its whole copy kept first, so it can be made again).
  func delete(completion: @escaping (Result<Void, GistError>) -> Void)
  /// Makes the gist, deleted through dehub, again from its kept copy; the new gist (a new
  /// id and URL) comes back.
  func restore(completion: @escaping (Result<Gist, GistError>) -> Void)
  /// Makes a public copy of the (secret) gist: the same description and files; the copy
  /// comes back. The gist itself stays.
  func makePublicCopy(completion: @escaping (Result<Gist, GistError>) -> Void)
  /// Clones the gist's repository at `pullURL` into `directory`.
  func clone(
    _ pullURL: String, into directory: String,
    completion: @escaping (Result<Void, GistError>) -> Void)
  /// Opens `url` in the web browser.
  func openInBrowser(_ url: String) throws(GistError)
  /// Opens a binary file's `bytes`, called `name`, with the system's viewer (`FileViewer`).
  func openFile(_ bytes: Data, named name: String) throws(GistError)
  /// Writes `bytes` (a file's text, or a binary file's bytes, exactly) to a file called
  /// `name` in the current folder (an existing one only `replacing`).
  func saveFile(_ bytes: Data, named name: String, replacing: Bool, mode: mode_t)
    throws(GistError) -> FileSaver.Outcome
}
