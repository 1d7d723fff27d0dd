#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// A thread of its own for work that blocks (a request, a file), started at once: what
/// `Thread.detachNewThread` was, without full Foundation. Dispatch's shared pool would make
/// blocking work wait for a free worker.
public enum DetachedThread {
  /// Runs `body` on a new thread; false when the system could not start one (the caller
  /// then runs it another way).
  @discardableResult
  public static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Work(body))
    var thread = pthread_t()
    let result = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        let work = Unmanaged<Work>.fromOpaque(raw).takeRetainedValue()
        work.body()
        return nil
      }, box.toOpaque())
    guard result == 0 else {
      box.release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  private final class Work: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
}
