import Keys

/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys, the escape
/// sequences of xterm-like terminals (CSI and SS3 forms, with modifiers), SGR and X10 mouse
/// reports, and bracketed paste.
///
/// A lone Esc cannot be told from the start of a sequence until a moment passes: `feed`
/// keeps it pending, and the run loop calls `flush()` after a short delay (25 ms) so Esc
/// still feels instant.
public struct KeyDecoder: Sendable {
  private var buffer: [UInt8] = []
  private var pasting: [UInt8]?
  /// Sequences the terminal's terminfo entry names (`TerminfoKeys`), tried before the
  /// built-in xterm forms: a terminal whose keys differ from xterm's is still understood.
  private let known: [(bytes: [UInt8], key: Key)]

  /// An empty decoder, with the terminal's own key sequences when given.
  public init(known: [[UInt8]: Key] = [:]) {
    // Longest first, so a sequence that starts another is not taken for it.
    self.known = known.filter { $0.key.count > 1 && $0.key.first == 0x1B }
      .map { (bytes: $0.key, key: $0.value) }.sorted { $0.bytes.count > $1.bytes.count }
  }

  /// Whether bytes are waiting for more (an Esc, or half a sequence or character).
  public var hasPending: Bool { !buffer.isEmpty }

  /// Decodes what can be decoded; incomplete input waits for the next call.
  public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [Key] where Bytes.Element == UInt8 {
    buffer.append(contentsOf: bytes)
    return decode(final: false)
  }

  /// Decodes what is pending as it is (a lone Esc becomes `.escape`).
  public mutating func flush() -> [Key] {
    decode(final: true)
  }

  private mutating func decode(final: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < buffer.count {
      if pasting != nil {
        if let end = find([0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E], from: index) {
          pasting?.append(contentsOf: buffer[index..<end])
          keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
          pasting = nil
          index = end + 6
          continue
        }
        // Keep a possible start of the end marker for the next call.
        let keep = final ? buffer.count : max(index, buffer.count - 5)
        pasting?.append(contentsOf: buffer[index..<keep])
        index = keep
        break
      }
      guard let (key, length) = decodeOne(at: index, final: final) else { break }
      index += length
      if let key { keys.append(key) }
    }
    buffer.removeFirst(index)
    return keys
  }

