/// docs/keys.md's key lists, made from the key tables (`KeyMap.reference`) so the page
/// cannot drift from what the screens do: between `<!-- keys: TITLE -->` and
/// `<!-- /keys -->` sits the table of the screen titled TITLE, as help lists it, with each
/// action's name for `[keys]`.
public enum KeyReferenceMarkdown {
  /// The line that opens the block of the screen titled `title`.
  public static func opening(_ title: String) -> String { "<!-- keys: \(title) -->" }
  /// The line that closes a block.
  public static let closing = "<!-- /keys -->"

  /// The table of `rows`, in Markdown.
  public static func table(_ rows: [KeyMap.Row]) -> String {
    var lines = ["| keys | what they do | `[keys]` name |", "| --- | --- | --- |"]
    for row in rows {
      let keys = row.label.split(separator: " ").map { "`\(cell($0))`" }.joined(separator: " ")
      lines.append("| \(keys) | \(cell(row.action)) | `\(row.name)` |")
    }
    return lines.joined(separator: "\n")
  }

  /// `page` with every block's table made again from the key tables; unknown titles are
  /// left as they are (`unknown` lists them).
  public static func regenerate(_ page: String) -> (page: String, unknown: [String]) {
    let screens = Dictionary(
      KeyMap.reference.map { ($0.title, $0.rows) }, uniquingKeysWith: { first, _ in first })
    var out: [Substring] = []
    var unknown: [String] = []
    var inBlock = false
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if inBlock {
        if line == closing {
          inBlock = false
          out.append(line)
        }
        continue
      }
      out.append(line)
      guard line.hasPrefix("<!-- keys: "), line.hasSuffix(" -->") else { continue }
      let title = String(line.dropFirst("<!-- keys: ".count).dropLast(" -->".count))
      guard let rows = screens[title] else {
        unknown.append(title)
        continue
      }
      out.append(contentsOf: table(rows).split(separator: "\n"))
      inBlock = true
    }
    return (out.joined(separator: "\n"), unknown)
  }

  /// The titles `page` has a block for.
  public static func titles(in page: String) -> [String] {
    page.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<!-- keys: "), line.hasSuffix(" -->") else { return nil }
      return String(line.dropFirst("<!-- keys: ".count).dropLast(" -->".count))
    }
  }

  /// `text` safe in a table cell.
  private static func cell(_ text: some StringProtocol) -> String {
    text.map { $0 == "|" ? "\\|" : String($0) }.joined()
  }
}
