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

  /// Writes `line` (nothing when nil), the state of `subject`, unless the state said last
  /// about it is the same: `kind`, or the line itself when no kind is given. A watch that
  /// finds nothing to do says "in sync" once, not at every step; offline, it says so once
  /// (the age in the line grows). True when the state changed.
  @discardableResult
  func state(_ line: String?, kind: String? = nil, about subject: String) -> Bool {
    let key = kind ?? line ?? ""
    guard states.updateValue(key, forKey: subject) != key else { return false }
    if let line { Output.error(line) }
    return true
  }

  /// `subject` left the state said last (something was synced, or is waiting): its state
  /// is said again next time.
  func moved(_ subject: String) {
    states[subject] = nil
  }
}
