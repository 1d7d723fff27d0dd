extension Observable {
  /// Only the values for which `isIncluded` is true.
  @inlinable public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      source.subscribe(
        AnyObserver { event in
          if case .next(let value) = event, !isIncluded(value) { return }
          observer.on(event)
        })
    })
  }

  /// Leaves out a value when `isEqual` says it equals the one sent just before.
  public func distinctUntilChanged(_ isEqual: @escaping (Element, Element) -> Bool)
    -> Observable<Element>
  {
    let source = self
    return Observable(unchecked: { observer in
      let last = Box<Element?>(nil)
      return source.subscribe(
        AnyObserver { event in
          if case .next(let value) = event {
            if let previous = last.value, isEqual(previous, value) { return }
            last.value = value
          }
          observer.on(event)
        })
    })
  }

  /// The first `count` values, then completion; the source is disposed once they are sent.
  public func take(_ count: Int) -> Observable<Element> {
    let source = self
    guard count > 0 else { return .empty() }
    return Observable(unchecked: { observer in
      let remaining = Box(count)
      let upstream = SingleAssignmentDisposable()
      upstream.set(
        source.subscribe(
          AnyObserver { event in
            guard remaining.value > 0 else { return }
            switch event {
            case .next:
              remaining.value -= 1
              observer.on(event)
              if remaining.value == 0 {
                observer.onCompleted()
                upstream.dispose()
              }
            case .error, .completed:
              remaining.value = 0
              observer.on(event)
            }
          }))
      return upstream
    })
  }

  /// Everything but the first `count` values.
  public func skip(_ count: Int) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      let toSkip = Box(count)
      return source.subscribe(
        AnyObserver { event in
          if case .next = event, toSkip.value > 0 {
            toSkip.value -= 1
            return
          }
          observer.on(event)
        })
    })
  }

  /// The values until `other` sends a value; then completion, and both are disposed.
  /// An error of `other` is passed on; its completion changes nothing.
  public func take<Other>(until other: Observable<Other>) -> Observable<Element> {
    let source = self
    return Observable(unchecked: { observer in
      let gate = Gate()
      let subscriptions = CompositeDisposable()
      let stop: (Event<Element>) -> Void = { event in
        if gate.isClosed { return }
        gate.isClosed = true
        observer.on(event)
        subscriptions.dispose()
      }
      subscriptions.insert(
        other.subscribe(
          AnyObserver { event in
            switch event {
            case .next: stop(.completed)
            case .error(let error): stop(.error(error))
            case .completed: break
            }
          }))
      if gate.isClosed { return subscriptions }
      subscriptions.insert(
        source.subscribe(
          AnyObserver { event in
            if gate.isClosed { return }
            if event.isTerminal { stop(event) } else { observer.on(event) }
          }))
      return subscriptions
    })
  }
}

extension Observable where Element: Equatable {
  /// Leaves out a value equal to the one sent just before.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged(==)
  }
}
