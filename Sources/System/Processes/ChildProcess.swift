import Dispatch
import FoundationEssentials
import Glibc
import Reactive

/// A child program, started with `posix_spawn` and waited for with `waitpid`: the one way
/// dehub starts programs that do not take the terminal (git, a web browser, `tput`, the
/// demo's server). The pager and the editor, which do, go through `TerminalChild`, which
/// shares its signal set-up and exit statuses.
///
/// Each of the child's standard streams is dehub's own, `/dev/null`, a pipe dehub reads
/// (`readOutput()`), a file, or a descriptor the caller opened. The child starts with every signal at its default and none
/// blocked. Only one stream may be a pipe: reading one to its end while the child fills
/// another could wait forever.
public final class ChildProcess: @unchecked Sendable {
  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable {
    /// dehub's own descriptor, inherited.
    case inherit
    /// `/dev/null`.
    case null
    /// A pipe whose other end dehub reads (stdout or stderr only).
    case pipe
    /// The file at this path: read as stdin; made or emptied as stdout or stderr.
    case file(String)
    /// This open descriptor of dehub's (one end of a pipe the caller made, a terminal),
    /// which stays open in dehub.
    case descriptor(Int32)

    var isPipe: Bool {
      if case .pipe = self { true } else { false }
    }
  }

  /// The child's process id.
  public let pid: pid_t
  private let pipeEnd: Int32?
  private let lock = Lock()
  private var endStatus: Int32?

  private init(pid: pid_t, pipeEnd: Int32?) {
    self.pid = pid
    self.pipeEnd = pipeEnd
  }

  deinit {
    if let pipeEnd { close(pipeEnd) }
  }

  /// Starts `arguments` (the first a path; `/usr/bin/env` finds a name on the child's
  /// PATH) with `environment` (dehub's own when nil). `carried`, an open descriptor of
  /// dehub's, becomes the child's descriptor 3 (a pipe a credential helper reads the token
  /// from, so it is on no command line). Nil when it could not start.
  public static func start(
    _ arguments: [String], environment: [String: String]? = nil, input: Stream = .null,
    output: Stream = .null, error: Stream = .null, carried: Int32? = nil
  ) -> ChildProcess? {
    var ends: [Int32] = [-1, -1]
    let wantsPipe = output.isPipe || error.isPipe
    if wantsPipe {
      guard pipe(&ends) == 0 else { return nil }
      // Not inherited by what other threads start meanwhile (a write end kept elsewhere
      // delays the end of the output).
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    let streams = [(input, STDIN_FILENO), (output, STDOUT_FILENO), (error, STDERR_FILENO)]
    let pid = spawn(arguments, environment: environment, keeping: carried == nil ? 2 : 3) {
      actions in
      for (stream, descriptor) in streams {
        switch stream {
        case .inherit: break
        case .null:
          let mode = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY
          posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", mode, 0)
        case .pipe:
          posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
        case .file(let path):
          let mode = descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
          posix_spawn_file_actions_addopen(&actions, descriptor, path, mode, 0o600)
        case .descriptor(let open):
          posix_spawn_file_actions_adddup2(&actions, open, descriptor)
        }
      }
      if let carried { posix_spawn_file_actions_adddup2(&actions, carried, 3) }
    }
    if wantsPipe { close(ends[1]) }
    guard let pid else {
      if wantsPipe { close(ends[0]) }
      return nil
    }
    return ChildProcess(pid: pid, pipeEnd: wantsPipe ? ends[0] : nil)
  }

  /// Starts `arguments` (the first a path) with `environment` (dehub's own when nil), every
  /// signal at its default and none blocked, and the file actions `prepare` adds; its
  /// process id, or nil when it could not start. A program just written may be briefly
  /// busy (ETXTBSY while another process that inherited its descriptor has not exec'd
  /// yet): it is tried a few times.
  ///
  /// The child gets no descriptor above `keeping` (its standard streams, and descriptor 3
  /// when one is carried): whatever else is open here, such as a server's listening and
  /// accepted sockets that are not close-on-exec (SwiftNIO's are not), would otherwise live
  /// on in it, keeping a closed connection open and a stopped server's port answering.
  public static func spawn(
    _ arguments: [String], environment: [String: String]?, keeping: Int32 = 2,
    prepare: (inout posix_spawn_file_actions_t) -> Void
  ) -> pid_t? {
    guard !arguments.isEmpty else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    prepare(&actions)
    if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, keeping + 1) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setDefaultSignals(&attributes)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let lines = environment.map { $0.map { "\($0.key)=\($0.value)" }.sorted() }
    let envp = lines.map { $0.map { strdup($0) } + [nil] }
    defer { for pointer in envp ?? [] { free(pointer) } }
    var pid: pid_t = 0
    for attempt in 0..<5 {
      if attempt > 0 { usleep(20_000) }
      let result =
        envp.map { posix_spawn(&pid, arguments[0], &actions, &attributes, argv, $0) }
        ?? posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
      if result == 0 { return pid }
      if result != ETXTBSY { return nil }
    }
    return nil
  }

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later; Swift's Glibc does
  /// not export it), looked up once; nil on an older C library, whose children then inherit
  /// what is not close-on-exec.
  private static let closeFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
          .self)
    }()

  /// Runs `arguments` as `start` does with stdout on a pipe, and waits: its exit status
  /// and what it wrote (at most `limit` bytes kept), or nil when it could not start.
  public static func run(
    _ arguments: [String], environment: [String: String]? = nil, limit: Int = 1 << 20
  ) -> (status: Int32, output: Data)? {
    guard let child = start(arguments, environment: environment, output: .pipe) else {
      return nil
    }
    let output = child.readOutput(limit: limit)
    return (child.wait(), output)
  }

  /// What the child wrote to its pipe, read to the end (the child's, and every process's
  /// that inherited it); past `limit` bytes the rest is read and dropped.
  public func readOutput(limit: Int = 1 << 20) -> Data {
    guard let pipeEnd else { return Data() }
    return DescriptorReader.readAll(pipeEnd, limit: limit)
  }

  /// Waits until the child has ended: its exit status, 128+signal when a signal ended it,
  /// or -1 when it cannot be waited for.
  @discardableResult
  public func wait() -> Int32 {
    lock.withLock {
      if let endStatus { return endStatus }
      var status: Int32 = 0
      var ended: Int32 = -1
      while true {
        if waitpid(pid, &status, 0) >= 0 {
          ended = Self.exitStatus(status)
          break
        }
        if errno != EINTR { break }
      }
      endStatus = ended
      return ended
    }
  }

  /// Whether the child is still running (it is reaped once it has ended).
  public var isRunning: Bool {
    lock.withLock {
      guard endStatus == nil else { return false }
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == 0 { return true }
      endStatus = result == pid ? Self.exitStatus(status) : -1
      return false
    }
  }

  /// Sends `signal` to the child (it alone, by its process id), unless it has ended.
  public func send(_ signal: Int32) {
    if isRunning { kill(pid, signal) }
  }

  /// Lets the child run on its own: it is waited for in the background, so it leaves no
  /// zombie when it ends.
  public func detach() {
    DispatchQueue.global(qos: .utility).async { self.wait() }
  }

  /// Every signal at its default and none blocked in the child (dehub ignores some and
  /// blocks others on its own threads).
  static func setDefaultSignals(_ attributes: inout posix_spawnattr_t) {
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  }

  /// `waitpid`'s status as an exit status, or 128+signal.
  static func exitStatus(_ status: Int32) -> Int32 {
    let signalNumber = status & 0x7f
    return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
  }
}
