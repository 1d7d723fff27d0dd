import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The look-up drawn with the terminal toolkit: what is being opened, and the answer's
/// failure with what to do.
public final class CursesLookupStage: CursesMessagingStage<LookupIntent>, LookupStage, KeyedStage {
  /// A look-up Stage.
  public init() { super.init() }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    StageLayout.column(
      [titleLabel, StatusView.body(status, content: Label(""))], message: message, help: help,
      dialog: prompt.dialog())
  }
}
