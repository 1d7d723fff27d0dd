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

  /// Mouse reporting: click to select, wheel to scroll (it takes over the terminal's own
  /// text selection, so it is off by default).
  public static let mouse = AppOption(
    key: "mouse", title: "Mouse support",
    detail: "click to select, wheel to scroll (hold Shift to select text)", defaultValue: false)
  /// Relative times ("3 days ago") or dates.
  public static let relativeTimes = AppOption(
    key: "relative_times", title: "Relative times",
    detail: "\"3 days ago\" instead of dates such as 2026-11-19 14:03", defaultValue: true)

  /// Every option, in the order the Options screen lists them.
  public static let all: [AppOption] = [.mouse, .relativeTimes]
}
