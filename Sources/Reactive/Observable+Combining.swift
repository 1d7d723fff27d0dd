extension Observable {
  /// The values of all `sources` as they come. Completes when every source completed; the
  /// first error ends it and disposes the others.
  public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
    guard !sources.isEmpty else { return .empty() }
    return Observable(unchecked: { observer in
      let gate = Gate()
      let active = Box(sources.count)
      let subscriptions = CompositeDisposable()
      for source in sources {
        if gate.isClosed { break }
        subscriptions.insert(
          source.subscribe(
            AnyObserver { event in
              if gate.isClosed { return }
              switch event {
              case .next: observer.on(event)
              case .error:
                gate.isClosed = true
                observer.on(event)
                subscriptions.dispose()
              case .completed:
                active.value -= 1
                if active.value == 0 {
                  gate.isClosed = true
                  observer.on(event)
                }
              }
            }))
      }
      return subscriptions
    })
  }

  /// The values of all `sources` as they come.
  public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
    merge(sources)
  }

  /// For each value, the observable `selector` makes of it; only the latest inner observable
  /// is followed (the previous one is disposed). Completes when this and the current inner
  /// observable completed; an error from either ends it.
  public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Observable<Result>)
    -> Observable<Result>
  {
    let source = self
    return Observable<Result>(unchecked: { observer in
      let gate = Gate()
      let inner = SerialDisposable()
      let outer = SingleAssignmentDisposable()
      let outerDone = Box(false)
      let innerActive = Box(false)
      let generation = Box(0)
      let fail: (any Error) -> Void = { error in
        gate.isClosed = true
        observer.onError(error)
        inner.dispose()
        outer.dispose()
      }
      outer.set(
        source.subscribe(
          AnyObserver { event in
            if gate.isClosed { return }
            switch event {
            case .next(let value):
              generation.value += 1
              let current = generation.value
              innerActive.value = true
              inner.disposable = nil
              let child = selector(value).subscribe(
                AnyObserver { innerEvent in
                  if gate.isClosed || generation.value != current { return }
                  switch innerEvent {
                  case .next: observer.on(innerEvent)
                  case .error(let error): fail(error)
                  case .completed:
                    innerActive.value = false
                    if outerDone.value {
                      gate.isClosed = true
                      observer.onCompleted()
                    }
                  }
                })
              if generation.value == current && !gate.isClosed {
                inner.disposable = child
              } else {
                child.dispose()
              }
            case .error(let error): fail(error)
            case .completed:
              outerDone.value = true
              if !innerActive.value {
                gate.isClosed = true
                observer.onCompleted()
              }
            }
          }))
      return Disposables.create(outer, inner)
    })
  }

  /// For each value of this observable, `combine(value, latest)` with the latest value of
  /// `other`; values that come before `other` sent anything are dropped. Ends when this
  /// observable ends or `other` fails.
  public func withLatestFrom<Other, Result>(
    _ other: Observable<Other>, _ combine: @escaping (Element, Other) -> Result
  ) -> Observable<Result> {
    let source = self
    return Observable<Result>(unchecked: { observer in
      let gate = Gate()
      let latest = Box<Other?>(nil)
      let subscriptions = CompositeDisposable()
      let stop: (Event<Result>) -> Void = { event in
        if gate.isClosed { return }
        gate.isClosed = true
        observer.on(event)
        subscriptions.dispose()
      }
      subscriptions.insert(
        other.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let value): latest.value = value
            case .error(let error): stop(.error(error))
            case .completed: break
            }
          }))
      subscriptions.insert(
        source.subscribe(
          AnyObserver { event in
            if gate.isClosed { return }
            switch event {
            case .next(let value):
              if let other = latest.value { observer.onNext(combine(value, other)) }
            case .error(let error): stop(.error(error))
            case .completed: stop(.completed)
            }
          }))
      return subscriptions
    })
  }

  /// The latest value of `other` at each value of this observable.
  public func withLatestFrom<Other>(_ other: Observable<Other>) -> Observable<Other> {
    withLatestFrom(other) { _, latest in latest }
  }

  /// `combine` of the latest values of `first` and `second`, each time either sends, once
  /// both have sent. Completes when both completed (or one completed without ever sending);
  /// an error from either ends it.
  public static func combineLatest<A, B>(
    _ first: Observable<A>, _ second: Observable<B>, _ combine: @escaping (A, B) -> Element
  ) -> Observable<Element> {
    Observable(unchecked: { observer in
      let gate = Gate()
      let latestA = Box<A?>(nil)
      let latestB = Box<B?>(nil)
      let completed = Box(0)
      let subscriptions = CompositeDisposable()
      let stop: (Event<Element>) -> Void = { event in
        if gate.isClosed { return }
        gate.isClosed = true
        observer.on(event)
        subscriptions.dispose()
      }
      let emit = {
        if let a = latestA.value, let b = latestB.value { observer.onNext(combine(a, b)) }
      }
      func finish(hasValue: Bool) {
        completed.value += 1
        if completed.value == 2 || !hasValue { stop(.completed) }
      }
      subscriptions.insert(
        first.subscribe(
          AnyObserver { event in
            if gate.isClosed { return }
            switch event {
            case .next(let value):
              latestA.value = value
              emit()
            case .error(let error): stop(.error(error))
            case .completed: finish(hasValue: latestA.value != nil)
            }
          }))
      subscriptions.insert(
        second.subscribe(
          AnyObserver { event in
            if gate.isClosed { return }
            switch event {
            case .next(let value):
              latestB.value = value
              emit()
            case .error(let error): stop(.error(error))
            case .completed: finish(hasValue: latestB.value != nil)
            }
          }))
      return subscriptions
    })
  }

  /// `combine` of the latest values of three observables (see the two-input form).
  public static func combineLatest<A, B, C>(
    _ first: Observable<A>, _ second: Observable<B>, _ third: Observable<C>,
    _ combine: @escaping (A, B, C) -> Element
  ) -> Observable<Element> {
    let pairs = Observable<(A, B)>.combineLatest(first, second) { ($0, $1) }
    return combineLatest(pairs, third) { pair, c in combine(pair.0, pair.1, c) }
  }
}
