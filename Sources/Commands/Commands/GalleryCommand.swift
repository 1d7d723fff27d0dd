import ArgumentParser
import FoundationEssentials
import TerminalUI

/// `dehub gallery`: every widget on one screen, to check a terminal or take screenshots.
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery", abstract: "Show every widget of the terminal toolkit (q or Esc quits).",
    discussion: CommandExamples.discussion("", "gallery"))

  @Flag(help: "Report mouse clicks and the wheel.") var mouse = false

  func run() throws {
    let loop = try FullScreen.open(for: "The gallery needs a terminal.")
    let gallery = WidgetGallery()
    loop.mouseEnabled = mouse
    loop.content = { gallery.content() }
    loop.onKey = { key in
      switch gallery.handle(key) {
      case .quit: loop.stop()
      case .suspend: loop.suspend()
      case .none: break
      }
    }
    func tick() {
      loop.scheduler.schedule(after: 0.1) {
        gallery.tick()
        loop.setNeedsRender()
        tick()
      }
    }
    tick()
    let code = loop.run()
    if code != 0 { throw ExitCode(code) }
  }
}
