import Foundation
import TerminalScreens
import Testing

extension AppDriver {
  /// Plays a demo script (`Tests/Scenarios/*.demo`, the tour) on the driver as the headless
  /// demo plays it at speed 0: keys and text go in, `wait idle` is `waitUntilIdle`, a pause
  /// takes no time, `expect` reads the screen (a failure names the script's line and shows
  /// the screen, and the script stops there), `editor` queues what the scripted editor
  /// writes. Returns the named snapshots, in order.
  @discardableResult
  public func play(
    _ text: String, file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [(name: String, lines: [String])] {
    let steps: [DemoStep]
    do {
      steps = try DemoScript.parse(text)
    } catch {
      Issue.record("\(error.message(file: file))", sourceLocation: sourceLocation)
      return []
    }
    var snapshots: [(name: String, lines: [String])] = []
    for step in steps {
      switch step.instruction {
      case .key(let key): press(key)
      case .type(let text): type(text)
      case .waitIdle: waitUntilIdle(sourceLocation: sourceLocation)
      case .pause: break
      case .expect(let text):
        guard screen.contains(text) else {
          fail("\(file) line \(step.line): expected \"\(text)\" on the screen", sourceLocation)
          return snapshots
        }
      case .snapshot(let name): snapshots.append((name, screen.lines))
      case .editor(let content): app.editor.willWrite(content)
      }
    }
    return snapshots
  }

  /// Plays the script in `url` (see `play(_:file:)`).
  @discardableResult
  public func play(contentsOf url: URL, sourceLocation: SourceLocation = #_sourceLocation)
    -> [(name: String, lines: [String])]
  {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("Cannot read \(url.path).", sourceLocation: sourceLocation)
      return []
    }
    return play(text, file: url.lastPathComponent, sourceLocation: sourceLocation)
  }
}
