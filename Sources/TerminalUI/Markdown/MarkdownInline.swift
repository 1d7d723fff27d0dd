import FoundationEssentials

/// Inline Markdown: emphasis (`*`, `_`), strong (`**`, `__`), strike-through (`~~`, dimmed),
/// code spans, links (text, then the address dimmed), images (`[image: alt] (address)`,
/// dimmed), autolinks, backslash escapes, a few HTML entities, and HTML (`<img>` as an
/// image, `<br>` a line break, other tags and comments left out). Whatever does not close
/// is text, as written.
struct MarkdownInline {
  private let characters: [Character]
  private let references: [String: String]
  /// How far a mark looks for its closing mark: hostile text made of opening marks costs
  /// at most this much per mark, never a pass over the whole text each.
  private static let reach = 400

  /// The characters of `text`, each styled; `style` is what plain text gets.
  static func styled(_ text: String, style: Style, references: [String: String] = [:])
    -> [StyledCharacter]
  {
    MarkdownInline(characters: Array(text), references: references)
      .parse(0..<text.count, style: style)
  }

  private func parse(_ range: Range<Int>, style: Style) -> [StyledCharacter] {
    var output: [StyledCharacter] = []
    var index = range.lowerBound
    let end = range.upperBound
    func plain(_ text: String) { output += text.map { StyledCharacter($0, style) } }
    while index < end {
      let character = characters[index]
      switch character {
      case "\\"
      where index + 1 < end && characters[index + 1].isASCII
        && characters[index + 1].isPunctuationOrSymbol:
        plain(String(characters[index + 1]))
        index += 2
      case "`":
        let run = runLength(of: "`", at: index, before: end)
        if let close = closingBackticks(run, from: index + run, before: end) {
          var code = String(characters[(index + run)..<close]).map { $0 == "\n" ? " " : $0 }
          if code.count > 2, code.first == " ", code.last == " " {
            code = Array(code.dropFirst().dropLast())
          }
          output += code.map { StyledCharacter($0, .code) }
          index = close + run
        } else {
          plain(String(repeating: "`", count: run))
          index += run
        }
      case "!" where index + 1 < end && characters[index + 1] == "[":
        if let link = link(at: index + 1, before: end) {
          // An image: what it shows and where it is (the terminal cannot show it).
          output += Self.image(alt: parse(link.text, style: .dim), url: link.url)
          index = link.end
        } else {
          plain("!")
          index += 1
        }
      case "[":
        if let link = link(at: index, before: end) {
          let text = parse(link.text, style: .link)
          output += text
          let shown = String(text.map(\.character))
          if !link.url.isEmpty && shown != link.url && !link.url.hasPrefix("#") {
            output += " (\(link.url))".map { StyledCharacter($0, .dim) }
          }
          index = link.end
        } else {
          plain("[")
          index += 1
        }
      case "<":
        if let (shown, next) = angle(at: index, before: end) {
          switch shown {
          case .lineBreak: output.append(StyledCharacter("\n", style))
          case .link(let text): output += text.map { StyledCharacter($0, .link) }
          case .image(let alt, let url):
            output += Self.image(alt: alt.map { StyledCharacter($0, .dim) }, url: url)
          case .nothing:
            // Left out: a space on both sides of it stays one space.
            if output.last?.character == " ", next < end, characters[next] == " " {
              index = next + 1
              continue
            }
          }
          index = next
        } else {
          plain("<")
          index += 1
        }
      case "&":
        if let (text, next) = entity(at: index, before: end) {
          plain(text)
          index = next
        } else {
          plain("&")
          index += 1
        }
      case "*", "_", "~":
        let run = runLength(of: character, at: index, before: end)
        if let (inner, styled, next) = emphasis(character, run: run, at: index, before: end) {
          output += parse(inner, style: styled)
          index = next
        } else {
          plain(String(repeating: character, count: run))
          index += run
        }
      default:
        output.append(StyledCharacter(character, style))
        index += 1
      }
    }
    return output
  }

