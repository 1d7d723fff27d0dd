import Basics

/// A notebook's text (a cell's source, an output) cut to what is laid out: so many lines,
/// so many bytes, each line at most so many characters (`…` where one is cut), with the
/// sentences that say what was left out. Reads the bytes once, and past the cut only
/// counts lines.
enum NotebookText {
  /// What is shown of a text.
  struct Cut: Equatable {
    /// The lines kept (without a last newline).
    var text: String
    /// How many lines that is.
    var lines: Int
    /// What was left out, in sentences (none when nothing was).
    var notes: [String]
  }

  /// At most `lines` lines and about `bytes` bytes of `text`, each line cut at
  /// `lineLength` characters.
  static func clip(_ text: String, lines maxLines: Int, bytes maxBytes: Int, lineLength: Int)
    -> Cut
  {
    var text = text
    return text.withUTF8 { bytes in
      var end = bytes.count
      if end > 0 && bytes[end - 1] == 0x0A { end -= 1 }
      var kept: [String] = []
      var used = 0
      var cutLines = 0
      var start = 0
      while start < end && kept.count < maxLines && used < maxBytes {
        var lineEnd = start
        while lineEnd < end && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        // A long line is read only as far as it can be shown (its last character may be
        // broken there, and is dropped).
        let window = min(lineEnd, start + lineLength * 4 + 16)
        var line = String(decoding: slice(bytes, start, window))
        if line.last == "\r" { line.removeLast() }
        if window < lineEnd || (lineEnd - start > lineLength && line.count > lineLength) {
          line = String(line.prefix(min(lineLength, line.count - 1))) + "…"
          cutLines += 1
        }
        used += line.utf8.count + 1
        kept.append(line)
        start = lineEnd + 1
      }
      var notes: [String] = []
      if cutLines > 0 {
        notes.append(
          "[\(cutLines.counted("line")) cut at \(lineLength.grouped) characters · m shows \(cutLines.word("it", plural: "them")) whole]"
        )
      }
      if start < end {
        notes.append(
          "[… \(rest(of: bytes, from: start, to: end)) not shown here · m shows the JSON]")
      }
      if start == 0 && end == 0 { return Cut(text: "", lines: 0, notes: []) }
      return Cut(text: kept.joined(separator: "\n"), lines: kept.count, notes: notes)
    }
  }

  /// What is left of the text from `start`: its lines counted, or past a megabyte its size
  /// (counting would read it all).
  private static func rest(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
    -> String
  {
    guard end - start <= 1 << 20 else {
      return ReadingPosition.size(end - start) + " more"
    }
    var left = 1
    for index in start..<end where bytes[index] == 0x0A { left += 1 }
    return left.counted("more line")
  }

  private static func slice(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int)
    -> UnsafeBufferPointer<UInt8>
  {
    UnsafeBufferPointer(rebasing: bytes[from..<to])
  }
}

extension String {
  /// Text decoded from UTF-8 bytes (a broken sequence as U+FFFD).
  fileprivate init(decoding bytes: UnsafeBufferPointer<UInt8>) {
    self.init(decoding: bytes, as: UTF8.self)
  }
}
