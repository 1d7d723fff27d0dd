/// Two versions of a file as one text with git-style conflict markers, for the user to
/// merge in their editor, and the one rule for what comes back: a merge that still holds
/// markers is never written or sent, on any front end (`unresolved`).
public enum ConflictMarkers {
  /// The label of the user's side in the browser's merge.
  public static let yoursLabel = "yours"
  /// The label of GitHub's side in the browser's merge.
  public static let theirsLabel = "GitHub's"
  /// The line between the two sides.
  public static let middleMarker = "======="

  /// What is said when a merge still holds conflict markers: nothing was taken from it.
  public static let unresolvedSentence =
    "The merge still has conflict markers; nothing was written."

  /// `yours` and `theirs` with the lines they differ on between markers labelled
  /// `yoursLabel` and `theirsLabel`. With `trimmingCommon`, the lines both share at the
  /// start and the end stay outside the markers; without, the whole texts are inside.
  public static func merge(
    yours: String, theirs: String, yoursLabel: String = yoursLabel,
    theirsLabel: String = theirsLabel, trimmingCommon: Bool = true
  ) -> String {
    let mine = GistDiff.splitLines(yours)
    let other = GistDiff.splitLines(theirs)
    var head = 0
    var tail = 0
    if trimmingCommon {
      while head < mine.count, head < other.count, mine[head] == other[head] { head += 1 }
      while tail < mine.count - head, tail < other.count - head,
        mine[mine.count - 1 - tail] == other[other.count - 1 - tail]
      { tail += 1 }
    }
    var lines: [Substring] = Array(mine[..<head])
    lines.append(Substring("<<<<<<< " + yoursLabel))
    lines += mine[head..<(mine.count - tail)]
    lines.append(Substring(middleMarker))
    lines += other[head..<(other.count - tail)]
    lines.append(Substring(">>>>>>> " + theirsLabel))
    lines += mine[(mine.count - tail)...]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether `merged`, made from `versions` (the texts that were put between markers),
  /// still holds conflict markers: a marker line (`<<<<<<< …`, `=======`, `>>>>>>> …`)
  /// more often than any of the versions held it itself.
  public static func unresolved(_ merged: String, from versions: [String?]) -> Bool {
    let found = markerLines(merged)
    guard found > 0 else { return false }
    return found > versions.map { markerLines($0 ?? "") }.max() ?? 0
  }

  /// How many lines of `text` are marker lines.
  private static func markerLines(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).count {
      $0.hasPrefix("<<<<<<< ") || $0 == middleMarker || $0.hasPrefix(">>>>>>> ")
    }
  }
}
