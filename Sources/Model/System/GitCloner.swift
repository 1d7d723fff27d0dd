import Foundation

/// Clones a gist's git repository with the `git` on the PATH, quietly (its output would
/// draw over a full-screen terminal).
public enum GitCloner {
  /// `git clone` of `pullURL` into `directory`; blocks until git ends.
  public static func clone(_ pullURL: String, into directory: String) throws(GistError) {
    if FileManager.default.fileExists(atPath: directory) {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [""]
      if !contents.isEmpty {
        throw GistError.local(
          "\(directory) already exists and is not empty; choose another folder.")
      }
    }
    let process = QuietProcess.make(["git", "clone", "--quiet", "--", pullURL, directory])
    do {
      try process.run()
    } catch {
      throw GistError.local("Cannot run git; is it installed?")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GistError.local(
        "git clone of \(pullURL) failed (exit \(process.terminationStatus)).")
    }
  }
}
