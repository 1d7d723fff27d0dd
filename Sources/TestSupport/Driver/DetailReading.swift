/// A gist's detail screen as the driver's app shows it now.
public struct DetailReading {
  let driver: AppDriver

  /// Whether the detail screen is on top.
  public var isShown: Bool { driver.topScreen == "Gist" }

  /// The gist's title (its description, or its first file), the top row; nil when the
  /// detail screen is not on top.
  public var title: String? { isShown ? driver.screen.lines.first : nil }
}
