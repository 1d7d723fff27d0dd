import FoundationEssentials

/// The observer list and emission rules shared by the subjects.
///
/// - Emission walks a snapshot of the list; an observer removed during the walk is skipped
///   (its entry is marked inactive), one added during the walk sees only later events.
/// - Re-entrant emission (an observer sending to the subject that is delivering to it) is
///   queued: the current event reaches every observer first, then the queued one, so every
///   observer sees events in the same order.
/// - After a terminal event the list is emptied and later events are dropped.
@usableFromInline final class SubjectCore<Element> {
  @usableFromInline final class Entry {
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline var isActive = true
    @usableFromInline init(_ observer: AnyObserver<Element>) { self.observer = observer }
  }

  @usableFromInline var entries: ContiguousArray<Entry> = []
  @usableFromInline var stopEvent: Event<Element>?
  @usableFromInline var isEmitting = false
  @usableFromInline var pending: [Event<Element>] = []
  /// Called with each value just before it is delivered (a behaviour subject's memory).
  @usableFromInline var willDeliver: ((Element) -> Void)?

  #if DEBUG
    /// The thread the subject belongs to (the one-thread rule, checked in debug builds).
    @usableFromInline let owner = ThreadRule.owner()
  #endif

  @usableFromInline init() {}

  var hasObservers: Bool { !entries.isEmpty }

  @inlinable func on(_ event: Event<Element>) {
    #if DEBUG
      ThreadRule.check(owner, "A subject")
    #endif
    if stopEvent != nil { return }
    if isEmitting {
      pending.append(event)
      return
    }
    isEmitting = true
    emit(event)
    while !pending.isEmpty && stopEvent == nil {
      emit(pending.removeFirst())
    }
    pending.removeAll()
    isEmitting = false
  }

  @inlinable func emit(_ event: Event<Element>) {
    if case .next(let value) = event, let willDeliver { willDeliver(value) }
    let snapshot = entries
    for entry in snapshot where entry.isActive {
      entry.observer.on(event)
    }
    if event.isTerminal {
      stopEvent = event
      for entry in entries { entry.isActive = false }
      entries = []
    }
  }

  /// Adds an observer, or sends it the terminal event when the subject has ended.
  /// `greeting` runs after the observer is registered (a behaviour subject's current value).
  func subscribe(
    _ observer: AnyObserver<Element>, greeting: (AnyObserver<Element>) -> Void = { _ in }
  ) -> any Disposable {
    #if DEBUG
      ThreadRule.check(owner, "A subject")
    #endif
    if let stopEvent {
      observer.on(stopEvent)
      return Disposables.empty()
    }
    let entry = Entry(observer)
    entries.append(entry)
    greeting(observer)
    return Disposables.create { [weak self] in
      entry.isActive = false
      guard let self, let index = self.entries.firstIndex(where: { $0 === entry }) else { return }
      self.entries.remove(at: index)
    }
  }
}
