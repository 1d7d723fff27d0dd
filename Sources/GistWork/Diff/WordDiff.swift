/// Which words changed inside changed lines: each run of removed lines followed by a run of
/// added lines is paired line by line, and the words (runs of letters and digits, or single
/// other characters) that differ are marked on both.
enum WordDiff {
  /// `lines` with the changed words of paired removed and added lines marked.
  static func marked(_ lines: [DiffLine]) -> [DiffLine] {
    var output = lines
    var index = 0
    while index < output.count {
      guard output[index].kind == .removed else {
        index += 1
        continue
      }
      var removedEnd = index
      while removedEnd < output.count && output[removedEnd].kind == .removed { removedEnd += 1 }
      var addedEnd = removedEnd
      while addedEnd < output.count && output[addedEnd].kind == .added { addedEnd += 1 }
      let pairs = min(removedEnd - index, addedEnd - removedEnd)
      for offset in 0..<pairs {
        let (old, new) = changes(output[index + offset].text, output[removedEnd + offset].text)
        output[index + offset].changed = old
        output[removedEnd + offset].changed = new
      }
      index = addedEnd
    }
    return output
  }

  /// The changed character ranges of two lines (their `-`/`+` marks left out); nothing
  /// when the lines share too little for a word view to help.
  static func changes(_ old: String, _ new: String) -> ([Range<Int>], [Range<Int>]) {
    let a = words(Array(old.dropFirst())), b = words(Array(new.dropFirst()))
    guard a.count + b.count <= 2_000 else { return ([], []) }
    let edits = LineDiff.edits(a.map(\.text), b.map(\.text), maxCost: 400)
    var removed: [Range<Int>] = [], added: [Range<Int>] = []
    var same = 0
    for edit in edits {
      switch edit {
      case .same(let x, _):
        if !a[x].text.allSatisfy(\.isWhitespace) { same += 1 }
      case .removed(let x): removed.append(a[x].range)
      case .added(let y): added.append(b[y].range)
      }
    }
    guard same > 0 else { return ([], []) }
    // Shifted past the mark; neighbours joined.
    return (joined(removed), joined(added))
  }

  private static func joined(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var output: [Range<Int>] = []
    for range in ranges {
      let shifted = (range.lowerBound + 1)..<(range.upperBound + 1)
      if let last = output.last, last.upperBound == shifted.lowerBound {
        output[output.count - 1] = last.lowerBound..<shifted.upperBound
      } else {
        output.append(shifted)
      }
    }
    return output
  }

  /// The words of `characters` with their places.
  private static func words(_ characters: [Character]) -> [(text: String, range: Range<Int>)] {
    var output: [(String, Range<Int>)] = []
    var start = 0
    while start < characters.count {
      var end = start + 1
      if isWordCharacter(characters[start]) {
        while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
      }
      output.append((String(characters[start..<end]), start..<end))
      start = end
    }
    return output
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
