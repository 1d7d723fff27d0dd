#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// A mutual-exclusion lock (a pthread mutex), for state shared between threads where
/// `Mutex`'s ownership rules do not fit: a lock held across calls, or a closure giving back
/// a value that is not `Sendable`. What NSLock was, without full Foundation.
public final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A new, unlocked lock.
  public init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Waits for the lock and takes it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Gives the lock back.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// `body`'s value, run while holding the lock.
  public func withLock<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    lock()
    defer { unlock() }
    return try body()
  }
}
