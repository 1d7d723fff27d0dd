import ScreenLogic
import TerminalUI

/// The view of a content status: the content itself, or the loading line, the empty state
/// or the failure its Director worded.
enum StatusView {
  /// `content` when there is content, else the view that says why not.
  static func body(_ status: ContentStatus, content: any Widget) -> any Widget {
    switch status {
    case .loading(let title):
      return EmptyStateView(picture: [], title: title, subtitle: "")
    case .hasContent:
      return content
    case .isEmpty(let state), .failed(let state):
      return view(of: state)
    }
  }

  /// The view of an empty state or a failure.
  static func view(of state: EmptyState) -> any Widget {
    EmptyStateView(picture: state.picture, title: state.title, subtitle: state.subtitle)
  }
}