  /// One key at `index` and the bytes it took; nil when more bytes are needed.
  private mutating func decodeOne(at index: Int, final: Bool) -> (Key?, Int)? {
    let byte = buffer[index]
    switch byte {
    case 0x1B:
      return decodeEscape(at: index, final: final)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x00: return (.ctrl(" "), 1)
    case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x1C...0x1F: return (nil, 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(byte))), 1)
    default:
      return decodeUTF8(at: index, final: final)
    }
  }

  private func decodeUTF8(at index: Int, final: Bool) -> (Key?, Int)? {
    let byte = buffer[index]
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (nil, 1)
    }
    if index + length > buffer.count { return final ? (nil, buffer.count - index) : nil }
    let bytes = buffer[index..<index + length]
    guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first,
      scalar.value != 0xFFFD
    else { return (nil, 1) }
    return (.character(Character(scalar)), length)
  }

  private mutating func decodeEscape(at index: Int, final: Bool) -> (Key?, Int)? {
    let rest = buffer[index...]
    for (bytes, key) in known {
      if rest.starts(with: bytes) { return (key, bytes.count) }
      // Half of a known sequence: wait for the rest (unless nothing more is coming).
      if !final, rest.count < bytes.count, bytes.starts(with: rest) { return nil }
    }
    guard index + 1 < buffer.count else { return final ? (.escape, 1) : nil }
    let next = buffer[index + 1]
    switch next {
    case 0x5B:  // CSI
      return decodeCSI(at: index, final: final)
    case 0x4F:  // SS3
      guard index + 2 < buffer.count else { return final ? (.alt("O"), 2) : nil }
      let keys: [UInt8: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
        0x4D: .enter,
      ]
      return (keys[buffer[index + 2]], 3)
    case 0x1B:
      return (.escape, 1)
    default:
      guard let (key, length) = decodeOne(at: index + 1, final: final) else { return nil }
      switch key {
      case .character(let character) where Self.altCharacters.contains(character):
        return (.alt(character), length + 1)
      case .backspace: return (.alt("\u{7F}"), length + 1)
      default:
        // Esc then a key in one read (`send-keys Escape j`, both bytes in one packet over
        // ssh) is Esc, then the key: only the Alt keys the text field edits with are Alt.
        return (.escape, 1)
      }
    }
  }

  /// The characters read as Alt with them (readline's word moves and deletes in a text
  /// field); Esc followed by any other key is Esc, then that key.
  static let altCharacters: Set<Character> = ["b", "f", "d"]

  private mutating func decodeCSI(at index: Int, final: Bool) -> (Key?, Int)? {
    // ESC [ parameters intermediates final-byte (0x40…0x7E)
    var end = index + 2
    if end < buffer.count, buffer[end] == 0x4D, buffer[index + 2] == 0x4D {
      // X10 mouse: ESC [ M b x y
      guard index + 6 <= buffer.count else { return final ? (nil, buffer.count - index) : nil }
      let button = Int(buffer[index + 3]) - 32
      let x = Int(buffer[index + 4]) - 33
      let y = Int(buffer[index + 5]) - 33
      return (Self.mouse(button: button, x: x, y: y, released: button & 3 == 3), 6)
    }
    while end < buffer.count, !(0x40...0x7E).contains(buffer[end]) { end += 1 }
    guard end < buffer.count else {
      if final || end - index > 32 { return (nil, buffer.count - index) }
      return nil
    }
    let parameters = String(decoding: buffer[(index + 2)..<end], as: UTF8.self)
    let finalByte = buffer[end]
    let length = end - index + 1
    if parameters.hasPrefix("<"), finalByte == 0x4D || finalByte == 0x6D {
      let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 3 else { return (nil, length) }
      return (
        Self.mouse(
          button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, released: finalByte == 0x6D),
        length
      )
    }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    let modifier = fields.count > 1 ? fields[1] : 1
    let ctrl = modifier >= 5 && (modifier - 1) & 4 != 0
    switch finalByte {
    case 0x41: return (.up, length)
    case 0x42: return (.down, length)
    case 0x43: return (ctrl ? .ctrlRight : .right, length)
    case 0x44: return (ctrl ? .ctrlLeft : .left, length)
    case 0x48: return (.home, length)
    case 0x46: return (.end, length)
    case 0x5A: return (.backTab, length)
    case 0x50...0x53: return (.function(Int(finalByte) - 0x4F), length)
    case 0x7E:
      switch fields.first ?? 0 {
      case 1, 7: return (.home, length)
      case 2: return (.insert, length)
      case 3: return (.delete, length)
      case 4, 8: return (.end, length)
      case 5: return (.pageUp, length)
      case 6: return (.pageDown, length)
      case 11...15: return (.function((fields.first ?? 0) - 10), length)
      case 17...21: return (.function((fields.first ?? 0) - 11), length)
      case 23, 24: return (.function((fields.first ?? 0) - 12), length)
      case 200:
        pasting = []
        return (nil, length)
      default: return (nil, length)
      }
    default:
      return (nil, length)
    }
  }

  private static func mouse(button: Int, x: Int, y: Int, released: Bool) -> Key {
    let position = (max(0, x), max(0, y))
    if button & 64 != 0 {
      let kind: MouseEvent.Kind = button & 1 == 0 ? .wheelUp : .wheelDown
      return .mouse(MouseEvent(kind: kind, x: position.0, y: position.1))
    }
    if released { return .mouse(MouseEvent(kind: .release, x: position.0, y: position.1)) }
    return .mouse(MouseEvent(kind: .press(button: (button & 3) + 1), x: position.0, y: position.1))
  }

  private func find(_ pattern: [UInt8], from start: Int) -> Int? {
    guard buffer.count >= pattern.count else { return nil }
    var index = start
    while index + pattern.count <= buffer.count {
      if buffer[index..<index + pattern.count].elementsEqual(pattern) { return index }
      index += 1
    }
    return nil
  }
}
