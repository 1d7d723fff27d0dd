import Foundation
import Model
import TestSupport
import Testing

/// `gh auth token` as dehub's last source of a token, with fake `gh` scripts first on the
/// PATH in a folder of their own. Every process a script leaves behind writes its id to a
/// file, and is stopped by the test (by that id) whatever happened.
@Suite struct GHTokenTests {
  final class Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dehub-gh-\(UUID())")
    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    var pids: URL { url.appendingPathComponent("pids") }
    /// Stops what the scripts left running, by the ids they wrote, and removes the folder.
    deinit {
      ExecutableScript.stopProcesses(listedIn: pids)
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// A `gh` made of `body` in a new folder, and the environment that finds it first.
  func fakeGH(_ body: String) throws -> (Folder, [String: String]) {
    let folder = try Folder()
    try ExecutableScript.write("#!/bin/sh\n" + body, to: folder.url.appendingPathComponent("gh"))
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (folder, ["PATH": folder.url.path + ":" + path])
  }

  /// The token from `gh` when dehub has none, and how long asking took.
  func resolve(_ environment: [String: String], folder: Folder) throws -> (String?, Duration) {
    let store = TokenStore(folder: folder.url.appendingPathComponent("no-config"))
    let clock = ContinuousClock()
    let started = clock.now
    let found = try TokenSource.resolve(
      environment: environment, store: store, host: "github.com",
      apiURL: "https://api.github.com")
    return (found?.token, clock.now - started)
  }

  /// `gh` gets its three standard streams and no other descriptor of dehub's (a server's
  /// sockets, a cache's database): it answers only when it has none.
  @Test func ghInheritsNoDescriptorOfDehubs() throws {
    let (folder, environment) = try fakeGH(
      """
      for fd in /proc/$$/fd/*; do
        case "$(readlink "$fd")" in *dehub-leak-marker) echo leaked; exit 0 ;; esac
      done
      echo ghp_clean
      """)
    // Open here, not close-on-exec (as SwiftNIO's sockets are not).
    let marker = folder.url.appendingPathComponent("dehub-leak-marker")
    try Data().write(to: marker)
    let descriptor = open(marker.path, O_RDONLY)
    defer { close(descriptor) }
    let (token, _) = try resolve(environment, folder: folder)
    #expect(token == "ghp_clean")
  }

  /// A `gh` that answers at once gives its token.
  @Test func aNormalGHGivesItsToken() throws {
    let (folder, environment) = try fakeGH(
      """
      [ "$1 $2 $3 $4" = "auth token --hostname github.com" ] && echo ghp_normal && exit 0
      exit 1
      """)
    let (token, took) = try resolve(environment, folder: folder)
    #expect(token == "ghp_normal")
    #expect(took < .seconds(1))
  }

  /// Issue 28: a `gh` that hangs added 5 s to every start. It is given 2 s in all, then
  /// stopped (it, by its id), and there is no token.
  @Test func aHangingGHIsStoppedAtTheDeadline() throws {
    let (folder, environment) = try fakeGH(
      """
      echo $$ >> "$(dirname "$0")/pids"
      exec sleep 30
      """)
    let (token, took) = try resolve(environment, folder: folder)
    #expect(token == nil)
    #expect(took < .milliseconds(3500), "took \(took)")
    let pid = try #require(
      Int32(
        try String(contentsOf: folder.pids, encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) != 0, "the hanging gh was stopped")
    #expect(
      GHToken.ask(host: "github.com", environment: environment, deadline: 0.2)
        == .timedOut(seconds: 0.2), "said as a time-out (for dehub doctor)")
  }

  /// Issue 28: a `gh` that leaves a child holding its output (a `sleep 30 &`) had its valid
  /// token dropped. The token's line is complete, `gh` has ended: the token is kept at once.
  @Test func aTokenReadBeforeALingeringChildClosesThePipeIsKept() throws {
    let (folder, environment) = try fakeGH(
      """
      sleep 30 &
      echo $! >> "$(dirname "$0")/pids"
      echo ghp_lingering
      exit 0
      """)
    let (token, took) = try resolve(environment, folder: folder)
    #expect(token == "ghp_lingering")
    #expect(took < .milliseconds(1500), "took \(took)")
  }

  /// A `gh` without a token for the host (it fails) gives none, at once.
  @Test func aGHWithoutATokenGivesNone() throws {
    let (folder, environment) = try fakeGH("echo 'no oauth token' >&2\nexit 1")
    let (token, took) = try resolve(environment, folder: folder)
    #expect(token == nil)
    #expect(took < .seconds(1))
  }
}
