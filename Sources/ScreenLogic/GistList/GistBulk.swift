import FoundationEssentials
import Model
import Reactive

/// Runs one action over several gists the way GitHub asks writes to be made: one request at
/// a time, the next at least `pace` seconds after the last answered, on the Director's
/// `scheduler` (tests move its virtual time; nothing waits on a clock). It stops at the
/// first failure and says which were done.
public final class GistBulk {
  /// How far a run got.
  public struct Outcome: Sendable {
    /// The action.
    public var action: GistBulkAction
    /// The gists it was done to, in order.
    public var done: [Gist]
    /// The gist it failed on and why (nil: every one was done).
    public var failure: (gist: Gist, error: GistError)?
    /// The gists not reached after the failure.
    public var left: [Gist]
  }

  /// Seconds between one answer and the next request: GitHub asks for a second between
  /// writes.
  public static let pace: TimeInterval = 1

  private let scheduler: any Scheduler
  private let pace: TimeInterval
  private var timer: (any Disposable)?
  /// The action running and how far it got (nil: none).
  public private(set) var running: (action: GistBulkAction, at: Int, of: Int)?

  /// A runner pacing its requests `pace` seconds apart on `scheduler`.
  public init(scheduler: any Scheduler, pace: TimeInterval = GistBulk.pace) {
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
    guard running == nil, !gists.isEmpty else { return false }
    var done: [Gist] = []
    func step(_ index: Int) {
      running = (action, index + 1, gists.count)
      progress(index + 1, gists.count)
      let gist = gists[index]
      perform(gist) { [weak self] answer in
        guard let self else { return }
        var result = answer
        // A gist already gone (deleted elsewhere since it was listed) is what a delete wants:
        // the run goes on, and its mark goes.
        if action == .delete, case .failure(.notFound) = answer { result = .success(()) }
        switch result {
        case .success:
          done.append(gist)
          each(gist)
          if index + 1 < gists.count {
            self.timer = self.scheduler.schedule(after: self.pace) { step(index + 1) }
          } else {
            self.running = nil
            finished(Outcome(action: action, done: done, failure: nil, left: []))
          }
        case .failure(let error):
          self.running = nil
          finished(
            Outcome(
              action: action, done: done, failure: (gist, error),
              left: Array(gists[(index + 1)...])))
        }
      }
    }
    step(0)
    return true
  }

  /// Stops a run between two requests (the screen closed).
  public func cancel() {
    timer?.dispose()
    timer = nil
    running = nil
  }
}
