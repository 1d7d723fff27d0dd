import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store

/// The browser's side of the outbox: it puts in what GitHub could not take, and sends it,
/// one write at a time (a second apart, as GitHub asks of writes), when GitHub answers
/// again: after a refresh that GitHub answered, on a timer that backs off while it does
/// not (30 seconds, doubling to 10 minutes), and when the user says "send now". What went
/// is said once; an edit that went shows on every screen showing the gist. The count of
/// writes waiting is on the session, for the status bar. Lives on the main thread.
public final class OutboxCourier {
  /// The first wait before trying again, and the longest.
  public static let backoff: (first: TimeInterval, longest: TimeInterval) = (30, 600)

  /// The outbox.
  public let outbox: Outbox
  /// The key that opens the outbox screen from the list, as remapped (for sentences).
  public var key = "O"
  /// The sender through the account's API now (nil: signed out, nothing is sent).
  private let sender: () -> OutboxSender?
  private let worker: NetworkWorker
  private let scheduler: any Scheduler
  private unowned let session: AppSession
  private let changedSubject = PublishSubject<Void>()
  private let refusedSubject = PublishSubject<String>()
  private let bag = DisposeBag()
  private var sending = false
  private let nextTry = SerialDisposable()
  private var wait = OutboxCourier.backoff.first
  /// What went in this sending run, said once when the run ends.
  private var sentNotes: [String] = []

  /// A courier of `outbox`'s writes through the sender `sender` makes at each send (nil:
  /// signed out) on `worker`, timed by `scheduler`, telling `session`.
  public init(
    outbox: Outbox, sender: @escaping () -> OutboxSender?, worker: NetworkWorker,
    scheduler: any Scheduler, session: AppSession
  ) {
    self.outbox = outbox
    self.sender = sender
    self.worker = worker
    self.scheduler = scheduler
    self.session = session
  }

  /// Says how many wait, and sends them whenever GitHub answers a refresh.
  public func start() {
    session.outboxWaiting.onNext(outbox.waitingCount)
    session.githubAnswered.asObservable().subscribe(onNext: { [weak self] in self?.sendIfWaiting() }
    )
    .disposed(by: bag)
    if outbox.waitingCount > 0 { scheduleTry(after: Self.backoff.first) }
  }

  /// The outbox changed (a write put in, sent, marked or dropped).
  public var changed: Observable<Void> { changedSubject.asObservable() }

  /// What a try that GitHub still refused says ("Still waiting: …"), for the outbox screen.
  public var refusals: Observable<String> { refusedSubject.asObservable() }

  /// This host's records, oldest first.
  public var records: [OutboxRecord] { outbox.onThisHost() }

  /// Whether a write is being sent now.
  public var isSending: Bool { sending }

  /// Puts `write` in the outbox (`secretsAllowed`: the user chose to send secrets to a
  /// public gist; `inFlightSince`: a try whose answer was lost, so the send looks first).
  @discardableResult
  public func queue(_ write: OutboxWrite, secretsAllowed: Bool = false, inFlightSince: Date? = nil)
    throws(GistError) -> OutboxRecord
  {
    var record = try outbox.add(write, secretsAllowed: secretsAllowed)
    if let inFlightSince {
      record.inFlightSince = inFlightSince
      try outbox.save(record)
    }
    announce()
    scheduleTry(after: Self.backoff.first)
    return record
  }

  /// The one rule for a write the browser made that GitHub refused with `error`: when the
  /// refusal is one to wait out (`OutboxRule`), `write` goes to the outbox and the sentence
  /// that says so comes back; else nil (the screen says the refusal as before).
  public func queueInstead(of error: GistError, _ write: OutboxWrite) -> String? {
    guard OutboxRule.waits(after: error), (try? queue(write)) != nil else { return nil }
    return OutboxWording.queued(write.summary, reason: OutboxRule.cause(error), key: key)
  }

  /// Lets `record` go, unsent.
  public func drop(_ record: OutboxRecord) {
    try? FileLock.holding(outbox.lockFile) { () throws(GistError) in outbox.remove(record) }
    announce()
  }

  /// Sends now, without waiting for the timer (the user asked).
  public func sendNow() {
    wait = Self.backoff.first
    sendIfWaiting()
  }

  private func sendIfWaiting() {
    guard !sending, outbox.waitingCount > 0, let sender = sender() else { return }
    sending = true
    announce()
    worker.perform(
      { () throws(GistError) in try sender.sendOldest() },
      then: { [weak self] in self?.finished($0) })
  }

  private func finished(_ result: Result<OutboxSender.Outcome?, GistError>) {
    sending = false
    switch result {
    case .success(.sent(_, let gist, let note)?):
      sentNotes.append(note)
      if let gist, gist.history != nil { session.changedGist.onNext(gist) }
      wait = Self.backoff.first
      if outbox.waitingCount > 0 {
        scheduleTry(after: BulkRun<String>.pace)
      } else {
        endRun()
      }
    case .success(.conflict(let record)?), .success(.failed(let record, _)?):
      session.toast.onNext(OutboxWording.stopped(record))
      if outbox.waitingCount > 0 { scheduleTry(after: BulkRun<String>.pace) } else { endRun() }
    case .success(.stillWaiting(_, let error)?), .failure(let error):
      endRun()
      refusedSubject.onNext(OutboxWording.stillWaiting(OutboxRule.cause(error), retry: wait))
      scheduleTry(after: wait)
      wait = min(wait * 2, Self.backoff.longest)
    case .success(nil):
      endRun()
    }
    announce()
  }

  /// Says once what this run sent.
  private func endRun() {
    guard !sentNotes.isEmpty else { return }
    session.toast.onNext(OutboxWording.sent(sentNotes))
    sentNotes = []
    session.outboxSent.onNext(())
  }

  private func scheduleTry(after delay: TimeInterval) {
    nextTry.disposable = scheduler.schedule(after: delay) { [weak self] in
      self?.sendIfWaiting()
    }
  }

  private func announce() {
    session.outboxWaiting.onNext(outbox.waitingCount)
    changedSubject.onNext(())
  }
}
