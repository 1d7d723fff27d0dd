import Model
import TerminalUI

/// The gist detail screen: the real document and star models, its Stage and Director.
public final class GistDetailScene: Scene {
  private let stage = CursesGistDetailStage()
  private let director: GistDetailDirector
  private var started = false

  /// The detail of gist `id`.
  public init(id: String, api: GistAPI, worker: NetworkWorker) {
    director = GistDetailDirector(
      stage: stage, document: GistDocument(id: id, api: api, worker: worker),
      star: StarModel(id: id, api: api, worker: worker))
  }

  public var title: String { "Gist" }

  public var helpEntries: [(keys: String, action: String)] {
    CursesGistDetailStage.bindings.helpEntries() + AppShell.helpEntries(atRoot: false)
  }

  public func content() -> any Widget {
    stage.content(help: CursesGistDetailStage.bindings.hints() + [("q", "back"), ("?", "help")])
  }

  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return }
    started = true
    director.start()
  }

  public func disappear() {}
}
