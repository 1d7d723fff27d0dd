import Foundation
import Model
import TerminalUI

/// The `list` table: id, description, files, visibility, updated. Aligned to the terminal
/// width on a terminal; tab-separated fields (ISO times) otherwise. Every field from the
/// network is sanitised.
struct GistTable {
  let gists: [Gist]
  let now: Date

  /// Tab-separated lines, one per gist.
  func tabSeparated() -> String {
    gists.map { gist in
      [
        field(gist.id), field(gist.description ?? ""), "\(gist.files.count)",
        gist.isPublic ? "public" : "secret",
        gist.updatedAt.map(GistJSON.formatDate) ?? "",
      ].joined(separator: "\t") + "\n"
    }.joined()
  }

  /// Aligned columns that fit in `width`.
  func aligned(width: Int) -> String {
    let rows = gists.map { gist -> [String] in
      let count = gist.files.count
      return [
        field(gist.id), field(gist.title), "\(count) file\(count == 1 ? "" : "s")",
        gist.isPublic ? "public" : "secret",
        gist.updatedAt.map { RelativeTime.describe($0, now: now) } ?? "",
      ]
    }
    guard !rows.isEmpty else { return "" }
    var widths = (0..<5).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    if widths.reduce(8, +) > width { widths[0] = min(widths[0], 8) }
    let fixed = widths[0] + widths[2] + widths[3] + widths[4] + 8
    widths[1] = max(10, min(widths[1], width - fixed))
    return rows.map { row in
      (0..<5).map { column in
        column == 4 ? row[column] : DisplayWidth.pad(row[column], to: widths[column])
      }.joined(separator: "  ") + "\n"
    }.joined()
  }

  private func field(_ text: String) -> String {
    TextSanitizer.sanitize(text).replacingOccurrences(of: "\t", with: " ")
  }
}
