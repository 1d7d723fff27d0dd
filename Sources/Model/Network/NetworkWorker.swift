import Dispatch
import GistValues
import Reactive
import Synchronization

/// Runs blocking API calls off the main thread and delivers their results on the main
/// loop (through `MainLoopScheduler.post`), so the run loop never waits on the network.
public final class NetworkWorker: Sendable {
  private let scheduler: MainLoopScheduler
  // Serial queues each get a thread of their own (a concurrent queue would draw from the
  // global pool, capped at the number of cores); requests are spread over them.
  private let queues = (0..<4).map {
    DispatchQueue(label: "dehub.network.\($0)", qos: .userInitiated)
  }
  private let next = Atomic<Int>(0)
  private let deliveryHooks = Mutex<[MainThreadOnly<() -> Void>]>([])
  private let pending = Atomic<Int>(0)
  private let longPending = Atomic<Int>(0)

  /// How many calls are running or waiting to be delivered (0: no network work in flight,
  /// which is what a demo script's `wait idle` waits for).
  public var inFlight: Int { pending.load(ordering: .acquiring) }

  /// How many long runs (`performLong`, the search indexer) are running or waiting to be
  /// delivered: with `inFlight`, all the work off the main thread (what a test's idle
  /// waits for).
  public var longRunning: Int { longPending.load(ordering: .acquiring) }

  /// A worker delivering on `scheduler`.
  public init(scheduler: MainLoopScheduler) {
    self.scheduler = scheduler
  }

  /// Calls `hook` on the main loop after every delivered result (the status bar reads the
  /// rate limit the response left); call it on the main thread.
  public func afterEachDelivery(_ hook: @escaping () -> Void) {
    let wrapped = MainThreadOnly(hook)
    deliveryHooks.withLock { $0.append(wrapped) }
  }

  /// Runs `action` on the main loop after the current turn (after the screen was drawn):
  /// work that can wait for the first paint.
  public func afterThisTurn(_ action: @escaping () -> Void) {
    let handoff = MainThreadOnly(action)
    scheduler.post { handoff.value() }
  }

  /// Runs `work` on a background thread, then `deliver` with its result on the main loop.
  public func perform<T: Sendable>(
    _ work: @escaping @Sendable () throws(GistError) -> T,
    then deliver: @escaping (Result<T, GistError>) -> Void
  ) {
    let handoff = MainThreadOnly(deliver)
    let scheduler = self.scheduler
    let index = next.add(1, ordering: .relaxed).newValue % queues.count
    pending.add(1, ordering: .releasing)
    queues[index].async {
      let result: Result<T, GistError>
      do throws(GistError) {
        result = .success(try work())
      } catch {
        result = .failure(error)
      }
      scheduler.post { [self] in
        handoff.value(result)
        for hook in deliveryHooks.withLock({ $0 }) { hook.value() }
        pending.subtract(1, ordering: .releasing)
      }
    }
  }
}

extension NetworkWorker {
  /// Runs long `work` (the search indexer) on a queue of its own, so the request queues
  /// stay free; what it reports along the way reaches `progress` on the main loop, then its
  /// result reaches `deliver`. It does not count as in flight: a demo's `wait idle` waits
  /// for what the screens asked, not for the index.
  public func performLong<Report: Sendable, T: Sendable>(
    _ work:
      @escaping @Sendable (_ report: @escaping @Sendable (Report) -> Void) throws(GistError)
      -> T,
    progress: @escaping (Report) -> Void, then deliver: @escaping (Result<T, GistError>) -> Void
  ) {
    let progressHandoff = MainThreadOnly(progress)
    let handoff = MainThreadOnly(deliver)
    let scheduler = self.scheduler
    longPending.add(1, ordering: .releasing)
    DispatchQueue(label: "dehub.long-work", qos: .utility).async { [self] in
      let result: Result<T, GistError>
      do throws(GistError) {
        result = .success(
          try work { report in scheduler.post { progressHandoff.value(report) } })
      } catch {
        result = .failure(error)
      }
      scheduler.post { [self] in
        handoff.value(result)
        longPending.subtract(1, ordering: .releasing)
      }
    }
  }
}

/// Carries a main-thread closure through a background hop. It is created on the main
/// thread and called there (by the main loop); the background thread only holds it.
struct MainThreadOnly<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
