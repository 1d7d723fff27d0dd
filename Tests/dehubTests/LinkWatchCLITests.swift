import Commands
import Foundation
import GistServer
import GistValues
import TestSupport
import Testing

/// Issue 33: `dehub sync --watch` pushes a saved change and stops at a conflict, saying so;
/// and a pull killed half-way leaves each file old or new, never a mix.
@Suite struct LinkWatchCLITests {
  /// What a command said on stderr, and a wait until it says something.
  final class Said: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private let written = DispatchSemaphore(value: 0)

    func append(_ more: String) {
      lock.withLock { text += more }
      written.signal()
    }

    /// Waits until stderr holds `part` (each write wakes the wait; nothing polls); false
    /// after `patience` seconds without it, which fails the test rather than hanging it.
    func wait(for part: String, patience: TimeInterval = 30) -> Bool {
      let deadline = DispatchTime.now() + patience
      while !lock.withLock({ text.contains(part) }) {
        if written.wait(timeout: deadline) == .timedOut {
          return lock.withLock { text.contains(part) }
        }
      }
      return true
    }

    var all: String { lock.withLock { text } }
  }

  @Test func watchPushesASavedChangeAndStopsAtAConflict() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      // A folder in the linked folder is skipped, and said once, not at every step.
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
      let said = Said()
      let console = CapturedConsole(input: Data(), environment: cli.environment, now: { Date() })
      console.onError = { said.append($0) }
      let finished = DispatchSemaphore(value: 0)
      let status = Mutexed<Int32?>(nil)
      // The watch runs until it stops itself, on a thread of its own.
      Thread {
        let code = Console.$current.withValue(console.console) {
          DehubProgram.run(["sync", "--watch", dir.path])
        }
        status.set(code)
        finished.signal()
      }.start()
      #expect(said.wait(for: "Watching \(dir.path)"), "\(said.all)")
      // Issue 57, item 31: every line the watch says starts with the time it was said.
      let stamped = try Regex(#"^\d\d:\d\d:\d\d "#)
      let lines = said.all.split(separator: "\n")
      #expect(
        !lines.isEmpty && lines.allSatisfy { $0.prefixMatch(of: stamped) != nil }, "\(said.all)")

      try "a saved\n".write(
        to: dir.appendingPathComponent("a.txt"), atomically: false, encoding: .utf8)
      #expect(said.wait(for: "pushed a.txt"), "\(said.all)")
      #expect(fixture.store.rawContent(id: gist.id, filename: "a.txt") == "a saved\n")

      // Changed on both sides: the watch stops, and writes nothing.
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: ["b.txt": .init(content: "b theirs\n")]))
      try "b mine\n".write(
        to: dir.appendingPathComponent("b.txt"), atomically: false, encoding: .utf8)
      #expect(said.wait(for: "Stopped watching"), "\(said.all)")
      #expect(finished.wait(timeout: .now() + 30) == .success)
      #expect(status.get() == 3)
      #expect(said.all.contains("b.txt changed here and on GitHub"))
      #expect(said.all.components(separatedBy: "skipped sub: a folder").count == 2, "\(said.all)")
      let local = try String(contentsOf: dir.appendingPathComponent("b.txt"), encoding: .utf8)
      #expect(local == "b mine\n")
      #expect(fixture.store.rawContent(id: gist.id, filename: "b.txt") == "b theirs\n")
    }
  }

  /// A child process, because the pull must be killed (SIGKILL) between its writes, and
  /// only a process of its own can be.
  @Test func aKilledPullLeavesEachFileOldOrNewNeverAMix() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      var newer: [String: String] = [:]
      for name in LinkCLITests.files.keys {
        newer[name] = String(repeating: "\(name) new line\n", count: 20_000)
      }
      _ = try fixture.api().update(
        id: gist.id, GistChanges(files: newer.mapValues { .init(content: $0) }))

      let watcher = inotify_init1(Int32(IN_CLOEXEC))
      defer { close(watcher) }
      #expect(inotify_add_watch(watcher, dir.path, UInt32(IN_CREATE)) >= 0)
      let process = try TestProgram.start(
        [CLI.binary.path, "sync", "--pull", "--yes", dir.path], environment: cli.environment)
      // Killed as soon as its first temporary file appears: mid-pull.
      var ready = pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)
      #expect(poll(&ready, 1, 30_000) == 1)
      process.send(SIGKILL)
      process.wait()

      for (name, old) in LinkCLITests.files {
        let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
        #expect(text == old || text == newer[name], "\(name) is a mix")
      }
      // The next sync finishes the pull.
      let again = try cli.run("sync", "--yes", dir.path)
      #expect(again.status == 0, "\(again.stderr)")
      for (name, text) in newer {
        #expect(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) == text)
      }
    }
  }

  /// `dehub sync --watch dir` (and `options`) in a child process, because Ctrl-C (SIGINT)
  /// must reach a process of its own: `body` runs once it watches, then Ctrl-C ends it.
  /// Its exit status and all it said on stderr.
  static func watchInAChild(
    _ cli: CLI, _ dir: URL, options: [String] = [], _ body: (Said) -> Void = { _ in }
  ) throws -> (status: Int32, said: String) {
    let errors = try TestProgram.pipe()
    defer { close(errors.read) }
    let process = try TestProgram.start(
      [CLI.binary.path, "sync", "--watch"] + options + [dir.path], environment: cli.environment,
      error: .descriptor(errors.write))
    close(errors.write)
    let said = Said()
    let reading = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while case let count = read(errors.read, &buffer, buffer.count), count > 0 {
        said.append(String(decoding: buffer[0..<count], as: UTF8.self))
      }
      reading.signal()
    }
    #expect(said.wait(for: "Ctrl-C stops"), "\(said.all)")
    body(said)
    // A watch that already stopped by itself (a conflict) is exiting: a SIGINT now could
    // land after it let its handler go, and end it as 130 instead of its own code.
    if !said.all.contains("Stopped watching") { process.send(SIGINT) }
    let status = process.wait()
    _ = reading.wait(timeout: .now() + 30)
    return (status, said.all)
  }

  @Test func ctrlCEndsTheWatchCleanly() async throws {
    try await CLI.with { cli, fixture in
      let (_, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      let (status, said) = try Self.watchInAChild(cli, dir)
      #expect(status == 0, "it exits, not killed by SIGINT")
      #expect(said.contains("Stopped watching \(dir.path)."))
    }
  }

  /// Each step of a watch that finds nothing to do asks GitHub (a 304), and says nothing:
  /// "in sync" is said once.
  @Test func aWatchWithNothingToDoSaysInSyncOnce() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      let asked = { fixture.store.requests.filter { $0.path == "/gists/\(gist.id)" }.count }
      let (status, said) = try Self.watchInAChild(cli, dir, options: ["--interval", "1"]) { _ in
        Self.wait(steps: 3, asked)
      }
      #expect(status == 0)
      #expect(said.components(separatedBy: "in sync.").count == 2, "\(said)")
    }
  }

  /// Offline, a watch says so once, however many steps find GitHub silent; when it answers
  /// again, the link's state is said again.
  @Test func offlineAWatchSaysSoOnceAndInSyncWhenGitHubAnswers() async throws {
    try await CLI.with { cli, fixture in
      let (gist, dir) = try LinkCLITests.linked(cli, fixture, folder: true)
      let asked = { fixture.store.requests.filter { $0.path == "/gists/\(gist.id)" }.count }
      let (status, said) = try Self.watchInAChild(cli, dir, options: ["--interval", "1"]) {
        said in
        // Every read of the gist cut short, then it changes on GitHub (a 304 has no body to
        // cut). In this order a step between the two cannot pull the change before GitHub
        // falls silent (the other order failed so under load).
        fixture.store.inject(Fault(method: "GET", path: "/gists/\(gist.id)", kind: .drop))
        _ = try? fixture.api().update(
          id: gist.id, GistChanges(files: ["b.txt": .init(content: "b theirs\n")]))
        #expect(said.wait(for: "offline: gist"), "\(said.all)")
        Self.wait(steps: 3, asked)
        fixture.store.clearFaults()
        #expect(said.wait(for: "pulled b.txt"), "\(said.all)")
        Self.wait(steps: 2, asked)
      }
      #expect(status == 0)
      #expect(said.components(separatedBy: "offline: gist").count == 2, "\(said)")
      // At the start, and after the pull.
      #expect(said.components(separatedBy: "in sync.").count == 3, "\(said)")
    }
  }

  /// Waits until GitHub was asked (`asked` counts) `steps` more times; fails after 30 s.
  static func wait(steps: Int, _ asked: () -> Int) {
    let before = asked()
    let deadline = Date().addingTimeInterval(30)
    while asked() < before + steps && Date() < deadline { usleep(50_000) }
    #expect(asked() >= before + steps)
  }
}
