/// Markdown rendered to the width it is drawn at: laid out again when the width changes
/// (keeping the place), drawn and scrolled by its `text` view.
public final class MarkdownView: Widget {
  /// The view that draws and scrolls the rendered lines.
  public let text = TextView()
  private var source = ""
  private var renderedWidth: Int?

  /// An empty view.
  public init() {
    text.showsLineNumbers = false
  }

  /// The Markdown shown; goes to the top.
  public func setMarkdown(_ markdown: String) {
    source = markdown
    renderedWidth = nil
    text.setStyledLines([])
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    // One column is left free at the right, so a line that fills the width reads as ended.
    let width = max(10, rect.width - 1)
    if renderedWidth != width {
      text.setStyledLines(
        MarkdownRenderer.render(source, width: width), keepingPlace: renderedWidth != nil)
      renderedWidth = width
    }
    text.draw(in: rect, on: surface)
  }
}
