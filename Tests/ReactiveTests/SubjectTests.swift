import Foundation
import Reactive
import TestSupport
import Testing

@Suite struct SubjectTests {
  @Test func publishSubjectSendsToCurrentObserversOnly() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    subject.onNext(0)
    subject.asObservable().subscribe(onNext: { first.append($0) })
    subject.onNext(1)
    subject.asObservable().subscribe(onNext: { second.append($0) })
    subject.onNext(2)
    #expect(first == [1, 2])
    #expect(second == [2])
  }

  @Test func nothingAfterTerminalEvent() {
    let subject = PublishSubject<Int>()
    var events: [String] = []
    subject.asObservable().subscribe(
      onNext: { events.append("\($0)") }, onError: { _ in events.append("error") },
      onCompleted: { events.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    subject.onError(TestError())
    subject.onCompleted()
    #expect(events == ["1", "completed"])
    #expect(!subject.hasObservers)
  }

  @Test func lateSubscriberGetsTheTerminalEvent() {
    let subject = PublishSubject<Int>()
    subject.onError(TestError("gone"))
    var received: String?
    subject.asObservable().subscribe(onError: { received = "\($0)" })
    #expect(received == "gone")
  }

  @Test func createDropsEventsAfterTerminal() {
    var events: [String] = []
    Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      return Disposables.empty()
    }.subscribe(
      onNext: { events.append("\($0)") }, onError: { _ in events.append("error") },
      onCompleted: { events.append("completed") })
    #expect(events == ["1", "completed"])
  }

  @Test func behaviorSubjectStartsWithCurrentValueAndKeepsIt() {
    let subject = BehaviorSubject(value: "a")
    #expect(subject.value == "a")
    subject.onNext("b")
    var received: [String] = []
    subject.asObservable().subscribe(onNext: { received.append($0) })
    subject.onNext("c")
    #expect(received == ["b", "c"])
    #expect(subject.value == "c")
    subject.onCompleted()
    subject.onNext("d")
    #expect(subject.value == "c")
    var ended = false
    subject.asObservable().subscribe(onCompleted: { ended = true })
    #expect(ended)
  }

  @Test func disposingDuringEmissionStopsDeliveryAtOnce() {
    let subject = PublishSubject<Int>()
    var second: [Int] = []
    var secondSubscription: (any Disposable)?
    subject.asObservable().subscribe(onNext: { _ in secondSubscription?.dispose() })
    secondSubscription = subject.asObservable().subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    #expect(second.isEmpty)
    #expect(subject.hasObservers)
  }

  @Test func disposingItselfDuringEmission() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)?
    subscription = subject.asObservable().subscribe(onNext: {
      received.append($0)
      subscription?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(received == [1])
    #expect(!subject.hasObservers)
  }

  @Test func subscribingDuringEmissionSeesOnlyLaterEvents() {
    let subject = PublishSubject<Int>()
    var late: [Int] = []
    var added = false
    subject.asObservable().subscribe(onNext: { _ in
      if !added {
        added = true
        subject.asObservable().subscribe(onNext: { late.append($0) })
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    #expect(late == [2])
  }

  @Test func reentrantEmissionIsQueuedSoEveryObserverSeesTheSameOrder() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    subject.asObservable().subscribe(onNext: { value in
      first.append(value)
      if value == 1 { subject.onNext(2) }
    })
    subject.asObservable().subscribe(onNext: { second.append($0) })
    subject.onNext(1)
    #expect(first == [1, 2])
    #expect(second == [1, 2])
  }

  @Test func reentrantCompletionStopsQueuedValues() {
    let subject = BehaviorSubject(value: 0)
    var received: [Int] = []
    subject.asObservable().subscribe(onNext: { value in
      received.append(value)
      if value == 1 {
        subject.onCompleted()
        subject.onNext(5)
      }
    })
    subject.onNext(1)
    #expect(received == [0, 1])
  }
}

/// The one-thread rule: a subject touched on another thread than its own is a breach,
/// reported (in a test) or a crash (the default, in debug builds).
@Suite(.serialized) struct ThreadRuleTests {
  final class Breaches: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  @Test func aSubjectUsedOnAnotherThreadIsABreach() {
    #if DEBUG
      let breaches = Breaches()
      ThreadRule.onViolation { breaches.add($0) }
      defer { ThreadRule.onViolation(nil) }
      let subject = PublishSubject<Int>()
      let subscription = subject.asObservable().subscribe(onNext: { _ in })
      subject.onNext(1)
      #expect(breaches.all.isEmpty, "its own thread is fine")
      let done = DispatchSemaphore(value: 0)
      let box = UncheckedBox(subject)
      Thread.detachNewThread {
        box.value.onNext(2)
        done.signal()
      }
      done.wait()
      #expect(breaches.all.count == 1)
      #expect(breaches.all.first?.contains("MainLoopScheduler.post") == true)
      subscription.dispose()
    #endif
  }

  /// Carries a value to another thread on purpose (the breach under test).
  final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}
