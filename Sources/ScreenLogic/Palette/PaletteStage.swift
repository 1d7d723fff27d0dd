import Reactive

/// The palette's Stage, as its Director sees it.
public protocol PaletteStage: AnyObject {
  /// What the user does.
  var intents: Observable<PaletteIntent> { get }
  /// Shows the matching entries, best first, with the highlight on `selected` (an id).
  func showEntries(_ entries: [PaletteEntry], selected: String?)
  /// The line under the query: how many match, or why nothing can be opened.
  func showStatus(_ status: String)
  /// The box's title and what the empty query line says (the palette's own, unless it
  /// lists jumps alone: "Files").
  func showHeading(title: String, placeholder: String)
}

extension PaletteStage {
  /// The palette's own heading stays, unless the Stage shows another.
  public func showHeading(title: String, placeholder: String) {}
}
