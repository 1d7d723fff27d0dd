import Glibc
import Reactive

/// Stops the server when the process that started it ends: the demo's server must not
/// outlive the demo, even when the demo is killed.
enum ParentWatch {
  /// Checks the parent twice a second, on a thread of its own; when it is gone, sends this
  /// process the SIGTERM it waits for.
  static func start() {
    let parent = getppid()
    DetachedThread.start {
      while getppid() == parent { usleep(500_000) }
      kill(getpid(), SIGTERM)
    }
  }
}
