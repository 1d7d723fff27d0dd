import Foundation

/// Which folders of one target use which: folder A uses folder B when a file in A names a
/// type, function or constant that a file in B declares at its top level (what a comment or
/// the text of a string says does not count; code interpolated into a string does). Two
/// folders that use each other, directly or round more folders, are a circle: neither can
/// be read, tested or moved to a target of its own without the other.
///
/// `scripts/model-graph` prints the graph of a target with this same code.
struct FolderGraph {
  /// For each folder, the folders it uses, with the names it uses from each.
  let uses: [String: [String: Set<String>]]
  /// Every folder that holds a file.
  let folders: Set<String>

  /// The graph of the files of one target, each path relative to the target's folder
  /// (`Cache/GistCache.swift`; a file at the top is in folder `.`).
  init(files: [(path: String, text: String)]) {
    let read = files.map { (folder: Self.folder(of: $0.path), code: Self.code(of: $0.text)) }
    var owners: [String: Set<String>] = [:]
    for file in read {
      for name in Self.declarations(in: file.code) { owners[name, default: []].insert(file.folder) }
    }
    var uses: [String: [String: Set<String>]] = [:]
    for file in read {
      for word in Self.words(in: file.code) {
        for owner in owners[word] ?? [] where owner != file.folder {
          uses[file.folder, default: [:]][owner, default: []].insert(word)
        }
      }
    }
    self.uses = uses
    folders = Set(read.map(\.folder))
  }

  /// The folder of a file at `path` in its target: its first folder, or `.` at the top.
  static func folder(of path: String) -> String {
    let parts = path.split(separator: "/")
    return parts.count > 1 ? String(parts[0]) : "."
  }

  /// The circles: each set of two or more folders that reach one another through their
  /// uses (a strongly connected component), each in name order, the sets in order too.
  var circles: [[String]] {
    var order: [String: Int] = [:]
    var low: [String: Int] = [:]
    var stack: [String] = []
    var onStack: Set<String> = []
    var found: [[String]] = []
    func visit(_ folder: String) {
      order[folder] = order.count
      low[folder] = order[folder]
      stack.append(folder)
      onStack.insert(folder)
      for next in (uses[folder] ?? [:]).keys.sorted() {
        if order[next] == nil {
          visit(next)
          low[folder] = min(low[folder] ?? 0, low[next] ?? 0)
        } else if onStack.contains(next) {
          low[folder] = min(low[folder] ?? 0, order[next] ?? 0)
        }
      }
      guard low[folder] == order[folder] else { return }
      var component: [String] = []
      while let top = stack.popLast() {
        onStack.remove(top)
        component.append(top)
        if top == folder { break }
      }
      if component.count > 1 { found.append(component.sorted()) }
    }
    for folder in folders.sorted() where order[folder] == nil { visit(folder) }
    return found.sorted { $0.joined() < $1.joined() }
  }

  /// One sentence per circle: its folders and what each uses of the next.
  var circleSentences: [String] {
    circles.map { circle in
      let members = Set(circle)
      let edges = circle.flatMap { folder in
        (uses[folder] ?? [:]).filter { members.contains($0.key) }.sorted { $0.key < $1.key }
          .map { "\(folder) → \($0.key) (\($0.value.sorted().joined(separator: ", ")))" }
      }
      return "folders \(circle.joined(separator: ", ")) use one another: "
        + edges.joined(separator: "; ")
    }
  }

  /// The graph as lines `A → B (3): names`, in order.
  var lines: [String] {
    uses.keys.sorted().flatMap { folder in
      (uses[folder] ?? [:]).sorted { $0.key < $1.key }.map { target, names in
        "\(folder) → \(target) (\(names.count)): \(names.sorted().joined(separator: " "))"
      }
    }
  }

  /// The names `code` declares at its top level and other files may use (not `private` or
  /// `fileprivate`): types, functions, constants. An extension declares no new name.
  static func declarations(in code: String) -> Set<String> {
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var",
    ]
    let modifiers: Set<String> = [
      "public", "internal", "package", "open", "final", "nonisolated", "indirect",
    ]
    var names: Set<String> = []
    for line in code.split(separator: "\n") where line.first?.isLetter == true || line.first == "@"
    {
      var words = line.split(separator: " ")[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
        words = words.dropFirst()
      }
      guard let kind = words.first, kinds.contains(String(kind)), words.count > 1 else { continue }
      let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(String(name)) }
    }
    return names
  }

  /// The words (identifiers) of `code`.
  static func words(in code: String) -> Set<String> {
    var words: Set<String> = []
    var word: [UInt8] = []
    for byte in code.utf8 {
      if isWordByte(byte) {
        word.append(byte)
      } else if !word.isEmpty {
        words.insert(String(decoding: word, as: UTF8.self))
        word.removeAll(keepingCapacity: true)
      }
    }
    if !word.isEmpty { words.insert(String(decoding: word, as: UTF8.self)) }
    return words
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }

  /// `text` without its comments and the text of its string literals; what is interpolated
  /// into a string (`\(…)`) stays, as it is code.
  static func code(of text: String) -> String {
    var scanner = CodeScanner(bytes: Array(text.utf8))
    scanner.scanCode(untilClosingParenthesis: false)
    return String(decoding: scanner.output, as: UTF8.self)
  }

  /// Walks Swift source byte by byte, keeping code and dropping comments and string text.
  private struct CodeScanner {
    let bytes: [UInt8]
    var index = 0
    var output: [UInt8] = []

    init(bytes: [UInt8]) {
      self.bytes = bytes
      output.reserveCapacity(bytes.count)
    }

    private func starts(with text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      return text.withUTF8Buffer { pattern in
        (0..<count).allSatisfy { bytes[index + $0] == pattern[$0] }
      }
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    mutating func scanCode(untilClosingParenthesis: Bool) {
      var depth = 0
      while index < bytes.count {
        let byte = bytes[index]
        if starts(with: "//") {
          while index < bytes.count && bytes[index] != 0x0A { index += 1 }
        } else if starts(with: "/*") {
          skipBlockComment()
        } else if starts(with: "\"\"\"") {
          index += 3
          scanString(closing: "\"\"\"")
          output.append(0x20)
        } else if byte == 0x22 {
          index += 1
          scanString(closing: "\"")
          output.append(0x20)
        } else {
          if untilClosingParenthesis {
            if byte == 0x28 { depth += 1 }
            if byte == 0x29 {
              if depth == 0 {
                index += 1
                return
              }
              depth -= 1
            }
          }
          output.append(byte)
          index += 1
        }
      }
    }

    /// A string's text up to `closing`; its interpolations are code.
    private mutating func scanString(closing: StaticString) {
      while index < bytes.count {
        if starts(with: "\\(") {
          index += 2
          output.append(0x20)
          scanCode(untilClosingParenthesis: true)
          output.append(0x20)
        } else if bytes[index] == 0x5C {
          index += 2
        } else if starts(with: closing) {
          index += closing.utf8CodeUnitCount
          return
        } else {
          index += 1
        }
      }
    }

    /// A block comment, nested ones included.
    private mutating func skipBlockComment() {
      var depth = 0
      while index < bytes.count {
        if starts(with: "/*") {
          depth += 1
          index += 2
        } else if starts(with: "*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }
  }
}
