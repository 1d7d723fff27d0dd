import TerminalUI

/// What every scene above the first one shares: one keyed Stage, help made from its key
/// table and the shell's keys, and a Director started the first time the scene appears.
/// Each screen's scene subclasses it, building its Stage and Director.
public class StagedScene<Stage: KeyedStage>: Scene {
  /// The scene's Stage.
  let stage: Stage
  private let start: () -> Void
  private var started = false
  public let title: String

  /// A scene titled `title` (in help) showing `stage`; `start` starts its Director.
  init(title: String, stage: Stage, start: @escaping () -> Void) {
    self.title = title
    self.stage = stage
    self.start = start
  }

  public var helpEntries: [(keys: String, action: String)] {
    Stage.bindings.helpEntries() + AppShell.helpEntries(atRoot: false)
  }

  public func content() -> any Widget {
    stage.content(help: Stage.bindings.hints() + [("q", "back"), ("?", "help")])
  }

  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return }
    started = true
    start()
  }

  public func disappear() {}
}
