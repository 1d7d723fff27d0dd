import GistValues

/// A file's tab in the detail, as the Director words it: the file's name (what the tab is
/// and what a click on it selects), and longer ways to say it where the strip has room,
/// the most detailed first: `main.py · Python · 1.2 KB`, then `main.py · 1.2 KB`.
public struct FileTab: Equatable, Sendable {
  /// The file's name: the tab's shortest title.
  public var name: String
  /// Longer titles, the most detailed first.
  public var detailed: [String]

  /// A tab saying `name`, or one of `detailed` where there is room.
  public init(name: String, detailed: [String] = []) {
    self.name = name
    self.detailed = detailed
  }

  /// The tab of `file`: its name, with its language (when GitHub knows it) and size.
  public init(_ file: GistFile) {
    let size = ReadingPosition.size(file.size)
    var detailed = ["\(file.filename) · \(size)"]
    if let language = file.language, !language.isEmpty {
      detailed.insert("\(file.filename) · \(language) · \(size)", at: 0)
    }
    self.init(name: file.filename, detailed: detailed)
  }
}
