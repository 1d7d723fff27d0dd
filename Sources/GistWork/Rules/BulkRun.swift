import FoundationEssentials
import GistValues

/// The one rule for an action over several gists, for the browser's marks and `dehub
/// delete ID…` alike: one request at a time, the next at least `pace` seconds after the last
/// answered (GitHub asks for a second between writes); a gist already gone counts as
/// deleted (it is what a delete wants) and the run goes on; any other failure stops the
/// run, saying what was done and what was not tried. The front end makes the requests and
/// waits between them (a scheduler in the browser, a pause in the command line).
public struct BulkRun<Item: Sendable>: Sendable {
  /// Seconds between one answer and the next request.
  public static var pace: TimeInterval { 1 }

  /// How a run ended.
  public struct Outcome: Sendable {
    /// The action.
    public var action: GistBulkAction
    /// The items it was done to, in order (those found gone included, for a delete).
    public var done: [Item]
    /// The items a delete found gone already (a subset of `done`).
    public var gone: [Item]
    /// The item it failed on and why (nil: every one was done).
    public var failure: (item: Item, error: GistError)?
    /// The items not reached after the failure.
    public var left: [Item]

    /// An outcome.
    public init(
      action: GistBulkAction, done: [Item], gone: [Item] = [],
      failure: (item: Item, error: GistError)? = nil, left: [Item] = []
    ) {
      self.action = action
      self.done = done
      self.gone = gone
      self.failure = failure
      self.left = left
    }
  }

  /// What comes after an answer.
  public enum Step: Sendable {
    /// Wait `pace`, then make the request for `next` (its number from 1).
    case next(Item, number: Int)
    /// The run is over.
    case finished(Outcome)
  }

  /// The action.
  public let action: GistBulkAction
  /// The items, in order.
  public let items: [Item]
  private var index = 0
  private var done: [Item] = []
  private var gone: [Item] = []

  /// A run of `action` over `items` (not empty).
  public init(_ action: GistBulkAction, over items: [Item]) {
    self.action = action
    self.items = items
  }

  /// The first request to make; nil when there is nothing to do.
  public var first: Item? { items.first }

  /// The number (from 1) of the request under way, and how many there are.
  public var position: (number: Int, of: Int) { (index + 1, items.count) }

  /// Records the answer to the request for the current item, and says what comes next.
  public mutating func record(_ answer: Result<Void, GistError>) -> Step {
    let item = items[index]
    switch answer {
    case .success:
      done.append(item)
    case .failure(.notFound) where action == .delete:
      done.append(item)
      gone.append(item)
    case .failure(let error):
      return .finished(
        Outcome(
          action: action, done: done, gone: gone, failure: (item, error),
          left: Array(items[(index + 1)...])))
    }
    index += 1
    guard index < items.count else {
      return .finished(Outcome(action: action, done: done, gone: gone))
    }
    return .next(items[index], number: index + 1)
  }
}
