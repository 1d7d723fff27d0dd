import ScreenLogic
import TerminalScreens

/// A gist's comments as the driver's app shows them now, read from the comments' Stage (the
/// rows its Director gave it, its highlight) and the text it draws below the list (nil and
/// empty while another screen is on top).
public struct CommentsReading {
  let driver: AppDriver

  /// Whether the comments screen is on top.
  public var isShown: Bool { driver.topScreen == "Comments" }

  private var stage: CursesCommentsStage? { driver.app.topStage(CursesCommentsStage.self) }

  /// The comments listed, in order.
  public var rows: [CommentRow] { stage?.shownComments ?? [] }

  /// The highlighted comment (nil: none listed).
  public var highlighted: CommentRow? {
    stage.flatMap { stage in stage.highlighted.flatMap { id in rows.first { $0.id == id } } }
  }

  /// The highlighted comment as shown below the list, line by line (Markdown rendered).
  public var body: [String] { isShown ? driver.view.text : [] }
}
