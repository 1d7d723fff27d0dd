import Basics
import FoundationEssentials
import GistValues
import System

/// Bare git repositories of the gists, so `git clone` (and `git push`) of a gist's pull URL
/// works against the test server with no network: each revision one commit on the one
/// before, made when the gist's revision changes; a push's commit is the revision it makes.
/// Runs `git`; used only when the server has a git folder.
struct GitMirror: Sendable {
  /// The folder holding `ID.git` repositories.
  let root: URL

  /// The pull URL of gist `id`: served by the server itself over git's smart HTTP protocol
  /// (`GitBackend`) at `BASE/git/ID.git`, on the API's host (as GitHub's are https on its
  /// gist host).
  func pullURL(id: String, baseURL: String) -> String {
    "\(baseURL)/git/\(id).git"
  }

  /// The repository of gist `id`.
  func repository(id: String) -> URL {
    root.appendingPathComponent("\(id).git")
  }

  /// The newest commit of gist `id`'s repository and its files (after a push).
  func newest(id: String) -> (commit: String, files: [String: Data])? {
    let directory = repository(id: id).path
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    guard
      let head = ChildProcess.run(
        ["/usr/bin/env", "git", "--git-dir", directory, "rev-parse", "HEAD"],
        environment: environment), head.status == 0,
      let files = try? GitTree.files(
        gitDirectory: directory, git: .onPath(), environment: environment)
    else { return nil }
    let commit = String(decoding: head.output, as: UTF8.self).trimmingWhitespace()
    return (commit, files)
  }

  /// Marks gist `id`'s repository as holding `version` (its push made it).
  func mark(id: String, version: String) {
    try? version.write(
      to: repository(id: id).appendingPathComponent("dehub-version"), atomically: true,
      encoding: .utf8)
  }

  /// Makes sure the repository of gist `id` holds `files` and `binaries` at `version`.
  func update(id: String, version: String, files: [String: String], binaries: [String: Data]) {
    let repository = repository(id: id)
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
      for (name, bytes) in binaries where !name.contains("/") {
        try bytes.write(to: work.appendingPathComponent(name))
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
      // A push to it is taken (git http-backend's receive-pack, with the pusher checked).
      try git(["--git-dir", repository.path, "config", "http.receivepack", "true"])
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
