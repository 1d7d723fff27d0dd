import TerminalUI
import Testing

extension CursesTests {
  /// A review: a dialog measured and wrapped hostile text before its control characters
  /// became placeholders, which take a column each when drawn, so a description of thirty
  /// ESCs ran over the dialog's right border and cut the gist's id. Text is measured as it
  /// is drawn.
  @Suite struct PlaceholderWrapTests {
    static let escapes = "Z" + String(repeating: "\u{1B}", count: 30) + "tail-of-desc"
    static let id = "92a99f1934da7b7b3923351b0e2082c1"

    @Test func aDialogWrapsPlaceholdersInsideItsBorder() throws {
      let test = try TestScreen(columns: 80, rows: 24)
      let rows = test.render(
        Modal.confirm(
          title: "Delete this gist?",
          message: [
            "“\(Self.escapes)” (\(Self.id))",
            "u undoes it until your next action, dehub undelete for a week (new ids).",
          ], action: "Delete"))
      let inside = rows.filter { $0.contains("│") }
      #expect(
        inside.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasSuffix("│") },
        "\(rows.joined(separator: "\n"))")
      let text = inside.map { $0.replacingOccurrences(of: "│", with: " ") }.joined()
      #expect(text.contains(Self.id), "\(rows.joined(separator: "\n"))")
      #expect(text.contains(String(repeating: "␛", count: 30) + "tail-of-desc"))
    }

    @Test func aWrappingTextViewLosesNothingAfterPlaceholders() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      let view = TextView()
      view.showsLineNumbers = false
      view.setText(Self.escapes.replacingOccurrences(of: "tail", with: " tail"))
      view.wraps = true
      let rows = test.render(
        Canvas { _, surface in
          view.draw(in: Rect(x: 0, y: 0, width: 40, height: 6), on: surface)
        })
      #expect(
        Array(rows.prefix(2)) == ["Z" + String(repeating: "␛", count: 30), "tail-of-desc"],
        "\(rows)")
    }
  }
}
