import Foundation
import Model
import Reactive
import TerminalUI

/// The gist list screen: builds its ncurses Stage and its Director, and gives the Director
/// the real collection models.
public final class GistListScene: Scene {
  private let stage: CursesGistListStage
  private let director: GistListDirector
  private var started = false
  private let startTab: GistListTab
  private let startUser: String?

  /// The list of the account at `api`, refreshing every `refreshInterval` seconds and on
  /// `resumed`; `open` shows a destination.
  public init(
    account: String, api: GistAPI, worker: NetworkWorker, scheduler: any Scheduler,
    resumed: Observable<Void>, refreshInterval: TimeInterval, startTab: GistListTab = .mine,
    startUser: String? = nil, open: @escaping (Destination) -> Void,
    authenticationFailed: @escaping (GistError) -> Void = { _ in }
  ) {
    stage = CursesGistListStage(account: account)
    self.startTab = startTab
    self.startUser = startUser
    director = GistListDirector(
      stage: stage, scheduler: scheduler, refreshInterval: refreshInterval, resumed: resumed,
      collections: { kind in GistCollection(kind: kind, api: api, worker: worker) },
      open: open, compose: {}, authenticationFailed: authenticationFailed)
  }

  public var title: String { "Gist list" }

  public var helpEntries: [(keys: String, action: String)] {
    CursesGistListStage.bindings.helpEntries() + AppShell.helpEntries(atRoot: true)
  }

  /// Shows who is signed in, once known.
  public func setAccount(_ login: String) {
    stage.setAccount(login)
  }

  public func content() -> any Widget { stage.content() }
  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return }
    started = true
    director.start(tab: startTab, user: startUser)
  }

  public func disappear() {
    director.stop()
  }
}
