import Foundation

extension Observable {
  /// A value is sent only once `dueTime` seconds passed without a newer one. Completion
  /// sends the waiting value first; an error drops it.
  public func debounce(_ dueTime: TimeInterval, scheduler: any Scheduler) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      let timer = SerialDisposable()
      let pending = Box<Element?>(nil)
      let upstream = source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value):
            pending.value = value
            timer.disposable = scheduler.schedule(after: dueTime) {
              guard let value = pending.value else { return }
              pending.value = nil
              observer.onNext(value)
            }
          case .error:
            timer.dispose()
            pending.value = nil
            observer.on(event)
          case .completed:
            timer.dispose()
            if let value = pending.value {
              pending.value = nil
              observer.onNext(value)
            }
            observer.on(event)
          }
        })
      return Disposables.create(upstream, timer)
    })
  }

  /// At most one value per `interval` seconds: the first value passes at once and opens a
  /// window; with `latest`, the last value that came during the window is sent when it
  /// closes (and opens the next window). Completion sends a waiting value first.
  public func throttle(
    _ interval: TimeInterval, latest: Bool = true, scheduler: any Scheduler
  ) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      let timer = SerialDisposable()
      let pending = Box<Element?>(nil)
      let windowOpen = Box(false)
      func openWindow() {
        windowOpen.value = true
        timer.disposable = scheduler.schedule(after: interval) {
          if let value = pending.value {
            pending.value = nil
            observer.onNext(value)
            openWindow()
          } else {
            windowOpen.value = false
          }
        }
      }
      let upstream = source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value):
            if windowOpen.value {
              if latest { pending.value = value }
            } else {
              observer.onNext(value)
              openWindow()
            }
          case .error:
            timer.dispose()
            observer.on(event)
          case .completed:
            timer.dispose()
            if let value = pending.value {
              pending.value = nil
              observer.onNext(value)
            }
            observer.on(event)
          }
        })
      return Disposables.create(upstream, timer)
    })
  }

  /// Delivers every event later, on `scheduler`, in the order they came. Disposing drops
  /// the events that have not been delivered yet.
  public func observe(on scheduler: any Scheduler) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      let gate = Gate()
      let upstream = source.subscribe(
        AnyObserver { event in
          scheduler.schedule {
            if gate.isClosed { return }
            if event.isTerminal { gate.isClosed = true }
            observer.on(event)
          }
        })
      return Disposables.create {
        gate.isClosed = true
        upstream.dispose()
      }
    })
  }
}
