import ScreenLogic
import TerminalScreens

/// The linked files as the driver's app shows them now, read from the links' Stage (the rows
/// its Director gave it and its highlight; empty while another screen is on top).
public struct LinksReading {
  let driver: AppDriver

  /// Whether the linked files are on top.
  public var isShown: Bool { driver.topScreen == "Linked files" }

  private var stage: CursesLinksStage? { driver.app.topStage(CursesLinksStage.self) }

  /// The screen's title ("Linked files · 1 link, 1 file"; nil: not on top).
  public var title: String? { isShown ? driver.view.title : nil }

  /// The rows, in order: the file here, its gist and file, where it stands.
  public var rows: [LinkRow] { stage?.shownRows ?? [] }

  /// The highlighted row (nil: none listed).
  public var highlighted: LinkRow? {
    stage.flatMap { stage in stage.highlighted.flatMap { file in rows.first { $0.file == file } } }
  }
}
