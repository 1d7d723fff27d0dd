import ScreenLogic
import TerminalUI

/// The gist list as the driver's app shows it now, read from the list's Stage (the rows the
/// Director gave it, its highlight and its status bar), not from the screen's text.
public struct ListReading {
  let driver: AppDriver

  /// Whether the list screen is on top.
  public var isShown: Bool { driver.topScreen == "Gist list" }

  /// The rows shown, in order (empty when the list is not on top).
  public var rows: [GistRow] { driver.app.listStage?.shownRows ?? [] }

  /// The titles of the rows shown, in order.
  public var titles: [String] { rows.map(\.title) }

  /// The highlighted gist's id (nil when the top screen is not the list, or it is empty).
  public var highlighted: String? { driver.app.highlightedGist }

  /// The ids of the marked gists shown, in order.
  public var marked: [String] { rows.filter(\.isMarked).map(\.id) }

  /// Where the highlight is and how many gists ("3 of 5 gists · 2 marked").
  public var position: String { driver.app.listStage?.position ?? "" }

  /// The active tab's title, its most detailed form ("Mine (by description)").
  public var tab: String? {
    guard isShown, let tabs = driver.frame.all(Tabs.self).first,
      tabs.titles.indices.contains(tabs.selected)
    else { return nil }
    let detailed =
      tabs.detailedTitles.indices.contains(tabs.selected)
      ? tabs.detailedTitles[tabs.selected].first : nil
    return detailed ?? tabs.titles[tabs.selected]
  }

  /// The tabs' titles, the four then the saved searches (empty when the list is not on top).
  public var tabs: [String] {
    guard isShown else { return [] }
    return driver.frame.all(Tabs.self).first?.titles ?? []
  }

  /// The status bar's left side: the app, the account and the position ("dehub · octocat
  /// · 1 of 3 gists").
  public var status: String { isShown ? driver.view.status?.left ?? "" : "" }

  /// The status bar's right side, its shortest form that says how fresh the list is
  /// ("offline · loaded 2 minutes ago"; "1 waiting to send · updated just now" while a write
  /// waits, whose own shortest form is the outbox's note alone).
  public var freshness: String {
    guard isShown, let forms = driver.view.status?.right else { return "" }
    let waits = driver.app.listStage?.outboxNote != nil
    return (waits ? forms.dropLast() : forms[...]).last ?? ""
  }

  /// The preview pane's gist (nil: no pane).
  public var preview: GistPreview? { driver.app.listStage?.shownPreview }

  /// The text of the file the preview pane shows (nil: no pane, or no text in it yet).
  public var previewText: String? {
    switch preview?.content {
    case .text(let text, _), .markdown(let text), .partial(let text, _, _): text
    default: nil
    }
  }

  /// The line under the filter that says where a content search matched the highlighted
  /// gist ("runbook.txt:2: the quuxfrobnicate step").
  public var hit: String? { driver.app.listStage?.shownHit }

  /// The highlighted gist's row, as drawn (nil when no row is drawn highlighted).
  public var highlightedRow: String? {
    let screen = driver.screen
    return screen.lines.indices.first { screen.style(x: 3, y: $0) == .selected }
      .map { screen.lines[$0] }
  }
}
