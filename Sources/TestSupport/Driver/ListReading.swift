/// The gist list as the driver's app shows it now.
public struct ListReading {
  let driver: AppDriver

  /// The highlighted gist's id (nil when the top screen is not the list, or it is empty).
  public var highlighted: String? { driver.app.highlightedGist }

  /// The highlighted gist's row, as drawn (nil when no row is drawn highlighted).
  public var highlightedRow: String? {
    let screen = driver.screen
    return screen.lines.indices.first { screen.style(x: 3, y: $0) == .selected }
      .map { screen.lines[$0] }
  }

  /// Whether the list screen is on top.
  public var isShown: Bool { driver.topScreen == "Gist list" }
}