  private func runLength(of character: Character, at start: Int, before end: Int) -> Int {
    var index = start
    while index < end && characters[index] == character { index += 1 }
    return index - start
  }

  /// Where a run of exactly `run` backticks starts, from `start`.
  private func closingBackticks(_ run: Int, from start: Int, before limit: Int) -> Int? {
    var index = start
    let end = min(limit, start + Self.reach)
    while index < end {
      if characters[index] == "`" {
        let length = runLength(of: "`", at: index, before: end)
        if length == run { return index }
        index += length
      } else {
        index += 1
      }
    }
    return nil
  }

  /// Emphasis opened by `run` of `mark` at `start`: the range inside, its style and where
  /// the text after it starts.
  private func emphasis(_ mark: Character, run: Int, at start: Int, before limit: Int)
    -> (Range<Int>, Style, Int)?
  {
    let end = min(limit, start + Self.reach)
    let width = mark == "~" ? 2 : min(run, 2)
    guard mark != "~" || run == 2 else { return nil }
    let after = start + width
    guard start + run < end, !characters[start + run].isWhitespace else { return nil }
    if mark == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber {
      return nil
    }
    var index = start + run
    while index < end {
      let character = characters[index]
      if character == "`" {
        let length = runLength(of: "`", at: index, before: end)
        index = (closingBackticks(length, from: index + length, before: end) ?? index) + length
        continue
      }
      if character == "\\" {
        index += 2
        continue
      }
      guard character == mark else {
        index += 1
        continue
      }
      let length = runLength(of: mark, at: index, before: end)
      let followed = index + length < end
      let closes =
        length >= width && !characters[index - 1].isWhitespace
        && (mark != "_" || !followed
          || !(characters[index + length].isLetter || characters[index + length].isNumber))
      if closes {
        // Marks beyond the pair (***a***) stay inside, for the emphasis within.
        let style: Style = mark == "~" ? .dim : width == 2 ? .bold : .emphasis
        return (after..<(index + length - width), style, index + length)
      }
      index += length
    }
    return nil
  }

  /// A link at `start` (its `[`): the text's range, the address, where the text after
  /// it starts. Inline `[text](url "title")`, full `[text][ref]`, collapsed `[ref][]` and
  /// shortcut `[ref]` references.
  private func link(at start: Int, before limit: Int) -> (text: Range<Int>, url: String, end: Int)?
  {
    let end = min(limit, start + Self.reach)
    var depth = 0
    var index = start
    var close: Int?
    while index < end {
      switch characters[index] {
      case "\\": index += 1
      case "`":
        let length = runLength(of: "`", at: index, before: end)
        index = (closingBackticks(length, from: index + length, before: end) ?? index) + length - 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { close = index }
      default: break
      }
      if close != nil { break }
      index += 1
    }
    guard let close else { return nil }
    let text = (start + 1)..<close
    let next = close + 1
    if next < end, characters[next] == "(" {
      var index = next + 1
      var parens = 1
      while index < end {
        if characters[index] == "\\" {
          index += 2
          continue
        }
        if characters[index] == "(" { parens += 1 }
        if characters[index] == ")" {
          parens -= 1
          if parens == 0 { break }
        }
        index += 1
      }
      guard index < end else { return nil }
      let inside = String(characters[(next + 1)..<index]).trimmingLeadingSpaces()
      var url = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
      if url.hasPrefix("<"), let closing = inside.firstIndex(of: ">") {
        url = String(inside[inside.index(after: inside.startIndex)..<closing])
      }
      return (text, url, index + 1)
    }
    if next < end, characters[next] == "[",
      let refClose = characters[next..<end].firstIndex(of: "]")
    {
      let name = String(characters[(next + 1)..<refClose])
      let key = (name.isEmpty ? String(characters[text]) : name).lowercased()
      if let url = references[key] { return (text, url, refClose + 1) }
    }
    if let url = references[String(characters[text]).lowercased()] {
      return (text, url, next)
    }
    return nil
  }

