/// Text a program wrote for a terminal (a notebook's outputs and tracebacks, coloured by
/// IPython), as plain text: escape sequences left out, and a line a carriage return went
/// back over shown as the terminal left it (a progress bar's last state). What is left is
/// still the server's text: the view makes any other control character visible.
public enum TerminalOutput {
  /// `text` without its escape sequences (CSI such as colours, OSC such as titles and
  /// links, and two-character ones), each line from its last lone carriage return.
  public static func plain(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x1B || $0 == 0x0D || $0 == 0x9B }) else {
      return text
    }
    var kept = String.UnicodeScalarView()
    var lineStart = kept.endIndex
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar.value {
      case 0x1B:
        skipSequence(after: &scalars)
      case 0x9B:
        skipControlSequence(&scalars)
      case 0x0D:
        if scalars.first == "\n" { continue }
        // Back to the line's start: what follows is what the terminal showed.
        kept.removeSubrange(lineStart...)
        lineStart = kept.endIndex
      case 0x0A:
        kept.append(scalar)
        lineStart = kept.endIndex
      default:
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// Passes over what follows an ESC: a CSI (`[`), a string (OSC `]`, DCS `P`, `X`, `^`,
  /// `_`) up to its terminator, or one more character.
  private static func skipSequence(after scalars: inout Substring.UnicodeScalarView) {
    guard let next = scalars.popFirst() else { return }
    switch next {
    case "[": skipControlSequence(&scalars)
    case "]", "P", "X", "^", "_":
      while let scalar = scalars.popFirst() {
        if scalar == "\u{7}" || scalar == "\u{9C}" { return }
        if scalar == "\u{1B}" {
          if scalars.first == "\\" { scalars.removeFirst() }
          return
        }
      }
    default:
      // An intermediate byte (ESC ( B) takes one more.
      if (0x20...0x2F).contains(next.value), scalars.first != nil { scalars.removeFirst() }
    }
  }

  /// Passes over a CSI's parameters and its final byte (a newline ends a broken one).
  private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
    while let scalar = scalars.first {
      if scalar == "\n" { return }
      scalars.removeFirst()
      if (0x40...0x7E).contains(scalar.value) { return }
    }
  }
}
