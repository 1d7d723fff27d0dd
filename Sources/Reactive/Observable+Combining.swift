extension Observable {
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

}
