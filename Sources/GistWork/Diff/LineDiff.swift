/// The shortest edit script between two lists of lines (Myers' algorithm, after trimming
/// the common start and end). Past `maxCost` edits it gives up on finding the shortest and
/// says "all of the middle replaced", which keeps huge rewrites fast and small in memory.
public enum LineDiff {
  /// One step of the script.
  public enum Edit: Equatable, Sendable {
    /// The line at `old` in the first list is the line at `new` in the second.
    case same(old: Int, new: Int)
    /// The line at `old` was removed.
    case removed(old: Int)
    /// The line at `new` was added.
    case added(new: Int)
  }

  /// The edits that turn `old` into `new`, in order.
  public static func edits<T: Equatable>(_ old: [T], _ new: [T], maxCost: Int = 1500) -> [Edit] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    { suffix += 1 }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var result = (0..<prefix).map { Edit.same(old: $0, new: $0) }
    let middle =
      middleEdits(a, b, maxCost: maxCost)
      ?? (a.indices.map { Edit.removed(old: $0) } + b.indices.map { Edit.added(new: $0) })
    for edit in middle {
      switch edit {
      case .same(let x, let y): result.append(.same(old: x + prefix, new: y + prefix))
      case .removed(let x): result.append(.removed(old: x + prefix))
      case .added(let y): result.append(.added(new: y + prefix))
      }
    }
    for offset in 0..<suffix {
      result.append(
        .same(old: old.count - suffix + offset, new: new.count - suffix + offset))
    }
    return result
  }

  /// Myers' forward search with the frontier of every step kept for the walk back; nil past
  /// `maxCost`.
  private static func middleEdits<T: Equatable>(_ a: [T], _ b: [T], maxCost: Int) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 {
      return a.indices.map { Edit.removed(old: $0) } + b.indices.map { Edit.added(new: $0) }
    }
    let limit = min(n + m, maxCost)
    let offset = limit + 1
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    // trace[d] holds frontier[-d-1 ... d+1] as it was when step d began.
    var trace: [[Int]] = []
    for d in 0...limit {
      trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]))
          ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
        var y = x - k
        while x < n && y < m && a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n && y >= m { return walkBack(trace, n: n, m: m) }
      }
    }
    return nil
  }

  private static func walkBack(_ trace: [[Int]], n: Int, m: Int) -> [Edit] {
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      func at(_ k: Int) -> Int { saved[k + d + 1] }
      let k = x - y
      let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
      let previousX = at(previousK)
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        edits.append(.same(old: x - 1, new: y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        edits.append(x == previousX ? .added(new: y - 1) : .removed(old: x - 1))
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }
}
