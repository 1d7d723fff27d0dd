import FoundationEssentials
import Synchronization

/// What a run writes as text into a pipe or a file: the exact bytes, or, where they hold
/// anything that drives a terminal (an escape sequence, a control character), nothing at
/// all: the run is refused (exit 1) with one line naming `--allow-escape-sequences`, as
/// gh refuses. Placeholders are right on a terminal; written into a file they would change
/// its bytes (`dehub view ID -f run.sh > run.sh` wrote `␛[31m` where the gist has ESC).
///
/// Text is held until the run ends (or until it passes `holdLimit`, when what was held is
/// written and the rest checked as it comes), so a refused run writes nothing to stdout.
/// JSON and `--raw` bytes are not text: they go out as they are, after what was held.
final class PipedText: Sendable {
  /// Text held at most before it is written (a larger output is checked as it comes).
  static let holdLimit = 8 << 20

  private struct State {
    var held = Data()
    var passedLimit = false
    var refused = false
    var allowEscapes = false
  }

  private let state: Mutex<State>

  /// A run's: text is held until the run ends. Outside a run (`--version`, answered before
  /// one starts) text is checked and written at once.
  init(holding: Bool = true) {
    state = Mutex(State(passedLimit: !holding))
  }

  /// The run's: each command run (in-process too) has its own.
  @TaskLocal static var current = PipedText(holding: false)

  /// Text goes out as it is checked from now on (a command that runs until stopped, such
  /// as `sync --watch`, whose lines a log reads as they come).
  func writeThrough() {
    let _: Void = state.withLock { $0.passedLimit = true }
  }

  /// `--allow-escape-sequences`: piped text goes out as it is.
  func allowEscapes() {
    state.withLock { $0.allowEscapes = true }
  }

  /// Whether `--allow-escape-sequences` was given.
  var escapesAllowed: Bool { state.withLock { $0.allowEscapes } }

  /// Takes `text` for stdout (not a terminal): held when it is safe, given to `write` as it
  /// is when escapes are allowed (or the hold is past its limit); the run refused when it
  /// is not safe.
  func take(_ text: String, safe: Bool, write: (Data) -> Void) {
    let out: Data? = state.withLock { state in
      if state.refused { return nil }
      if !safe && !state.allowEscapes {
        state.refused = true
        state.held = Data()
        return nil
      }
      state.held.append(contentsOf: Array(text.utf8))
      if state.allowEscapes || state.passedLimit {
        defer { state.held = Data() }
        return state.held
      }
      guard state.held.count > Self.holdLimit else { return nil }
      state.passedLimit = true
      defer { state.held = Data() }
      return state.held
    }
    if let out { write(out) }
  }

  /// Gives what is held to `write` (before bytes that are not text, and at the end).
  func release(_ write: (Data) -> Void) {
    let out = state.withLock { state -> Data in
      defer { state.held = Data() }
      return state.held
    }
    if !out.isEmpty { write(out) }
  }

  /// Whether the run was refused for text that drives a terminal.
  var refused: Bool { state.withLock { $0.refused } }

  /// What a refused run says.
  static let refusal =
    "nothing written: the output holds terminal escape sequences "
    + "(--allow-escape-sequences writes them as they are)"
}
