import Dispatch
import FoundationEssentials
import GistValues
import Reactive
import Store
import Synchronization

/// The offline cache of a command, opened now or on a thread of its own. `view` asks for
/// the gist first and keeps it afterwards, so its cache opens while the request is made:
/// the open (about 1.5 ms: SQLite, the schema's mark, the login) leaves the path to the
/// answer.
final class CacheOpening: Sendable {
  private enum State {
    case opening
    case opened(Result<CacheScope, GistError>)
    case taken(CacheScope?)
  }

  private let state = Mutex(State.opening)
  private let done = DispatchSemaphore(value: 0)
  private let problem: @Sendable (String) -> Void

  /// The cache `open` opens: on a thread of its own when `aside`, else at once. A cache
  /// that cannot be used is said to `problem` (once, when the cache is first asked for).
  init(
    aside: Bool, problem: @escaping @Sendable (String) -> Void,
    open: @escaping @Sendable () -> Result<CacheScope, GistError>
  ) {
    self.problem = problem
    guard aside else {
      state.withLock { $0 = .opened(open()) }
      done.signal()
      return
    }
    let opening: @Sendable () -> Void = { [self] in
      let opened = open()
      state.withLock { $0 = .opened(opened) }
      done.signal()
    }
    if !DetachedThread.start(opening) { opening() }
  }

  /// No cache (`--no-cache`).
  init() {
    problem = { _ in }
    state.withLock { $0 = .taken(nil) }
    done.signal()
  }

  /// The cache, waiting for it to be open; nil when it cannot be used.
  var scope: CacheScope? {
    if case .taken(let scope) = state.withLock({ $0 }) { return scope }
    done.wait()
    done.signal()
    let (scope, failure) = state.withLock { state -> (CacheScope?, GistError?) in
      switch state {
      case .opening: return (nil, nil)
      case .taken(let scope): return (scope, nil)
      case .opened(let result):
        let scope = try? result.get()
        state = .taken(scope)
        if case .failure(let error) = result { return (nil, error) }
        return (scope, nil)
      }
    }
    if let failure { problem(failure.message) }
    return scope
  }
}
