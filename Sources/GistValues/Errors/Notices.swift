import Synchronization

/// Sentences worth saying once in a process though nobody asked: the cache was damaged and
/// moved aside, or cannot be written; draft files could not be read. A command says them
/// on stderr before it ends, the browser as a notice.
public enum Notices {
  private struct State {
    var unsaid: [String] = []
    /// What was posted, by key.
    var posted: [String: String] = [:]
  }

  private static let state = Mutex(State())

  /// Adds `sentence` to what is to be said, unless something was posted with the same `key`
  /// (the sentence itself when nil) before in this process.
  public static func post(_ sentence: String, key: String? = nil) {
    state.withLock { state in
      guard state.posted[key ?? sentence] == nil else { return }
      state.posted[key ?? sentence] = sentence
      state.unsaid.append(sentence)
    }
  }

  /// The sentences not said yet, in the order posted, each given once.
  public static func take() -> [String] {
    state.withLock { state in
      defer { state.unsaid.removeAll() }
      return state.unsaid
    }
  }

  /// The sentence posted under `key` in this process, said yet or not (what a test looks
  /// for: another part of the process may have taken it to say it).
  public static func sentence(postedAs key: String) -> String? {
    state.withLock { $0.posted[key] }
  }
}
