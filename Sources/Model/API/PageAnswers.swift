import GistValues
import Synchronization

/// The answers of pages asked at once (`GistAPI.pages`): which page a worker takes next,
/// and each answer in its place.
final class PageAnswers: Sendable {
  private struct State {
    var next = 0
    var answers: [Result<GistPage<Gist>, GistError>?]
  }
  private let state: Mutex<State>
  private let count: Int

  /// Room for `count` answers.
  init(count: Int) {
    self.count = count
    state = Mutex(State(answers: Array(repeating: nil, count: count)))
  }

  /// The next page to ask for, nil when every one is taken.
  func take() -> Int? {
    state.withLock { state in
      guard state.next < count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Keeps the answer of page `index`.
  func put(_ answer: Result<GistPage<Gist>, GistError>, at index: Int) {
    state.withLock { $0.answers[index] = answer }
  }

  /// Every answer, in order (a page never answered is a cancellation).
  func all() -> [Result<GistPage<Gist>, GistError>] {
    state.withLock { $0.answers.map { $0 ?? .failure(.cancelled) } }
  }
}
