import AppLogic
import TerminalUI

/// The view of a content status: the content itself, a loading line, the empty state, or
/// the failure with what to do.
enum StatusView {
  /// `content` when there is content, else the view that says why not (a failure says
  /// which key, `retry`, tries again).
  static func body(
    _ status: ContentStatus, content: any Widget, loading: String, failure: String,
    retry: String?
  ) -> any Widget {
    switch status {
    case .loading:
      return EmptyStateView(picture: [], title: loading, subtitle: "")
    case .hasContent:
      return content
    case .isEmpty(let empty):
      return EmptyStateView(picture: empty.picture, title: empty.title, subtitle: empty.subtitle)
    case .failed(let reason):
      return EmptyStateView(
        picture: ["  /!\\  "], title: failure, subtitle: ContentStatus.retrying(reason, key: retry))
    }
  }
}
