import TerminalUI

/// A gist's detail screen as the driver's app shows it now, read from the widgets its Stage
/// draws (nil and empty while another screen is on top).
public struct DetailReading {
  let driver: AppDriver

  /// Whether the detail screen is on top.
  public var isShown: Bool { driver.topScreen == "Gist" }

  /// The detail screen's widgets, when it is on top.
  private var view: ViewReading? { isShown ? driver.view : nil }

  /// The gist's title (its description, or its first file), the top row; nil when the
  /// detail screen is not on top or the gist is not shown yet.
  public var title: String? { view?.title }

  /// The line under the title: owner, visibility, files, comments, times, the star.
  public var info: String { view.map { $0.labels.dropFirst().first ?? "" } ?? "" }

  /// The files, one tab each, in order (their short titles).
  public var files: [String] { tabs?.titles ?? [] }

  /// The file tabs as drawn: the longest titles that fit ("a.swift · Swift · 24 B").
  public var drawnFiles: [String] { tabs?.drawnTitles ?? [] }

  /// The file shown (nil: none).
  public var file: String? {
    tabs.flatMap { $0.titles.indices.contains($0.selected) ? $0.titles[$0.selected] : nil }
  }

  /// The shown file's lines, as given (Markdown: as rendered).
  public var text: [String] { view?.text ?? [] }

  /// The place line under the text ("Match 1 of 1 · n next · N previous").
  public var position: String {
    guard isShown else { return "" }
    return driver.sceneContent.all(Label.self).first { $0.alignment == .trailing }?.text ?? ""
  }

  private var tabs: Tabs? { isShown ? driver.sceneContent.all(Tabs.self).first : nil }
}
