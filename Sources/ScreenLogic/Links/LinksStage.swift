import Reactive

/// The links Stage, as its Director sees it.
public protocol LinksStage: MessagingStage<LinksIntent> {
  /// Shows the linked files, by link path then name.
  func showRows(_ rows: [LinkRow])
}
