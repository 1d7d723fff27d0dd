/// Two versions of a file as one text with git-style conflict markers around where they
/// differ (the lines both share at the start and the end stay outside the markers), for the
/// user to merge in their editor.
enum ConflictMarkers {
  /// The marker lines.
  static let yoursMarker = "<<<<<<< yours"
  static let middleMarker = "======="
  static let theirsMarker = ">>>>>>> GitHub's"

  /// `yours` and `theirs` with the lines they differ on between markers.
  static func merge(yours: String, theirs: String) -> String {
    let mine = GistDiff.splitLines(yours)
    let other = GistDiff.splitLines(theirs)
    var head = 0
    while head < mine.count, head < other.count, mine[head] == other[head] { head += 1 }
    var tail = 0
    while tail < mine.count - head, tail < other.count - head,
      mine[mine.count - 1 - tail] == other[other.count - 1 - tail]
    { tail += 1 }
    var lines: [Substring] = Array(mine[..<head])
    lines.append(Substring(yoursMarker))
    lines += mine[head..<(mine.count - tail)]
    lines.append(Substring(middleMarker))
    lines += other[head..<(other.count - tail)]
    lines.append(Substring(theirsMarker))
    lines += mine[(mine.count - tail)...]
    return lines.joined(separator: "\n") + "\n"
  }
}
