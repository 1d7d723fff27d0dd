import Foundation
import TestSupport
import Testing

/// `dehub server` is `dehub-server` run in its place (the server is a program of its own, so
/// that `dehub` loads libcurl only at its first request), and the demo's server ends with
/// the demo.
@Suite struct ServerProgramTests {
  @Test func dehubServerRunsTheServerProgramInItsPlace() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let portFile = cli.home.appendingPathComponent("port")
    let process = try TestProgram.start(
      [
        CLI.binary.path, "server", "--generate", "3", "--owner", "ada", "--token", "ada-token",
        "--port-file",
        portFile.path, "--fault", "GET /gists/starred=status:503",
      ], environment: cli.environment)
    defer {
      process.send(SIGKILL)
      process.wait()
    }
    let port = try #require(Self.port(in: portFile))
    let name = try String(
      contentsOfFile: "/proc/\(process.pid)/comm", encoding: .utf8)
    #expect(name == "dehub-server\n", "same process, the server's program")

    var client = cli
    client.environment["DEHUB_API_URL"] = "http://127.0.0.1:\(port)"
    client.environment["GH_ENTERPRISE_TOKEN"] = "ada-token"
    let list = try client.run("list", "--json", "--limit", "10")
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.components(separatedBy: "\"owner\"").count == 4, "the 3 generated gists")
    let starred = try client.run("list", "--starred")
    #expect(starred.status == 1, "the fault passed on")
    #expect(starred.stderr.contains("503"), "\(starred.stderr)")

    process.send(SIGTERM)
    #expect(process.wait() == 0, "it exits on SIGTERM, not killed by it")
  }

  @Test func aBadOptionIsRefusedBeforeTheServerStarts() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    // A process: `dehub server` replaces the process it runs in.
    let run = try cli.runProcess("server", "--rate-limit=-1")
    #expect(run.status == 2)
    #expect(run.stderr.contains("--rate-limit must be 0 (no limit) or more."), "\(run.stderr)")
    let fault = try cli.runProcess("server", "--fault", "nonsense")
    #expect(fault.status == 2)
    #expect(fault.stderr.contains("Cannot read the fault \"nonsense\"."), "\(fault.stderr)")
  }

  @Test func theDemosServerEndsWhenTheProcessThatStartedItEnds() throws {
    let cli = try CLI(server: nil, token: nil)
    defer { cli.cleanUp() }
    let server = CLI.binary.deletingLastPathComponent().appendingPathComponent("dehub-server")
    let pidFile = cli.home.appendingPathComponent("pid")
    let portFile = cli.home.appendingPathComponent("port")
    // A parent that starts the server and ends at once, as a killed demo would.
    let parent = try cli.run(
      executable: URL(fileURLWithPath: "/bin/sh"),
      [
        "-c",
        "'\(server.path)' --exit-with-parent --port-file '\(portFile.path)' >/dev/null 2>&1 & echo $! > '\(pidFile.path)'; while [ ! -s '\(portFile.path)' ]; do sleep 0.05; done",
      ])
    #expect(parent.status == 0)
    let pid = try #require(
      Int32(
        try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    let deadline = Date().addingTimeInterval(10)
    while Self.isAlive(pid) && Date() < deadline { usleep(50_000) }
    let alive = Self.isAlive(pid)
    if alive { kill(pid, SIGKILL) }
    #expect(!alive, "the server outlived its parent")
  }

  /// The port `file` holds, once the server wrote it (10 seconds at most).
  static func port(in file: URL) -> Int? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return port
      }
      usleep(20_000)
    }
    return nil
  }

  /// Whether `pid` runs (a zombie waiting for its new parent to reap it has ended).
  static func isAlive(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    let state = stat.split(separator: ")").last?.split(separator: " ").first
    return state != "Z" && state != "X"
  }
}
