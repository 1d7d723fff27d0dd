import Foundation

/// A value behind a lock, for a test's threads.
final class Mutexed<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func set(_ new: Value) { lock.withLock { value = new } }

  func get() -> Value { lock.withLock { value } }
  /// Changes the value in place, under the lock.
  func update(_ body: (inout Value) -> Void) { lock.withLock { body(&value) } }
}
