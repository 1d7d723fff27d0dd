import FoundationEssentials
import GistValues
import System

/// Bare git repositories of the gists, so `git clone` of a gist's pull URL works against
/// the test server with no network: each gist's current files as one commit, rebuilt when
/// the gist's revision changes. Runs `git`; used only when the server has a git folder.
struct GitMirror: Sendable {
  /// The folder holding `ID.git` repositories.
  let root: URL

  /// The pull URL of gist `id`: served by the server itself over git's dumb HTTP protocol
  /// at `BASE/git/ID.git`, on the API's host (as GitHub's are https on its gist host).
  func pullURL(id: String, baseURL: String) -> String {
    "\(baseURL)/git/\(id).git"
  }

  /// The bytes of `relative` (`ID.git/info/refs`, `ID.git/objects/…`) inside the mirror, or
  /// nil for anything outside it or missing.
  func file(_ relative: String) -> Data? {
    let parts = relative.split(separator: "/")
    guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }),
      parts[0].hasSuffix(".git")
    else { return nil }
    return FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)
  }

  /// Makes sure the repository of gist `id` holds `files` at `version`.
  func update(id: String, version: String, files: [String: String]) {
    let repository = root.appendingPathComponent("\(id).git")
    let marker = repository.appendingPathComponent("dehub-version")
    if (try? String(contentsOf: marker, encoding: .utf8)) == version { return }
    let work = root.appendingPathComponent(".work-\(id)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
      if !FileManager.default.fileExists(atPath: repository.path) {
        try git(["init", "--quiet", "--bare", repository.path])
      }
      // Each revision a commit on top of the one before, as GitHub keeps them: a clone
      // brought up to date with `git pull --ff-only` follows.
      if FileManager.default.fileExists(atPath: marker.path) {
        try git(["clone", "--quiet", repository.path, work.path])
        for name in try FileManager.default.contentsOfDirectory(atPath: work.path)
        where name != ".git" {
          try FileManager.default.removeItem(at: work.appendingPathComponent(name))
        }
      } else {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try git(["init", "--quiet", work.path])
      }
      for (name, content) in files where !name.contains("/") {
        try content.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      try git(["-C", work.path, "add", "--all"])
      try git([
        "-C", work.path, "-c", "user.name=gist", "-c", "user.email=gist@localhost", "commit",
        "--quiet", "--allow-empty", "-m", "revision \(version)",
      ])
      try git([
        "-C", work.path, "push", "--quiet", "--force", repository.path, "HEAD:refs/heads/main",
      ])
      try git(["--git-dir", repository.path, "symbolic-ref", "HEAD", "refs/heads/main"])
      // What git's dumb HTTP clients read: info/refs and objects/info/packs.
      try git(["--git-dir", repository.path, "update-server-info"])
      try version.write(to: marker, atomically: true, encoding: .utf8)
    } catch {
      // The mirror is a convenience of the test server: a failure leaves the old repository.
    }
  }

  private func git(_ arguments: [String]) throws {
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    guard
      let child = ChildProcess.start(
        ["/usr/bin/env", "git"] + arguments, environment: environment),
      child.wait() == 0
    else { throw GistError.local("git \(arguments.first ?? "") failed") }
  }
}
