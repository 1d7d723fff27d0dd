/// Reads Markdown (CommonMark with GitHub's tables and task lists) into blocks: headings
/// (ATX and setext), paragraphs with hard breaks, fenced and indented code, block quotes,
/// nested lists, pipe tables, rules, HTML blocks and link reference definitions. It never fails: what it
/// does not recognise is a paragraph, shown as written.
struct MarkdownParser {
  /// The blocks of the document.
  private(set) var blocks: [MarkdownBlock] = []
  /// Link reference definitions (`[name]: url`), by lowercased name.
  private(set) var references: [String: String] = [:]

  /// The parsed `source`.
  init(_ source: String) {
    let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { scalars -> String in
        var line = String(String.UnicodeScalarView(scalars))
        if line.hasSuffix("\r") { line.removeLast() }
        return Self.expandTabs(line)
      }
    blocks = parse(lines[...], depth: 0)
  }

  // MARK: Blocks

  private mutating func parse(_ lines: ArraySlice<String>, depth: Int) -> [MarkdownBlock] {
    var blocks: [MarkdownBlock] = []
    var index = lines.startIndex
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) {
        index += 1
      } else if let fence = Self.fence(line) {
        index = code(fenced: fence, in: lines, from: index + 1, into: &blocks)
      } else if Self.indent(of: line) >= 4 {
        var body: [String] = []
        while index < lines.endIndex,
          Self.isBlank(lines[index]) || Self.indent(of: lines[index]) >= 4
        {
          body.append(String(lines[index].dropFirst(min(4, Self.indent(of: lines[index])))))
          index += 1
        }
        while body.last.map(Self.isBlank) == true { body.removeLast() }
        blocks.append(.code(language: nil, lines: body))
      } else if let (level, text) = Self.atxHeading(line) {
        blocks.append(.heading(level: level, text: text))
        index += 1
      } else if Self.isRule(line) {
        blocks.append(.rule)
        index += 1
      } else if let end = Self.htmlStart(line, interrupting: false) {
        var body: [String] = []
        while index < lines.endIndex {
          let current = lines[index]
          if case .blankLine = end, Self.isBlank(current) { break }
          body.append(current)
          index += 1
          if case .marker(let markers) = end,
            markers.contains(where: { current.lowercased().contains($0) })
          {
            break
          }
        }
        blocks.append(.html(body))
      } else if Self.quoted(line) != nil {
        var inner: [String] = []
        while index < lines.endIndex, !Self.isBlank(lines[index]) {
          if let content = Self.quoted(lines[index]) {
            inner.append(content)
          } else if Self.startsBlock(lines[index]) {
            break
          } else {
            inner.append(lines[index])  // a lazy continuation of the quoted paragraph
          }
          index += 1
        }
        blocks.append(
          depth < Self.deepest
            ? .quote(parse(inner[...], depth: depth + 1))
            : .paragraph(inner.map(Self.trimmed).joined(separator: " ")))
      } else if depth < Self.deepest, Self.listMarker(line) != nil {
        index = list(in: lines, from: index, depth: depth, into: &blocks)
      } else if index + 1 < lines.endIndex, line.contains("|"),
        let alignments = Self.delimiterRow(lines[index + 1]),
        Self.cells(line).count == alignments.count
      {
        var rows: [[String]] = []
        index += 2
        while index < lines.endIndex, !Self.isBlank(lines[index]), !Self.startsBlock(lines[index]) {
          let cells = Self.cells(lines[index])
          rows.append(
            (0..<alignments.count).map { $0 < cells.count ? cells[$0] : "" })
          index += 1
        }
        blocks.append(.table(header: Self.cells(line), alignments: alignments, rows: rows))
      } else {
        index = paragraph(in: lines, from: index, into: &blocks)
      }
    }
    return blocks
  }

  private func code(
    fenced fence: (marker: Character, length: Int, indent: Int, language: String?),
    in lines: ArraySlice<String>, from start: Int, into blocks: inout [MarkdownBlock]
  ) -> Int {
    var index = start
    var body: [String] = []
    while index < lines.endIndex {
      let line = lines[index]
      index += 1
      if let closing = Self.fence(line), closing.marker == fence.marker,
        closing.length >= fence.length, closing.language == nil
      {
        break
      }
      body.append(String(line.dropFirst(min(fence.indent, Self.indent(of: line)))))
    }
    blocks.append(.code(language: fence.language, lines: body))
    return index
  }

  private mutating func list(
    in lines: ArraySlice<String>, from start: Int, depth: Int,
    into blocks: inout [MarkdownBlock]
  ) -> Int {
    var index = start
    var items: [MarkdownBlock.Item] = []
    guard let first = Self.listMarker(lines[start]) else { return start + 1 }
    while index < lines.endIndex, let marker = Self.listMarker(lines[index]),
      marker.ordered == first.ordered, marker.delimiter == first.delimiter,
      marker.indent < first.contentColumn
    {
      var body = [String(lines[index].dropFirst(marker.contentColumn))]
      index += 1
      while index < lines.endIndex {
        let line = lines[index]
        if Self.isBlank(line) {
          // A blank line stays in the item only when indented text follows it.
          var next = index
          while next < lines.endIndex, Self.isBlank(lines[next]) { next += 1 }
          guard next < lines.endIndex, Self.indent(of: lines[next]) >= marker.contentColumn
          else { break }
          body.append("")
        } else if Self.indent(of: line) >= marker.contentColumn {
          body.append(String(line.dropFirst(marker.contentColumn)))
        } else if Self.startsBlock(line) || Self.listMarker(line) != nil {
          break
        } else {
          body.append(line.trimmingLeadingSpaces())  // lazy continuation
        }
        index += 1
      }
      var task: Bool?
      if let head = body.first,
        head.hasPrefix("[ ] ") || head.hasPrefix("[x] ")
          || head.hasPrefix("[X] ")
      {
        task = !head.hasPrefix("[ ]")
        body[0] = String(head.dropFirst(4))
      }
      let label = first.ordered ? "\(first.number + items.count)\(marker.delimiter)" : ""
      items.append(
        .init(
          marker: label, task: task, blocks: parse(body[...], depth: depth + 1),
          loose: body.contains("")))
      // Blank lines between items of one list.
      var next = index
      while next < lines.endIndex, Self.isBlank(lines[next]) { next += 1 }
      if next < lines.endIndex, let following = Self.listMarker(lines[next]),
        following.ordered == first.ordered, following.delimiter == first.delimiter
      {
        index = next
      }
    }
    blocks.append(.list(items: items, depth: depth))
    return index
  }

  private mutating func paragraph(
    in lines: ArraySlice<String>, from start: Int, into blocks: inout [MarkdownBlock]
  ) -> Int {
    var index = start
    var text: [String] = []
    while index < lines.endIndex {
      let line = lines[index]
      if Self.isBlank(line) { break }
      if !text.isEmpty, let level = Self.setextLevel(line) {
        blocks.append(.heading(level: level, text: text.map(Self.trimmed).joined(separator: " ")))
        return index + 1
      }
      if !text.isEmpty, Self.startsBlock(line) || Self.listMarker(line)?.interrupts == true {
        break
      }
      if text.isEmpty, let (name, url) = Self.referenceDefinition(line) {
        references[name.lowercased()] = url
        index += 1
        continue
      }
      text.append(line)
      index += 1
    }
    guard !text.isEmpty else { return index }
    var joined = ""
    for (number, line) in text.enumerated() {
      let last = number == text.count - 1
      var content = line.trimmingLeadingSpaces()
      let hard = !last && (content.hasSuffix("  ") || content.hasSuffix("\\"))
      if content.hasSuffix("\\") && !last { content.removeLast() }
      while content.hasSuffix(" ") { content.removeLast() }
      joined += content
      if !last { joined += hard ? "\n" : " " }
    }
    blocks.append(.paragraph(joined))
    return index
  }

  /// How deep quotes and lists nest before the rest is read as text (each level costs a
  /// pass over what it holds).
  static let deepest = 16

  // MARK: Lines

  private static func expandTabs(_ line: String) -> String {
    guard line.contains("\t") else { return line }
    var result = ""
    var column = 0
    for character in line {
      if character == "\t" {
        let spaces = 4 - column % 4
        result += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        result.append(character)
        column += 1
      }
    }
    return result
  }

  static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }

  static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }

  static func trimmed(_ line: String) -> String {
    line.trimmingLeadingSpaces().trimmingTrailingSpaces()
  }

  /// Whether `line` begins a block that ends a paragraph.
  private static func startsBlock(_ line: String) -> Bool {
    fence(line) != nil || atxHeading(line) != nil || isRule(line) || quoted(line) != nil
      || htmlStart(line, interrupting: true) != nil
  }

  /// What ends an HTML block: a line holding one of the markers (lowercased), or a blank
  /// line.
  enum HTMLEnd: Equatable {
    case marker([String])
    case blankLine
  }

  /// Tags that start an HTML block wherever they are (CommonMark's kind 6).
  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption",
    "center", "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2",
    "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link",
    "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param",
    "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title",
    "tr", "track", "ul",
  ]

  /// Where an HTML block that `line` starts ends (nil: `line` starts none), by CommonMark's
  /// seven kinds; the last (any lone tag) does not `interrupt` a paragraph.
  static func htmlStart(_ line: String, interrupting: Bool) -> HTMLEnd? {
    guard indent(of: line) <= 3 else { return nil }
    let rest = line.trimmingLeadingSpaces()
    guard rest.hasPrefix("<") else { return nil }
    // Only the start is looked at, so a long line costs no more than a short one.
    let head = String(rest.prefix(16)).lowercased()
    if head.hasPrefix("<!--") { return .marker(["-->"]) }
    if head.hasPrefix("<?") { return .marker(["?>"]) }
    if head.hasPrefix("<![cdata[") { return .marker(["]]>"]) }
    if head.hasPrefix("<!"), head.dropFirst(2).first?.isLetter == true { return .marker([">"]) }
    let closing = head.hasPrefix("</")
    let name = head.dropFirst(closing ? 2 : 1).prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
    guard let first = name.first, first.isLetter else { return nil }
    let after = head.dropFirst((closing ? 2 : 1) + name.count).first
    let ends = after == nil || after == " " || after == ">" || after == "/"
    let raw = ["script", "pre", "style", "textarea"]
    if !closing, raw.contains(String(name)), after == nil || after == " " || after == ">" {
      return .marker(raw.map { "</\($0)>" })
    }
    if blockTags.contains(String(name)), ends { return .blankLine }
    // Kind 7: one whole tag and nothing else on the line.
    guard !interrupting, ends, rest.trimmingTrailingSpaces().hasSuffix(">"),
      rest.dropFirst().firstIndex(of: "<") == nil
    else { return nil }
    return .blankLine
  }

  /// A code fence: its character, length, indent and language.
  private static func fence(_ line: String)
    -> (marker: Character, length: Int, indent: Int, language: String?)?
  {
    let indent = indent(of: line)
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    let length = rest.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    let info = trimmed(String(rest.dropFirst(length)))
    if marker == "`" && info.contains("`") { return nil }
    let language = info.split(separator: " ").first.map { String($0).strippingEnds("{}.") }
    return (marker, length, indent, language?.isEmpty == false ? language : nil)
  }

  private static func atxHeading(_ line: String) -> (Int, String)? {
    guard indent(of: line) <= 3 else { return nil }
    let rest = line.trimmingLeadingSpaces()
    let level = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    let after = rest.dropFirst(level)
    guard after.isEmpty || after.first == " " else { return nil }
    var text = trimmed(String(after))
    // A closing run of # after a space goes.
    if let hashes = text.lastIndex(where: { $0 != "#" }),
      hashes < text.index(before: text.endIndex),
      text[hashes] == " "
    {
      text = trimmed(String(text[...hashes]))
    } else if text.allSatisfy({ $0 == "#" }) {
      text = ""
    }
    return (level, text)
  }

  private static func isRule(_ line: String) -> Bool {
    guard indent(of: line) <= 3 else { return false }
    let marks = line.filter { $0 != " " }
    guard let first = marks.first, "-*_".contains(first), marks.count >= 3 else { return false }
    return marks.allSatisfy { $0 == first }
  }

  private static func setextLevel(_ line: String) -> Int? {
    guard indent(of: line) <= 3 else { return nil }
    let marks = trimmed(line)
    guard let first = marks.first, marks.allSatisfy({ $0 == first }) else { return nil }
    return first == "=" ? 1 : first == "-" ? 2 : nil
  }

  /// The text after `>` (and one space), when `line` is quoted.
  private static func quoted(_ line: String) -> String? {
    guard indent(of: line) <= 3 else { return nil }
    let rest = line.trimmingLeadingSpaces()
    guard rest.hasPrefix(">") else { return nil }
    let after = rest.dropFirst()
    return String(after.first == " " ? after.dropFirst() : after)
  }

  /// A list item's marker: where it is, whether numbered (and its number), and the column
  /// its content starts at.
  private static func listMarker(_ line: String)
    -> (
      indent: Int, ordered: Bool, number: Int, delimiter: Character, contentColumn: Int,
      interrupts: Bool
    )?
  {
    let indent = indent(of: line)
    guard indent <= 3 + 8 else { return nil }
    let rest = Array(line.dropFirst(indent))
    guard let first = rest.first else { return nil }
    var markerLength = 0
    var ordered = false
    var number = 0
    var delimiter: Character = "."
    if "-*+".contains(first) {
      markerLength = 1
      delimiter = first
    } else {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard (1...9).contains(digits.count), digits.count < rest.count,
        rest[digits.count] == "." || rest[digits.count] == ")"
      else { return nil }
      ordered = true
      number = Int(String(digits)) ?? 1
      delimiter = rest[digits.count]
      markerLength = digits.count + 1
    }
    let after = rest.dropFirst(markerLength)
    let empty = after.allSatisfy { $0 == " " }
    guard after.isEmpty || after.first == " " else { return nil }
    let spaces = after.prefix { $0 == " " }.count
    let content = indent + markerLength + (empty ? 1 : (spaces > 4 ? 1 : spaces))
    // Only a non-empty item, and a numbered one only from 1, interrupts a paragraph.
    return (indent, ordered, number, delimiter, content, !empty && (!ordered || number == 1))
  }

  /// A table's delimiter row (`| --- | :-: |`): each column's alignment.
  private static func delimiterRow(_ line: String) -> [MarkdownBlock.Alignment]? {
    let cells = cells(line)
    guard !cells.isEmpty, line.contains("-") else { return nil }
    var alignments: [MarkdownBlock.Alignment] = []
    for cell in cells {
      let dashes = cell.strippingEnds(":")
      guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
      let left = cell.hasPrefix(":")
      let right = cell.hasSuffix(":")
      alignments.append(left && right ? .center : right ? .right : .left)
    }
    return alignments
  }

  /// The cells of a table row: split at `|` (not `\|`, not inside code), trimmed, outer
  /// pipes dropped.
  static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    var inCode = false
    for character in trimmed(line) {
      if escaped {
        current.append(character == "|" ? "|" : "\\")
        if character != "|" { current.append(character) }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "`" {
        inCode.toggle()
        current.append(character)
      } else if character == "|" && !inCode {
        cells.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if escaped { current.append("\\") }
    cells.append(current)
    if trimmed(line).hasPrefix("|") { cells.removeFirst() }
    if trimmed(line).hasSuffix("|") && !trimmed(line).hasSuffix("\\|") && !cells.isEmpty {
      cells.removeLast()
    }
    return cells.map(trimmed)
  }

  /// `[name]: url` (an optional title after it is left out).
  private static func referenceDefinition(_ line: String) -> (String, String)? {
    guard indent(of: line) <= 3 else { return nil }
    let rest = line.trimmingLeadingSpaces()
    guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]") else { return nil }
    let name = String(rest[rest.index(after: rest.startIndex)..<close])
    let after = rest[rest.index(after: close)...]
    guard !name.isEmpty, after.hasPrefix(":") else { return nil }
    let target = trimmed(String(after.dropFirst())).split(separator: " ").first.map(String.init)
    guard let target, !target.isEmpty else { return nil }
    return (name, target.strippingEnds("<>"))
  }
}

extension String {
  /// The string without its leading spaces.
  func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }

  /// The string without its trailing spaces.
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }

  /// The string without the given characters at either end.
  func strippingEnds(_ set: String) -> String {
    var copy = Substring(self)
    while let first = copy.first, set.contains(first) { copy = copy.dropFirst() }
    while let last = copy.last, set.contains(last) { copy = copy.dropLast() }
    return String(copy)
  }
}
