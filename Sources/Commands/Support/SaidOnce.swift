/// Lines a run says once: what would repeat at every step of `sync --watch` (a file that
/// is skipped) is said the first time, and again only when it is new.
final class SaidOnce {
  private var said: Set<String> = []

  /// Writes `line` about `subject` (a link's path) to stderr, unless it was said before.
  func error(_ line: String, about subject: String) {
    guard said.insert(subject + "\n" + line).inserted else { return }
    Output.error(line)
  }
}
