import TerminalScreens
import TerminalUI

extension AppDriver {
  /// The top screen's own widgets (not a note, help or the palette over them).
  var sceneContent: any Widget {
    let shell = app.assembly.shell
    return shell.scenes.last?.content(isRoot: shell.scenes.count == 1) ?? Label("")
  }

  /// The top screen, read from the widgets it draws.
  public var view: ViewReading { ViewReading(content: sceneContent) }

  /// The line being typed in on the top screen (nil: none is open).
  public var field: FieldReading? {
    sceneContent.all(HStack.self).compactMap(FieldReading.parts).last.map {
      FieldReading(label: $0.label.text, text: $0.field.text, isSecret: $0.field.isSecret)
    }
  }

  /// The help open over the screen (nil: none).
  public var help: HelpReading? {
    frame.all(HelpOverlay.self).last.map { HelpReading(title: $0.title, entries: $0.entries) }
  }

  /// The command palette open over the screen (nil: none).
  public var palette: PaletteReading? {
    guard help == nil, let panel = (frame as? Overlay)?.top as? Panel else { return nil }
    return PaletteReading(panel: panel)
  }

  /// The comments, as their screen shows them.
  public var comments: CommentsReading { CommentsReading(driver: self) }

  /// The compose screen, as it shows the draft.
  public var compose: ComposeReading { ComposeReading(driver: self) }

  /// The linked files, as their screen shows them.
  public var links: LinksReading { LinksReading(driver: self) }

  /// The sign-in screen, when it is on top (nil: another screen is).
  public var login: LoginReading? {
    topScreen == "Sign in" ? LoginReading(content: sceneContent) : nil
  }
}
