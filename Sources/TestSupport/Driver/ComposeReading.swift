import ScreenLogic
import TerminalScreens

/// The compose screen as the driver's app shows it now, read from its Stage: the title, the
/// description and visibility lines, the files (as its Director gave them) and what GitHub
/// would refuse (empty while another screen is on top).
public struct ComposeReading {
  let driver: AppDriver

  /// Whether the compose screen is on top.
  public var isShown: Bool { driver.topScreen == "Compose" }

  private var stage: CursesComposeStage? { driver.app.topStage(CursesComposeStage.self) }

  /// The title ("New gist", "Editing “Notes”").
  public var title: String { stage?.shownTitle ?? "" }

  /// The description line ("Description: Notes").
  public var description: String { stage?.shownDescription ?? "" }

  /// The visibility line ("Visibility:  public (p makes it secret)").
  public var visibility: String { stage?.shownVisibility ?? "" }

  /// The files, in order: name, what a send changes, lines.
  public var files: [ComposeFileRow] { stage?.shownFiles ?? [] }

  /// The files' names, in order.
  public var names: [String] { files.map(\.name) }

  /// The highlighted file's name (nil: no file).
  public var highlighted: String? { stage?.highlighted }

  /// What GitHub would refuse, one sentence each.
  public var problems: [String] { stage?.shownProblems ?? [] }
}
