import Basics
import FoundationEssentials
import GistValues
import Glibc

/// Changes one setting of `config.toml` in place, keeping the user's comments and layout:
/// the line of the key in its table is replaced, or added under the table's header (the
/// table is added at the end when missing). The result is parsed before it is written, and
/// written atomically (temporary file and rename), so a config is never left half-written.
public enum ConfigEditor {
  /// `text` with `key = value` set in `[table]`.
  public static func setting(_ key: String, to value: String, table: String, in text: String)
    -> String
  {
    var lines = text.isEmpty ? [] : text.splitLines()
    if lines.last == "" { lines.removeLast() }
    let entry = "\(key) = \(value)"
    let header = lines.firstIndex { isHeader($0, table) }
    guard let header else {
      if let last = lines.last, !last.trimmingSpaces().isEmpty {
        lines.append("")
      }
      lines += ["[\(table)]", entry]
      return lines.joined(separator: "\n") + "\n"
    }
    var index = header + 1
    while index < lines.count && !lines[index].trimmingSpaces().hasPrefix("[") {
      if definesKey(lines[index], key) {
        lines[index] = entry
        return lines.joined(separator: "\n") + "\n"
      }
      index += 1
    }
    lines.insert(entry, at: header + 1)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Sets `[options] key = value` in `file` (created with only that when absent).
  public static func setOption(_ key: String, _ value: Bool, in file: URL) throws(GistError) {
    try write(key, value ? "true" : "false", in: file)
  }

  /// Sets `[options] key = "word"` in `file`; only a plain word (letters, digits, `-`, `_`)
  /// is written.
  public static func setOption(_ key: String, word: String, in file: URL) throws(GistError) {
    guard isWord(word) else { throw GistError.local("“\(word)” is not a plain word.") }
    try write(key, "\"\(word)\"", in: file)
  }

  /// Whether `text` is a plain word (letters, digits, `-`, `_`; 1 to 40 of them).
  public static func isWord(_ text: String) -> Bool {
    (1...40).contains(text.utf8.count)
      && text.utf8.allSatisfy {
        (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || (0x30...0x39).contains($0)
          || $0 == 0x2D || $0 == 0x5F
      }
  }

  /// Sets `[searches] tabs` in `file` to `searches`, in their order.
  public static func setSearches(_ searches: [SavedSearch], in file: URL) throws(GistError) {
    try write("tabs", SavedSearch.toml(searches), table: "searches", in: file)
  }

  private static func write(_ key: String, _ value: String, table: String = "options", in file: URL)
    throws(GistError)
  {
    let old = FileManager.default.contents(atPath: file.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    let new = setting(key, to: value, table: table, in: old ?? "")
    _ = try Config.parse(new, source: file.path)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let temporary = file.deletingLastPathComponent().appendingPathComponent(
        ".\(file.lastPathComponent).\(getpid()).tmp")
      try Data(new.utf8).write(to: temporary)
      if let mode = try? FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
      {
        try FileManager.default.setAttributes(
          [.posixPermissions: mode], ofItemAtPath: temporary.path)
      }
      guard rename(temporary.path, file.path) == 0 else {
        try? FileManager.default.removeItem(at: temporary)
        throw GistError.local("Could not save \(file.path).")
      }
    } catch let error as GistError {
      throw error
    } catch {
      throw GistError.local("Could not save \(file.path): \(error)")
    }
  }

  private static func isHeader(_ line: String, _ table: String) -> Bool {
    line.trimmingSpaces() == "[\(table)]"
  }

  private static func definesKey(_ line: String, _ key: String) -> Bool {
    let trimmed = line.trimmingSpaces()
    guard trimmed.hasPrefix(key) else { return false }
    return trimmed.dropFirst(key.count).trimmingSpaces().hasPrefix("=")
  }
}
