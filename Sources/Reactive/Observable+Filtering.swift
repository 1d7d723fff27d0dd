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

}

extension Observable where Element: Equatable {
  /// Leaves out a value equal to the one sent just before.
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged(==)
  }
}
