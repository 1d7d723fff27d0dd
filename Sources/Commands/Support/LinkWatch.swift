import FoundationEssentials
import GistValues
import GistWork
import Glibc
import Synchronization

/// The descriptor the watch's signal handler writes to (a handler may only write a byte).
private let watchSignalDescriptor = Atomic<Int32>(-1)

/// `dehub sync --watch PATH`: keeps one link in step until Ctrl-C. The folder is watched
/// with inotify; a change saved here is synced after a quiet second (so an editor's several
/// writes make one push), GitHub is asked every `interval` seconds (revalidated with the
/// gist's ETag, a 304 costs nothing), and at a conflict it stops, saying so (exit 3).
/// Ctrl-C or SIGTERM ends it cleanly between syncs (exit 0).
struct LinkWatch {
  let syncing: LinkSyncRun
  let link: Link
  let interval: Double
  /// How long the folder must be quiet before a change is synced.
  var quiet: Double = 1
  /// Run after each step GitHub answered (the outbox is sent then).
  var afterStep: () -> Void = {}

  func run() throws {
    let watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard watcher >= 0 else { throw CommandFailure.failure("Cannot watch files (inotify).") }
    defer { close(watcher) }
    let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
    guard inotify_add_watch(watcher, link.folder.path, events) >= 0 else {
      throw CommandFailure.failure("Cannot watch \(link.folder.path).")
    }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw CommandFailure.failure("Cannot watch for Ctrl-C (a pipe).")
    }
    for end in pipeEnds {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    defer {
      close(pipeEnds[0])
      close(pipeEnds[1])
    }
    let previous = Self.catchSignals(writingTo: pipeEnds[1])
    defer { Self.restore(previous) }

    try step()
    Output.error("Watching \(link.path) (gist \(link.gistID)); Ctrl-C stops.")
    var changedAt: Double?
    var nextPull = Self.now() + interval
    while true {
      let due = min(changedAt.map { $0 + quiet } ?? .infinity, nextPull)
      let wait = max(0, due - Self.now())
      var ready = [
        pollfd(fd: watcher, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0),
      ]
      let count = poll(&ready, 2, Int32(min(wait * 1000, 60_000).rounded(.up)))
      if count < 0 && errno != EINTR {
        throw CommandFailure.failure("Cannot watch \(link.folder.path).")
      }
      if ready[1].revents != 0 {
        Output.error("Stopped watching \(link.path).")
        return
      }
      if ready[0].revents != 0, concerned(Self.names(from: watcher)) {
        changedAt = Self.now()
      }
      let now = Self.now()
      if let changed = changedAt, now >= changed + quiet {
        changedAt = nil
        try step()
        nextPull = Self.now() + interval
      } else if now >= nextPull {
        try step()
        nextPull = Self.now() + interval
      }
    }
  }

  /// One sync; a conflict ends the watch (exit 3), a failure is said and the watch goes on.
  private func step() throws {
    let outcome: LinkSyncRun.Outcome
    do {
      outcome = try syncing.sync(try syncing.session.link(covering: link.path))
    } catch let error as GistError {
      // A refused token is refused at every step: the watch ends (exit 4).
      if error.needsAuthentication { throw error }
      return failed("dehub: \(link.path): \(error.message) (still watching)")
    } catch let failure as CommandFailure {
      return failed("dehub: \(failure.message) (still watching)")
    }
    syncing.said.moved(failureSubject)
    afterStep()
    guard outcome.conflicts.isEmpty else {
      throw CommandFailure(
        code: 3,
        message: "Stopped watching \(link.path): "
          + outcome.conflicts.joined(separator: ", ")
          + " changed here and on GitHub; `dehub sync \(link.path)` on a terminal offers the "
          + "choices.")
    }
  }

  /// What the last failed step said is kept under this subject.
  private var failureSubject: String { link.path + "\n(failure)" }

  /// Says a failed step's `line`, unless the step before failed the same way (offline, a
  /// step fails every second until GitHub answers).
  private func failed(_ line: String) {
    syncing.said.state(line, about: failureSubject)
  }

  /// Whether a change to the files `names` concerns the link (not dehub's own temporary
  /// files; for a file link, only its file).
  private func concerned(_ names: [String]) -> Bool {
    names.contains { name in
      !name.hasPrefix(LocalFiles.temporaryPrefix)
        && (link.isFolder || name == URL(fileURLWithPath: link.path).lastPathComponent)
    }
  }

  /// The names of the files the waiting inotify events are about.
  private static func names(from watcher: Int32) -> [String] {
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while true {
      let count = read(watcher, &buffer, buffer.count)
      guard count > 0 else { break }
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
        }
        let start = offset + header
        let end = min(start + length, count)
        let bytes = buffer[start..<end].prefix { $0 != 0 }
        names.append(String(decoding: bytes, as: UTF8.self))
        offset = start + length
      }
    }
    return names
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Routes SIGINT and SIGTERM into `descriptor`; the handlers found before.
  private static func catchSignals(writingTo descriptor: Int32) -> [Int32: sigaction] {
    watchSignalDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    var previous: [Int32: sigaction] = [:]
    for number in [SIGINT, SIGTERM] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(watchSignalDescriptor.load(ordering: .relaxed), &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      sigaction(number, &action, &old)
      previous[number] = old
    }
    return previous
  }

  private static func restore(_ previous: [Int32: sigaction]) {
    for (number, old) in previous {
      var action = old
      sigaction(number, &action, nil)
    }
    watchSignalDescriptor.store(-1, ordering: .sequentiallyConsistent)
  }
}