  /// An image as text: `[image: alt] (url)`, dimmed; `[image]` without alt text, and no
  /// address when there is none.
  private static func image(alt: [StyledCharacter], url: String) -> [StyledCharacter] {
    var shown = (alt.isEmpty ? "[image" : "[image: ").map { StyledCharacter($0, .dim) } + alt
    shown.append(StyledCharacter("]", .dim))
    if !url.isEmpty { shown += " (\(url))".map { StyledCharacter($0, .dim) } }
    return shown
  }

  /// What an HTML tag or autolink shows.
  private enum Angle {
    /// A line break (`<br>`).
    case lineBreak
    /// An address, shown as a link.
    case link(String)
    /// An `<img>`: its alt text and address.
    case image(alt: String, url: String)
    /// Nothing: a tag or a comment, left out.
    case nothing
  }

  /// `<https://…>`, `<a@b.c>` (the text, shown as a link), `<br>` (a line break), `<img>`
  /// (an image), or another HTML tag or a comment (left out).
  private func angle(at start: Int, before limit: Int) -> (Angle, Int)? {
    let end = min(limit, start + Self.reach)
    if characters[start..<end].starts(with: "<!--") {
      var index = start + 4
      while index + 2 < end {
        if characters[index] == "-", characters[index + 1] == "-", characters[index + 2] == ">" {
          return (.nothing, index + 3)
        }
        index += 1
      }
      return nil
    }
    guard let close = characters[start..<end].firstIndex(of: ">") else { return nil }
    let inside = String(characters[(start + 1)..<close])
    guard !inside.isEmpty,
      !inside.contains(" ") || inside.first?.isLetter == true
        || inside.first == "/"
    else { return nil }
    let name = inside.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    if name == "img" {
      return (
        .image(alt: Self.attribute("alt", in: inside), url: Self.attribute("src", in: inside)),
        close + 1
      )
    }
    if !inside.contains(" "), inside.contains("://") || inside.contains("@") {
      return (.link(inside), close + 1)
    }
    guard !name.isEmpty, inside.first?.isLetter == true || inside.first == "/" else { return nil }
    return (name == "br" ? .lineBreak : .nothing, close + 1)
  }

  /// The value of the attribute `name` in the inside of a tag (`alt="a cat"`, `src=x.png`),
  /// or "".
  private static func attribute(_ name: String, in tag: String) -> String {
    // ASCII letters only, so that offsets in `lowered` are offsets in `tag`.
    let lowered = String(tag.map { $0.isASCII ? Character($0.lowercased()) : $0 })
    var searched = lowered.startIndex
    while let found = lowered[searched...].firstRange(of: name + "=") {
      searched = found.upperBound
      let before =
        found.lowerBound == lowered.startIndex
        ? " " : lowered[lowered.index(before: found.lowerBound)]
      guard before == " " || before == "\t" || before == "\n" else { continue }
      let offset = lowered.distance(from: lowered.startIndex, to: found.upperBound)
      let value = tag.dropFirst(offset)
      if let quote = value.first, quote == "\"" || quote == "'" {
        return String(value.dropFirst().prefix { $0 != quote })
      }
      return String(value.prefix { $0 != " " && $0 != ">" })
    }
    return ""
  }

  private static let entities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "copy": "©",
    "reg": "®", "mdash": "—", "ndash": "–", "hellip": "…", "rarr": "→", "larr": "←",
  ]

  private func entity(at start: Int, before end: Int) -> (String, Int)? {
    let limit = min(end, start + 12)
    guard let semicolon = characters[start..<limit].firstIndex(of: ";") else { return nil }
    let name = String(characters[(start + 1)..<semicolon])
    if let known = Self.entities[name] { return (known, semicolon + 1) }
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value =
      digits.lowercased().hasPrefix("x")
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value, value > 0, let scalar = Unicode.Scalar(value) else { return nil }
    return (String(Character(scalar)), semicolon + 1)
  }
}

extension Character {
  fileprivate var isPunctuationOrSymbol: Bool { isPunctuation || isSymbol }
}
