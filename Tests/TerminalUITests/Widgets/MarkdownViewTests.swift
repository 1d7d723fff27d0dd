import TerminalUI
import TestSupport
import Testing

/// Hardening, second round, item 3: a large Markdown text renders off the main thread, the
/// view says so meanwhile (keys go on being handled: drawing never waits for it), and a
/// render for a text no longer shown is dropped.
@Suite struct MarkdownViewTests {
  /// A background that keeps the renders asked of it until the test runs them.
  final class HeldBackground {
    var held: [(render: @Sendable () -> [StyledLine], done: ([StyledLine]) -> Void)] = []
    var background: MarkdownView.Background {
      { [unowned self] render, done in held.append((render, done)) }
    }
    func finish(_ index: Int) { held[index].done(held[index].render()) }
  }

  static let large = "# Big\n\n" + String(repeating: "word ", count: 20_000) + "\n\nthe end\n"

  @Test func aLargeTextRendersInTheBackgroundAndSaysSo() {
    let held = HeldBackground()
    let view = MarkdownView()
    view.background = held.background
    view.setMarkdown(Self.large)
    let during = TextGrid.text(view, width: 60, height: 5)
    #expect(during[0].hasPrefix("rendering…"), "\(during)")
    #expect(view.isRendering)
    #expect(held.held.count == 1)
    // Drawn again meanwhile (a key moved something): no second render is asked.
    _ = TextGrid.text(view, width: 60, height: 5)
    #expect(held.held.count == 1)
    held.finish(0)
    #expect(!view.isRendering)
    #expect(TextGrid.text(view, width: 60, height: 5)[0].contains("Big"))
  }

  @Test func aRenderForATextNoLongerShownIsDropped() {
    let held = HeldBackground()
    let view = MarkdownView()
    view.background = held.background
    view.setMarkdown(Self.large)
    _ = TextGrid.text(view, width: 60, height: 5)
    view.setMarkdown("# Small\n\nshown at once\n")
    #expect(TextGrid.text(view, width: 60, height: 5)[0].contains("Small"))
    held.finish(0)
    #expect(TextGrid.text(view, width: 60, height: 5)[0].contains("Small"))
  }

  @Test func aSmallTextRendersWhereDrawn() {
    let held = HeldBackground()
    let view = MarkdownView()
    view.background = held.background
    view.setMarkdown("# Small\n")
    #expect(TextGrid.text(view, width: 60, height: 3)[0].contains("Small"))
    #expect(held.held.isEmpty)
  }
}
