import CNCurses

/// Colours and attributes for each `Style`: a dark or light colour theme, or a monochrome
/// one (chosen, or for `NO_COLOR`, terminals without colour such as `vt100`, and tests).
public struct Theme: Sendable {
  /// The themes a user can choose.
  public enum Kind: String, CaseIterable, Sendable {
    /// Colours for a dark background (the default).
    case dark
    /// Colours for a light background.
    case light
    /// No colour: attributes only.
    case none
  }

  /// One style's colour pair and attributes.
  struct Look: Sendable {
    var foreground: Int16
    var background: Int16
    var attributes: UInt32
  }

  /// Whether colours are used.
  public let usesColor: Bool
  private let looks: [Style: Look]

  /// The theme of `kind` for this terminal: monochrome when it has no colours or
  /// `NO_COLOR` is set, whatever was chosen.
  static func detect(
    environment: [String: String], terminalHasColors: Bool, kind: Kind = .dark
  ) -> Theme {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    guard terminalHasColors && !noColor && kind != .none else { return Theme(color: false) }
    return Theme(color: true, light: kind == .light)
  }

  /// The dark colour theme (or the light one), or the monochrome one.
  public init(color: Bool, light: Bool = false) {
    usesColor = color
    let bold = dehub_a_bold()
    let reverse = dehub_a_reverse()
    let underline = dehub_a_underline()
    let dim = dehub_a_dim()
    let italic = dehub_a_italic()
    let none = dehub_a_normal()
    let d = Int16(-1)
    func look(_ fg: Int32, _ bg: Int16 = -1, _ attributes: UInt32 = 0) -> Look {
      Look(foreground: color ? Int16(fg) : d, background: color ? bg : d, attributes: attributes)
    }
    if color && light {
      // Dark ink on a light background: no yellow or white text, darker accents.
      looks = [
        .normal: look(-1), .dim: look(-1, -1, dim), .bold: look(-1, -1, bold),
        .accent: look(COLOR_BLUE), .selected: look(COLOR_WHITE, Int16(COLOR_BLUE)),
        .match: look(COLOR_MAGENTA, -1, bold | underline),
        .status: look(COLOR_WHITE, Int16(COLOR_BLACK)),
        .tabActive: look(COLOR_WHITE, Int16(COLOR_BLUE), bold), .tabInactive: look(-1, -1, none),
        .error: look(COLOR_RED, -1, bold), .success: look(COLOR_GREEN, -1, bold),
        .border: look(COLOR_BLUE), .lineNumber: look(-1, -1, dim),
        .placeholder: look(COLOR_MAGENTA), .keyword: look(COLOR_BLUE, -1, bold),
        .string: look(COLOR_GREEN), .comment: look(-1, -1, dim), .number: look(COLOR_MAGENTA),
        .heading: look(COLOR_BLUE, -1, bold), .emphasis: look(-1, -1, italic),
        .code: look(COLOR_MAGENTA), .link: look(COLOR_BLUE, -1, underline),
        .addedWord: look(COLOR_WHITE, Int16(COLOR_GREEN)),
        .removedWord: look(COLOR_WHITE, Int16(COLOR_RED)),
        .selectedMatch: look(COLOR_WHITE, Int16(COLOR_BLUE), bold | underline),
      ]
    } else if color {
      looks = [
        .normal: look(-1), .dim: look(-1, -1, dim), .bold: look(-1, -1, bold),
        .accent: look(COLOR_CYAN), .selected: look(COLOR_BLACK, Int16(COLOR_CYAN)),
        .match: look(COLOR_YELLOW, -1, bold), .status: look(COLOR_BLACK, Int16(COLOR_WHITE)),
        .tabActive: look(COLOR_BLACK, Int16(COLOR_CYAN), bold), .tabInactive: look(-1, -1, none),
        .error: look(COLOR_RED, -1, bold), .success: look(COLOR_GREEN),
        .border: look(COLOR_CYAN), .lineNumber: look(-1, -1, dim),
        .placeholder: look(COLOR_MAGENTA), .keyword: look(COLOR_MAGENTA, -1, bold),
        .string: look(COLOR_GREEN), .comment: look(-1, -1, dim), .number: look(COLOR_YELLOW),
        .heading: look(COLOR_CYAN, -1, bold), .emphasis: look(-1, -1, italic),
        .code: look(COLOR_YELLOW), .link: look(COLOR_CYAN, -1, underline),
        .addedWord: look(COLOR_BLACK, Int16(COLOR_GREEN)),
        .removedWord: look(COLOR_BLACK, Int16(COLOR_RED)),
        .selectedMatch: look(COLOR_BLACK, Int16(COLOR_CYAN), bold | underline),
      ]
    } else {
      looks = [
        .normal: look(0), .dim: look(0, -1, dim), .bold: look(0, -1, bold),
        .accent: look(0, -1, bold), .selected: look(0, -1, reverse),
        .match: look(0, -1, underline | bold), .status: look(0, -1, reverse),
        .tabActive: look(0, -1, reverse | bold), .tabInactive: look(0), .error: look(0, -1, bold),
        .success: look(0), .border: look(0), .lineNumber: look(0, -1, dim),
        .placeholder: look(0, -1, underline), .keyword: look(0, -1, bold), .string: look(0),
        .comment: look(0, -1, dim), .number: look(0), .heading: look(0, -1, bold),
        .emphasis: look(0, -1, italic), .code: look(0, -1, bold), .link: look(0, -1, underline),
        .addedWord: look(0, -1, reverse), .removedWord: look(0, -1, reverse | underline),
        .selectedMatch: look(0, -1, reverse | underline | bold),
      ]
    }
  }

  /// Registers the colour pairs with curses (after `start_color`).
  func install() {
    guard usesColor else { return }
    for style in Style.allCases {
      let look = looks[style] ?? Look(foreground: -1, background: -1, attributes: 0)
      init_pair(Int16(style.rawValue), look.foreground, look.background)
    }
  }

  /// The foreground and background colours of `style` (-1: the terminal's own).
  public func colors(of style: Style) -> (foreground: Int16, background: Int16) {
    let look = looks[style] ?? Look(foreground: -1, background: -1, attributes: 0)
    return (look.foreground, look.background)
  }

  /// The attributes and colour pair of `style`.
  func attributes(for style: Style) -> (attributes: UInt32, pair: Int16) {
    let look = looks[style] ?? Look(foreground: -1, background: -1, attributes: 0)
    return (look.attributes, usesColor ? Int16(style.rawValue) : 0)
  }
}
