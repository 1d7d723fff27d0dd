/// A feature option: listed and toggled in the Options screen, saved under `[options]` in
/// the config.
public struct AppOption: Equatable, Sendable {
  /// The key under `[options]`.
  public var key: String
  /// What the Options screen calls it.
  public var title: String
  /// What it does, in a sentence.
  public var detail: String
  /// Its value when the config does not say.
  public var defaultValue: Bool
  /// For an option that is a word: the words it cycles through (the first the default),
  /// each with how the Options screen says it; empty for an on/off option.
  public var choices: [Choice] = []

  /// One word of a word option.
  public struct Choice: Equatable, Sendable {
    /// The word in the config.
    public var word: String
    /// How the Options screen says it.
    public var title: String
  }

  /// Mouse reporting: click to select, wheel to scroll (it takes over the terminal's own
  /// text selection, so it is off by default).
  public static let mouse = AppOption(
    key: "mouse", title: "Mouse support",
    detail: "click to select, wheel to scroll (hold Shift to select text)", defaultValue: false)
  /// Relative times ("3 days ago") or dates.
  public static let relativeTimes = AppOption(
    key: "relative_times", title: "Relative times",
    detail: "\"3 days ago\" instead of dates such as 2026-11-19 14:03", defaultValue: true)

  /// The colours: dark, light, or none (`NO_COLOR` in the environment always means none).
  public static let theme: AppOption = {
    var option = AppOption(
      key: "theme", title: "Theme",
      detail: "colours for a dark or a light background, or none (NO_COLOR always wins)",
      defaultValue: false)
    option.choices = [
      Choice(word: "dark", title: "dark"), Choice(word: "light", title: "light"),
      Choice(word: "none", title: "no colour"),
    ]
    return option
  }()

  /// Whether `S` on an edit with changes offers Review / Send / Cancel every time, not
  /// only the first time after dehub starts.
  public static let reviewEverySend = AppOption(
    key: "review_every_send", title: "Review before every send",
    detail: "S on an edit asks Review / Send / Cancel every time, not only the first time",
    defaultValue: false)

  /// Every option, in the order the Options screen lists them.
  public static let all: [AppOption] = [.mouse, .relativeTimes, .theme, .reviewEverySend]
}
