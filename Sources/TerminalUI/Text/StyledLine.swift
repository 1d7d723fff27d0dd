/// One line of text with its styled runs (character offsets), as a renderer made it: what a
/// `TextView` draws as given, and what `dehub view` turns into terminal colours.
public struct StyledLine: Equatable, Sendable {
  /// The line's characters (no tabs, no newline).
  public var text: String
  /// The styled runs; characters outside every run are `.normal`.
  public var runs: [TextView.Run]

  /// A line.
  public init(_ text: String, runs: [TextView.Run] = []) {
    self.text = text
    self.runs = runs
  }

  /// A line from characters each with its style: runs merge neighbours of one style, and
  /// `.normal` makes no run.
  init(_ characters: [StyledCharacter]) {
    var text = ""
    var runs: [TextView.Run] = []
    for (offset, item) in characters.enumerated() {
      text.append(item.character)
      guard item.style != .normal else { continue }
      if let last = runs.last, last.style == item.style, last.start + last.length == offset {
        runs[runs.count - 1].length += 1
      } else {
        runs.append(TextView.Run(start: offset, length: 1, style: item.style))
      }
    }
    self.init(text, runs: runs)
  }

  /// The line `count` characters of `prefix` (in `style`) further right.
  public func indented(by prefix: String, style: Style) -> StyledLine {
    let shift = prefix.count
    var runs = self.runs.map {
      TextView.Run(start: $0.start + shift, length: $0.length, style: $0.style)
    }
    if style != .normal && shift > 0 {
      runs.insert(TextView.Run(start: 0, length: shift, style: style), at: 0)
    }
    return StyledLine(prefix + text, runs: runs)
  }
}

/// A character and its style, while a renderer lays text out.
struct StyledCharacter: Equatable, Sendable {
  var character: Character
  var style: Style

  init(_ character: Character, _ style: Style) {
    self.character = character
    self.style = style
  }
}
