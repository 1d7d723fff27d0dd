import Foundation

/// Runs blocking work on a new thread and awaits its result, so that an async test never
/// blocks a thread of Swift's cooperative pool (which other tests' tasks need).
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async
  -> Result<T, any Error>
{
  await withCheckedContinuation { continuation in
    let thread = Thread {
      continuation.resume(returning: Result { try body() })
    }
    thread.stackSize = 8 << 20
    thread.start()
  }
}
