import Basics
import FoundationEssentials
import GistValues
import TerminalUI

/// The `list` table: id, description, files, visibility, updated. Aligned to the terminal
/// width on a terminal; otherwise tab-separated, word for word as `gh gist list` prints
/// into a pipe. On a terminal every field from the network is sanitised; into a pipe the
/// fields are as GitHub has them (a tab or a line break in one is a space), and `Output`
/// refuses a table that would drive a terminal.
struct GistTable {
  let gists: [Gist]
  let now: Date

  /// Tab-separated lines, one per gist, as piped `gh gist list` prints them: the id, the
  /// description (see `ghDescription`), `1 file` or `N files`, `public` or `secret`, and
  /// when it was updated (RFC 3339).
  func tabSeparated() -> String {
    gists.map { gist in
      [
        Self.piped(gist.id), Self.piped(Self.ghDescription(gist)),
        gist.filesCounted,
        gist.isPublic ? "public" : "secret",
        gist.updatedAt.map(GistJSON.formatDate) ?? "",
      ].joined(separator: "\t") + "\n"
    }.joined()
  }

  /// The description as `gh gist list` shows it: runs of whitespace as one space, trimmed;
  /// when there is none, the name of the first file not named `gistfile…`.
  static func ghDescription(_ gist: Gist) -> String {
    let description = gist.description ?? ""
    guard !description.isEmpty else {
      return gist.files.map(\.filename).first { !$0.hasPrefix("gistfile") } ?? ""
    }
    // Go's `\s`: space, tab, newline, form feed, carriage return.
    return description.split(whereSeparator: { " \t\n\u{0C}\r".contains($0) })
      .joined(separator: " ")
  }

  /// Aligned columns that fit in `width`: the ids whole (a cut id cannot be used), the
  /// description giving way first.
  func aligned(width: Int) -> String {
    let rows = gists.map { gist -> [String] in
      [
        field(gist.id), field(gist.title), gist.filesCounted,
        gist.isPublic ? "public" : "secret",
        gist.updatedAt.map { RelativeTime.describe($0, now: now) } ?? "",
      ]
    }
    guard !rows.isEmpty else { return "" }
    var widths = (0..<5).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    let fixed = widths[0] + widths[2] + widths[3] + widths[4] + 8
    widths[1] = max(10, min(widths[1], width - fixed))
    return rows.map { row in
      (0..<5).map { column in
        column == 4 ? row[column] : DisplayWidth.pad(row[column], to: widths[column])
      }.joined(separator: "  ") + "\n"
    }.joined()
  }

  private func field(_ text: String) -> String {
    TextSanitizer.sanitize(text).replacing("\t", with: " ")
  }

  /// A field of a piped line: a tab or a line break in it would make two fields or lines.
  private static func piped(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}
