import Basics
import FoundationEssentials
import GistValues
import System

/// What GitHub would refuse in a gist's files, checked before sending, in words.
public enum GistValidation {
  /// GitHub allows at most this many files in a gist.
  public static let maximumFiles = 300

  /// The problems with `files` (name → content); empty when GitHub would accept them.
  /// `countingFiles`: whether the cap of 300 files applies (not to an edit, which sends only
  /// what changed).
  public static func problems(
    files: [(name: String, content: String)], countingFiles: Bool = true
  ) -> [String] {
    var problems: [String] = []
    if files.isEmpty { problems.append("A gist needs at least one file.") }
    if countingFiles && files.count > maximumFiles {
      problems.append("A gist can have at most \(maximumFiles) files; this one has \(files.count).")
    }
    var seen: Set<String> = []
    for file in files {
      let name = file.name.trimmingSpaces()
      if name.isEmpty {
        problems.append("A file has no name.")
      } else if !seen.insert(name).inserted {
        problems.append("Two files are named \"\(name)\"; names must be different.")
      }
      if isReserved(name) {
        problems.append("\"\(name)\" is a name GitHub reserves for unnamed files; choose another.")
      }
      if let problem = nameProblem(name) { problems.append(problem) }
      if file.content.trimmingWhitespace().isEmpty {
        problems.append("\"\(name)\" is empty; GitHub refuses blank files.")
      }
      if file.content.contains("\u{0}") {
        problems.append("\"\(name)\" looks binary (it contains NUL bytes); \(binaryWay)")
      }
    }
    return problems
  }

  /// What is wrong with file name `name` (a slash, `.` or `..`, a line break or another
  /// control character), or nil. The name in the sentence shows control characters as
  /// placeholders.
  public static func nameProblem(_ name: String) -> String? {
    let shown = name.unicodeScalars.map { scalar -> String in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        ? "<U+\(String(scalar.value, radix: 16, uppercase: true))>" : String(scalar)
    }.joined()
    if name == "." || name == ".." {
      return "\"\(name)\" is not a file name GitHub accepts; choose another."
    }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    {
      return "\"\(shown)\" contains a line break or control character, which GitHub refuses."
    }
    if name.contains("/") { return "\"\(name)\" contains a slash, which GitHub refuses." }
    return nil
  }

  /// Reads a local file's content as text; throws a sentence for binary or unreadable files
  /// (with the system's reason: "Cannot read PATH: no such file.").
  public static func readText(at url: URL) throws(GistError) -> String {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw GistError.local("Cannot read \(url.path): \(UnreadableFile.reason(url.path)).")
    }
    return try text(from: data, name: url.lastPathComponent)
  }

  /// `data` as text; throws a sentence when it is not valid UTF-8 or holds NUL bytes.
  public static func text(from data: Data, name: String) throws(GistError) -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      throw GistError.local("\"\(name)\" is not UTF-8 text (binary?); \(binaryWay)")
    }
    if text.contains("\u{0}") {
      throw GistError.local("\"\(name)\" looks binary (it contains NUL bytes); \(binaryWay)")
    }
    return text
  }

  /// Where a binary file goes instead of the text this takes.
  static let binaryWay =
    "this takes text; `dehub create FILE`, `dehub edit ID --add FILE`, `dehub compose FILE` "
    + "and compose's \"add a local file\" send binary files through git."

  /// Whether GitHub reserves `name` (`gistfile1.txt`, `gistfile2.txt`, …).
  public static func isReserved(_ name: String) -> Bool {
    guard name.hasPrefix("gistfile"), name.hasSuffix(".txt") else { return false }
    let middle = name.dropFirst("gistfile".count).dropLast(".txt".count)
    return !middle.isEmpty && middle.allSatisfy(\.isNumber)
  }
}
