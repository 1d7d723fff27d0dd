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
}
