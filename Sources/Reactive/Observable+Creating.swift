extension Observable {
  /// Sends `element`, then completes.
  public static func just(_ element: Element) -> Observable<Element> {
    Observable(unchecked: { observer in
      observer.onNext(element)
      observer.onCompleted()
      return Disposables.empty()
    })
  }

  /// Sends each element of `elements` in order, then completes. Stops early when the
  /// subscription is disposed during the emission.
  public static func from<S: Sequence>(_ elements: S) -> Observable<Element>
  where S.Element == Element {
    Observable(unchecked: { observer in
      let gate = Gate()
      for element in elements {
        if gate.isClosed { break }
        observer.onNext(element)
      }
      if !gate.isClosed { observer.onCompleted() }
      return Disposables.create { gate.isClosed = true }
    })
  }

  /// Sends each argument in order, then completes.
  public static func of(_ elements: Element...) -> Observable<Element> {
    from(elements)
  }

  /// Completes at once.
  public static func empty() -> Observable<Element> {
    Observable(unchecked: { observer in
      observer.onCompleted()
      return Disposables.empty()
    })
  }

  /// Never sends anything.
  public static func never() -> Observable<Element> {
    Observable(unchecked: { _ in Disposables.empty() })
  }

  /// Fails at once with `error`.
  public static func error(_ error: any Error) -> Observable<Element> {
    Observable(unchecked: { observer in
      observer.onError(error)
      return Disposables.empty()
    })
  }

  /// Itself (for symmetry with the subjects).
  public func asObservable() -> Observable<Element> { self }
}
