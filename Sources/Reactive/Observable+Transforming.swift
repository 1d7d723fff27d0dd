extension Observable {
  /// Each value transformed by `transform`.
  @inlinable public func map<Result>(_ transform: @escaping (Element) -> Result)
    -> Observable<Result>
  {
    let source = self
    return Observable<Result>(unchecked: { observer in
      source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value): observer.on(.next(transform(value)))
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }

  /// Each value transformed by `transform`, leaving out the nils.
  public func compactMap<Result>(_ transform: @escaping (Element) -> Result?)
    -> Observable<Result>
  {
    let source = self
    return Observable<Result>(unchecked: { observer in
      source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value):
            if let result = transform(value) { observer.on(.next(result)) }
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }

  /// Running accumulation: sends `accumulator(previous, value)` for each value, starting
  /// from `seed` (each subscription has its own accumulator).
  @inlinable public func scan<Accumulated>(
    _ seed: Accumulated, _ accumulator: @escaping (Accumulated, Element) -> Accumulated
  ) -> Observable<Accumulated> {
    let source = self
    return Observable<Accumulated>(unchecked: { observer in
      let state = Box(seed)
      return source.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let value):
            state.value = accumulator(state.value, value)
            observer.on(.next(state.value))
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }

}
