import TerminalUI

/// The column most screens draw: their own widgets on top, the message line when there is
/// one, the hint line of `help` at the foot, and an open dialog over it all.
enum StageLayout {
  /// `top`, then `message`'s line, then the hints of `help`; `dialog` (when open) drawn over.
  static func column(
    _ top: [any Widget], message: StageMessage, help: [(keys: String, action: String)],
    dialog: (any Widget)? = nil
  ) -> any Widget {
    var children = top
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return Overlay(base: VStack(children), top: dialog)
  }
}
