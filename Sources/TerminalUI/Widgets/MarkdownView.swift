/// Markdown rendered to the width it is drawn at (or other text laid out by a width, such
/// as a notebook's cells): laid out again when the width changes (keeping the place), drawn
/// and scrolled by its `text` view.
///
/// A large text is rendered off the main thread when `background` is set: the view says
/// "rendering…" meanwhile, and keys are handled as usual; the lines come back on the main
/// loop, and a result for a text or width no longer shown is dropped.
public final class MarkdownView: Widget {
  /// Runs `render` off the main thread and hands its lines to `done` on the main loop.
  public typealias Background = (
    _ render: @escaping @Sendable () -> [StyledLine], _ done: @escaping ([StyledLine]) -> Void
  ) -> Void

  /// Texts of more bytes than this are rendered in the `background` (a smaller one renders
  /// in well under a frame where it is drawn).
  public static let backgroundThreshold = 32 << 10

  /// The view that draws and scrolls the rendered lines.
  public let text = TextView()
  /// The most columns prose is laid out to (a 200-column line is hard to read): on a wider
  /// screen the text keeps to the left this wide.
  public var maxWidth = 100
  /// Where large texts are rendered (nil: where drawn, on the main thread).
  public var background: Background?
  /// Lays the text out for a width.
  private var layout: @Sendable (Int) -> [StyledLine] = { _ in [] }
  /// The size of what is laid out, in bytes (what goes to the `background`).
  private var weight = 0
  private var renderedWidth: Int?
  /// The width a background render is under way for (nil: none).
  private var renderingWidth: Int?
  /// Counts the texts and renders asked for: a result of an older one is dropped.
  private var generation = 0
  private let renderingNote = Label("rendering…", style: .dim)

  /// An empty view.
  public init() {
    text.showsLineNumbers = false
  }

  public var parts: [any Widget] { isRendering ? [renderingNote] : [text] }

  /// Whether a background render is under way and nothing of the text is shown yet.
  public var isRendering: Bool { renderingWidth != nil && renderedWidth == nil }

  /// The Markdown shown; goes to the top.
  public func setMarkdown(_ markdown: String) {
    setLayout(weight: markdown.utf8.count) { MarkdownRenderer.render(markdown, width: $0) }
  }

  /// Shows the lines `layout` makes for a width, from the text's `weight` bytes (over
  /// `backgroundThreshold` they are laid out in the `background`); goes to the top.
  public func setLayout(weight: Int, _ layout: @escaping @Sendable (Int) -> [StyledLine]) {
    self.layout = layout
    self.weight = weight
    renderedWidth = nil
    renderingWidth = nil
    generation += 1
    text.setStyledLines([])
  }

  public func draw(in rect: Rect, on surface: any Surface) {
    // One column is left free at the right, so a line that fills the width reads as ended.
    let rect = Rect(x: rect.x, y: rect.y, width: min(rect.width, maxWidth + 1), height: rect.height)
    let width = max(10, rect.width - 1)
    if renderedWidth != width && renderingWidth != width {
      render(width: width)
    }
    if isRendering {
      renderingNote.draw(in: rect, on: surface)
    } else {
      text.draw(in: rect, on: surface)
    }
  }

  private func render(width: Int) {
    let keepingPlace = renderedWidth != nil
    guard let background, weight > Self.backgroundThreshold else {
      text.setStyledLines(layout(width), keepingPlace: keepingPlace)
      renderedWidth = width
      renderingWidth = nil
      return
    }
    generation += 1
    let asked = generation
    let layout = self.layout
    renderingWidth = width
    background({ layout(width) }) { [weak self] lines in
      guard let self, asked == self.generation else { return }
      self.text.setStyledLines(lines, keepingPlace: keepingPlace)
      self.renderedWidth = width
      self.renderingWidth = nil
    }
  }
}
