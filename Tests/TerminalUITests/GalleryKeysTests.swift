import Keys
import TerminalUI
import Testing

/// A review found Esc did nothing in `dehub gallery` (only `q` quit), unlike every screen
/// of the browser: Esc quits once nothing is open (a filter, a dialog, the help).
@Suite struct GalleryKeysTests {
  @Test func escQuitsAsQDoesOnceNothingIsOpen() {
    let gallery = WidgetGallery()
    _ = gallery.handle(.character("/"))
    #expect(gallery.handle(.escape) == WidgetGallery.Action.none, "Esc leaves the filter first")
    _ = gallery.handle(.character("m"))
    #expect(gallery.handle(.escape) == WidgetGallery.Action.none, "then closes the dialog")
    _ = gallery.handle(.character("?"))
    #expect(gallery.handle(.escape) == WidgetGallery.Action.none, "and the help")
    #expect(gallery.handle(.escape) == .quit)
    #expect(WidgetGallery.keys.contains { $0.keys == "q Esc" && $0.action == "quit" })
  }
}
