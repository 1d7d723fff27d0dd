/// A table laid out in aligned columns, as rendered Markdown and CSV files show one: the
/// header's row, a rule under it, then the rows; columns apart by ` │ `, each as wide as
/// its widest field (at most `widest` columns, a longer field cut with `…`), each field
/// aligned as its column says. Fields are styled lines; a row shorter than the others is
/// padded with empty fields.
public enum ColumnTable {
  /// Where a field sits in its column.
  public enum Alignment: Sendable {
    case left, right, center
  }

  /// The lines of a table of `header` and `rows`, `alignments` one per column (there are as
  /// many columns), none wider than `widest` when given.
  public static func lines(
    header: [StyledLine], rows: [[StyledLine]], alignments: [Alignment], widest: Int? = nil
  ) -> [StyledLine] {
    let columns = alignments.count
    let cap = widest.map { max(2, $0) }
    func fit(_ row: [StyledLine]) -> [(StyledLine, Int)] {
      (0..<columns).map { column in
        let field = column < row.count ? row[column] : StyledLine("")
        return cap.map { clip(field, to: $0) } ?? (field, width(of: field.text))
      }
    }
    let fitted = [fit(header)] + rows.map(fit)
    var widths = [Int](repeating: 1, count: columns)
    for row in fitted {
      for (column, field) in row.enumerated() { widths[column] = max(widths[column], field.1) }
    }
    func line(_ fields: [(StyledLine, Int)]) -> StyledLine {
      var built = Builder()
      for (column, (field, used)) in fields.enumerated() {
        if column > 0 { built.append(" │ ", style: .dim) }
        let space = widths[column] - used
        let before =
          switch alignments[column] {
          case .left: 0
          case .right: space
          case .center: space / 2
          }
        built.append(String(repeating: " ", count: before), style: .normal)
        built.append(field)
        built.append(String(repeating: " ", count: space - before), style: .normal)
      }
      return built.line
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    return [
      line(fitted[0]), StyledLine(rule, runs: [.init(start: 0, length: rule.count, style: .dim)]),
    ]
      + fitted.dropFirst().map(line)
  }

  /// The columns `text` takes as drawn.
  static func width(of text: String) -> Int {
    text.reduce(0) { $0 + TextSanitizer.shownWidth(of: $1) }
  }

  /// `field` cut to at most `columns` columns (the last one `…` when cut), with its width.
  static func clip(_ field: StyledLine, to columns: Int) -> (StyledLine, Int) {
    var used = 0
    var kept = 0
    var keptWidth = 0
    for character in field.text {
      let next = TextSanitizer.shownWidth(of: character)
      if used + next > columns {
        var cut = StyledLine(String(field.text.prefix(kept)) + "…", runs: [])
        cut.runs = field.runs.compactMap { run in
          let end = min(run.start + run.length, kept)
          return end > run.start
            ? TextView.Run(start: run.start, length: end - run.start, style: run.style) : nil
        }
        return (cut, keptWidth + 1)
      }
      used += next
      if used <= columns - 1 {
        kept += 1
        keptWidth = used
      }
    }
    return (field, used)
  }

  /// A line put together from pieces, neighbouring runs of one style merged, and with no
  /// unstyled spaces at its end.
  struct Builder {
    private var text = ""
    private var count = 0
    private var runs: [TextView.Run] = []

    mutating func append(_ piece: String, style: Style) {
      guard !piece.isEmpty else { return }
      let length = piece.count
      add(TextView.Run(start: count, length: length, style: style))
      text += piece
      count += length
    }

    mutating func append(_ line: StyledLine) {
      for run in line.runs {
        add(TextView.Run(start: count + run.start, length: run.length, style: run.style))
      }
      text += line.text
      count += line.text.count
    }

    private mutating func add(_ run: TextView.Run) {
      guard run.style != .normal, run.length > 0 else { return }
      if let last = runs.last, last.style == run.style, last.start + last.length == run.start {
        runs[runs.count - 1].length += run.length
      } else {
        runs.append(run)
      }
    }

    /// The line, without the unstyled spaces at its end.
    var line: StyledLine {
      let styledEnd = runs.last.map { $0.start + $0.length } ?? 0
      var text = self.text
      var count = self.count
      while count > styledEnd, text.last == " " {
        text.removeLast()
        count -= 1
      }
      return StyledLine(text, runs: runs)
    }
  }
}
