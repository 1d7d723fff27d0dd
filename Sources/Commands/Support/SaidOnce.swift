/// Lines a run says once: what would repeat at every step of `sync --watch` (a file that
/// is skipped, a link in sync) is said the first time, and again only when it is new.
final class SaidOnce {
  private var said: Set<String> = []
  private var states: [String: String] = [:]

  /// Writes `line` about `subject` (a link's path) to stderr, unless it was said before.
  func error(_ line: String, about subject: String) {
    guard said.insert(subject + "\n" + line).inserted else { return }
    Output.error(line)
  }

  /// Writes `line`, the state of `subject`, unless it is the state said last about it: a
  /// watch that finds nothing to do says "in sync" once, not at every step.
  func state(_ line: String, about subject: String) {
    guard states.updateValue(line, forKey: subject) != line else { return }
    Output.error(line)
  }

  /// `subject` left the state said last (something was synced, or is waiting): its state
  /// is said again next time.
  func moved(_ subject: String) {
    states[subject] = nil
  }
}
