import CNCurses
import Foundation
import TerminalUI
import Testing

extension CursesTests {
  /// The theme chosen in Options: dark, light or none; `NO_COLOR` and a terminal without
  /// colours stay monochrome whatever was chosen. Cells are read back with their style.
  @Suite struct ThemeTests {
    /// The colour pair of the cell at the origin after drawing it in `style`.
    static func look(_ test: TestScreen, _ style: Style) -> (text: String, style: Style?) {
      test.render(Canvas { _, surface in surface.put("x", x: 0, y: 0, style: style, maxWidth: 1) })
      return test.screen.cell(x: 0, y: 0)
    }

    @Test func lightAndNoneAreUsedAndNoColorWins() throws {
      let test = try TestScreen(columns: 60, rows: 16)
      #expect(test.screen.theme.usesColor)
      let dark = test.screen.theme
      test.screen.useTheme(.light)
      #expect(test.screen.theme.usesColor)
      #expect(Self.look(test, .accent).style == .accent, "styles still read back after a switch")
      #expect(
        dark.colors(of: .accent) != test.screen.theme.colors(of: .accent),
        "the light theme colours accents differently")
      test.screen.useTheme(.none)
      #expect(!test.screen.theme.usesColor)
      test.screen.useTheme(.dark)
      #expect(test.screen.theme.usesColor)

      let noColor = try TestScreen(columns: 60, rows: 16, environment: ["NO_COLOR": "1"])
      noColor.screen.useTheme(.light)
      #expect(!noColor.screen.theme.usesColor)
      let vt100 = try TestScreen(columns: 60, rows: 16, term: "vt100")
      vt100.screen.useTheme(.dark)
      #expect(!vt100.screen.theme.usesColor)
    }
  }
}
