import CTerminalGuard
import FoundationEssentials
import Glibc

/// What a crash does to the terminal: it is given back (modes, alternate screen, cursor,
/// mouse) before anything else runs, and the crash is said in one line instead of Swift's
/// interactive backtracer waiting 30 seconds on a raw terminal. The backtracer runs when
/// `SWIFT_BACKTRACE` is set (a developer asking for it).
public enum CrashGuard {
  /// Installs the crash handlers; call first thing in `main`.
  public static func install() {
    // One variable, read as such: the environment as a dictionary costs a start 0.2 ms.
    dehub_crash_guard_install(getenv("SWIFT_BACKTRACE") == nil ? 0 : 1)
  }

  /// A crash from now on restores terminal `descriptor` to `modes`.
  static func guardTerminal(_ descriptor: Int32, modes: termios) {
    var modes = modes
    dehub_guard_terminal(descriptor, &modes)
  }

  /// The terminal was given back: a crash leaves it alone.
  static func release() {
    dehub_release_terminal()
  }
}
