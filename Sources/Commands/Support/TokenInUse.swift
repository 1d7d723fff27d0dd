import GistValues
import Model
import Synchronization

/// Where the token of the command running now came from, so that a token GitHub refuses is
/// met with the fix for its source: `GH_TOKEN` is fixed or unset (a login would not replace
/// it), gh's token is renewed with `gh`. One per run, made by `DehubProgram` around the
/// command and filled in by `CommandContext`.
final class TokenInUse: Sendable {
  /// The run's, when a command runs.
  @TaskLocal static var current: TokenInUse?

  private let source = Mutex<TokenSource?>(nil)

  /// Records `source` as where the run's token came from (nil: the token checked is not
  /// one of the sources, such as the one `auth login` was given).
  func record(_ source: TokenSource?) {
    self.source.withLock { $0 = source }
  }

  /// The source recorded.
  var recorded: TokenSource? {
    source.withLock { $0 }
  }

  /// The sentence for `error`: for a refused token, the advice for where the run's token
  /// came from; otherwise the error's own.
  static func sentence(for error: GistError) -> String {
    current?.recorded?.advice(for: error) ?? error.message
  }
}
