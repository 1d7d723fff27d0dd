import Reactive
import TestSupport
import Testing

@Suite struct LifetimeTests {
  final class Owner {
    var received: [Int] = []
  }

  @Test func disposablesAreIdempotent() {
    var count = 0
    let disposable = Disposables.create { count += 1 }
    disposable.dispose()
    disposable.dispose()
    #expect(count == 1)

    let composite = CompositeDisposable()
    composite.insert(Disposables.create { count += 1 })
    composite.dispose()
    composite.dispose()
    #expect(count == 2)
    composite.insert(Disposables.create { count += 1 })
    #expect(count == 3)
  }

  @Test func serialDisposableDisposesThePreviousOne() {
    var disposed: [String] = []
    let serial = SerialDisposable()
    serial.disposable = Disposables.create { disposed.append("a") }
    serial.disposable = Disposables.create { disposed.append("b") }
    #expect(disposed == ["a"])
    serial.dispose()
    #expect(disposed == ["a", "b"])
    serial.disposable = Disposables.create { disposed.append("c") }
    #expect(disposed == ["a", "b", "c"])
  }

  @Test func singleAssignmentDisposedBeforeSetDisposesLateValue() {
    var disposed = false
    let single = SingleAssignmentDisposable()
    single.dispose()
    single.set(Disposables.create { disposed = true })
    #expect(disposed)
  }

  @Test func disposeBagDisposesOnDeinit() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      subject.asObservable().subscribe(onNext: { received.append($0) }).disposed(by: bag)
      #expect(bag.count == 1)
    }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    #expect(received == [1])
    #expect(!subject.hasObservers)
  }

  @Test func subscriberIsReleasedAfterDisposal() {
    let subject = PublishSubject<Int>()
    weak var weakOwner: Owner?
    var subscription: (any Disposable)?
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = subject.asObservable().map { $0 * 2 }.filter { $0 > 0 }
        .subscribe(onNext: { owner.received.append($0) })
    }
    subject.onNext(1)
    #expect(weakOwner?.received == [2])
    subscription?.dispose()
    #expect(weakOwner == nil)
  }

  @Test func subscriberIsReleasedAfterCompletion() {
    let subject = PublishSubject<Int>()
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      subject.asObservable().scan(0, +).subscribe(onNext: { owner.received.append($0) })
    }
    #expect(weakOwner != nil)
    subject.onCompleted()
    #expect(weakOwner == nil)
  }

  @Test func chainsReleaseEverythingWhenDisposed() {
    let a = PublishSubject<Int>()
    let b = BehaviorSubject(value: "x")
    weak var weakOwner: Owner?
    var subscription: (any Disposable)?
    do {
      let owner = Owner()
      weakOwner = owner
      subscription = Observable.combineLatest(a.asObservable(), b.asObservable()) { n, _ in n }
        .distinctUntilChanged()
        .compactMap { $0 > 0 ? $0 : nil }
        .scan(0) { $0 + $1 }
        .subscribe(onNext: { owner.received.append($0) })
    }
    a.onNext(3)
    a.onNext(3)
    a.onNext(-1)
    a.onNext(4)
    #expect(weakOwner?.received == [3, 7])
    subscription?.dispose()
    #expect(weakOwner == nil)
    #expect(!a.hasObservers && !b.hasObservers)
  }

  @Test func onDisposedRunsOnce() {
    var disposals = 0
    let subscription = PublishSubject<Int>().asObservable().subscribe(onDisposed: {
      disposals += 1
    })
    subscription.dispose()
    subscription.dispose()
    #expect(disposals == 1)
  }

  @Test func subjectReleasesObserversWhenItEnds() {
    let subject = BehaviorSubject(value: 1)
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      subject.asObservable().subscribe(onNext: { owner.received.append($0) })
    }
    subject.onError(TestError())
    #expect(weakOwner == nil)
  }
}
