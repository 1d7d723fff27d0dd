import Foundation
import Model
import Reactive
import TerminalUI

/// The gist list screen: builds its ncurses Stage and its Director, and gives the Director
/// the real collection models; `O` opens the options.
public final class GistListScene: Scene {
  private let stage = CursesGistListStage(account: "…")
  private let director: GistListDirector
  private var started = false
  private let startTab: GistListTab
  private let startUser: String?

  /// The list of `context`'s account, starting on `startTab`; `authenticationFailed` runs
  /// when the server rejects the token.
  public init(
    context: SceneContext, startTab: GistListTab = .mine, startUser: String? = nil,
    authenticationFailed: @escaping (GistError) -> Void = { _ in }
  ) {
    self.startTab = startTab
    self.startUser = startUser
    let (api, worker, navigator, cache) = (
      context.api, context.worker, context.navigator, context.cache
    )
    director = GistListDirector(
      stage: stage, scheduler: context.scheduler, refreshInterval: context.refreshInterval,
      resumed: context.resumed,
      collections: { kind in GistCollection(kind: kind, api: api, worker: worker, cache: cache) },
      open: { navigator.open($0) },
      compose: {
        navigator.show(
          ComposeScene(draft: Draft(description: "", files: [:], isPublic: false), context: context)
        )
      },
      options: { navigator.show(OptionsScene(context: context)) },
      openGist: { gist in
        navigator.show(GistDetailScene(id: gist.id, initial: gist, context: context))
      }, session: context.session,
      authenticationFailed: authenticationFailed)
  }

  public var title: String { "Gist list" }

  public var helpEntries: [(keys: String, action: String)] {
    CursesGistListStage.bindings.helpEntries() + AppShell.helpEntries(atRoot: true)
  }

  public func content() -> any Widget { stage.content() }
  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return director.resume() }
    started = true
    director.start(tab: startTab, user: startUser)
  }

  public func disappear() {
    director.stop()
  }
}
