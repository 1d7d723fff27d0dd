/// A sequence of values over time that observers subscribe to.
///
/// Semantics (also in `docs/Reactive.md`):
/// - Delivery is synchronous: an event reaches every observer before `on` returns.
/// - A sequence is `next*` then at most one `error` or `completed`; nothing follows a
///   terminal event.
/// - Disposing a subscription stops delivery to it at once, also in the middle of an
///   emission; subscribing during an emission is safe (the new observer sees later events).
/// - An observable chain belongs to one thread (the main thread in the app). Background
///   work hands results back with `MainLoopScheduler.post`.
public struct Observable<Element> {
  @usableFromInline let subscribeHandler: (AnyObserver<Element>) -> any Disposable

  /// Wraps a subscribe function whose events are already well formed (used by operators).
  @inlinable init(unchecked subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
    self.subscribeHandler = subscribeHandler
  }

  /// An observable whose subscribe function is `subscribe`. Events the function sends after
  /// a terminal event, or after the subscription was disposed, are dropped.
  public static func create(
    _ subscribe: @escaping (AnyObserver<Element>) -> any Disposable
  ) -> Observable<Element> {
    Observable(unchecked: { observer in
      let gate = Gate()
      let inner = SingleAssignmentDisposable()
      let guarded = AnyObserver<Element> { event in
        if gate.isClosed { return }
        if event.isTerminal {
          gate.isClosed = true
          observer.on(event)
          inner.dispose()
        } else {
          observer.on(event)
        }
      }
      inner.set(subscribe(guarded))
      return Disposables.create {
        gate.isClosed = true
        inner.dispose()
      }
    })
  }

  /// Subscribes `observer`; the returned disposable ends the subscription.
  @inlinable @discardableResult
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    subscribeHandler(observer)
  }

  /// Subscribes with one closure per kind of event.
  @discardableResult
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((any Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let subscription = subscribeHandler(
      AnyObserver { event in
        switch event {
        case .next(let value): onNext?(value)
        case .error(let error): onError?(error)
        case .completed: onCompleted?()
        }
      })
    guard let onDisposed else { return subscription }
    return Disposables.create {
      subscription.dispose()
      onDisposed()
    }
  }
}

/// A flag shared by an operator's closures: once closed, events are dropped.
@usableFromInline final class Gate {
  @usableFromInline var isClosed = false
  @usableFromInline init() {}
}
