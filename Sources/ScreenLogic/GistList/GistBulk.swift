import FoundationEssentials
import GistValues
import GistWork
import Reactive

/// Runs one action over several gists by the rule `BulkRun` keeps (one request at a time, a
/// gist gone counts as deleted, the first failure stops the run), the pause between two on
/// the Director's `scheduler` (tests move its virtual time; nothing waits on a clock).
public final class GistBulk {
  /// How far a run got.
  public typealias Outcome = BulkRun<Gist>.Outcome

  private let scheduler: any Scheduler
  private let pace: TimeInterval
  private var timer: (any Disposable)?
  /// The action running and how far it got (nil: none).
  public private(set) var running: (action: GistBulkAction, at: Int, of: Int)?

  /// A runner pacing its requests `pace` seconds apart on `scheduler`.
  public init(scheduler: any Scheduler, pace: TimeInterval = BulkRun<Gist>.pace) {
    self.scheduler = scheduler
    self.pace = pace
  }

  /// Does `action` to `gists` in order with `perform` (which answers once per gist);
  /// `progress` hears before each request (its number from 1), `each` after each success,
  /// `finished` once at the end. False (nothing done) when a run is under way.
  @discardableResult
  public func run(
    _ action: GistBulkAction, on gists: [Gist],
    perform: @escaping (Gist, @escaping (Result<Void, GistError>) -> Void) -> Void,
    progress: @escaping (_ number: Int, _ total: Int) -> Void,
    each: @escaping (Gist) -> Void, finished: @escaping (Outcome) -> Void
  ) -> Bool {
    guard running == nil, let first = gists.first else { return false }
    var run = BulkRun(action, over: gists)
    func step(_ gist: Gist, _ number: Int) {
      running = (action, number, gists.count)
      progress(number, gists.count)
      perform(gist) { [weak self] answer in
        guard let self else { return }
        let next = run.record(answer)
        if case .success = answer { each(gist) }
        if case .failure(.notFound) = answer, action == .delete { each(gist) }
        switch next {
        case .next(let gist, let number):
          self.timer = self.scheduler.schedule(after: self.pace) { step(gist, number) }
        case .finished(let outcome):
          self.running = nil
          finished(outcome)
        }
      }
    }
    step(first, 1)
    return true
  }

  /// Stops a run between two requests (the screen closed).
  public func cancel() {
    timer?.dispose()
    timer = nil
    running = nil
  }
}
