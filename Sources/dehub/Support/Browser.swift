import App
import ArgumentParser
import Foundation
import Model
import Reactive
import TerminalUI

/// The full-screen browser: login when there is no token (or it is rejected), the gist
/// list, and destinations opened through the switchboard (the list's Enter, `dehub open`).
final class Browser {
  private let context: CommandContext
  private let loop: MainLoop
  private let worker: NetworkWorker
  private let shell: AppShell
  private let client: CurlHTTPClient
  private let anonymous: GistAPI
  private var api: GistAPI

  /// A browser on the user's terminal.
  init(context: CommandContext) throws {
    self.context = context
    loop = try FullScreen.open(
      for: "The browser needs a terminal; see `dehub --help` for scripting commands.")
    worker = NetworkWorker(scheduler: loop.scheduler)
    shell = AppShell(loop: loop)
    client = CommandContext.client(for: context.config)
    anonymous = GistAPI(router: context.api.router.with(token: nil), client: client)
    api = context.api
  }

  /// Runs until quit, starting on the list (or the login) and then `destination`.
  func run(opening destination: Destination? = nil) throws {
    if context.token == nil {
      showLogin(message: nil, then: destination)
    } else {
      showList(tab: .mine, account: nil)
      if let destination { open(destination) }
    }
    let code = shell.run()
    if code != 0 { throw ExitCode(code) }
  }

  /// Shows what `destination` names.
  func open(_ destination: Destination) {
    switch destination {
    case .gist(let id, _):
      shell.push(GistDetailScene(id: id, api: api, worker: worker))
    case .user(let name):
      shell.push(listScene(tab: .user, user: name, account: nil))
    case .mine:
      break
    case .starred:
      shell.push(listScene(tab: .starred, user: nil, account: nil))
    case .discover:
      shell.push(listScene(tab: .discover, user: nil, account: nil))
    case .userOrGist(let name):
      // gist.github.com/NAME: a gist id or a user; the server says which.
      let api = self.api
      worker.perform({ () throws(GistError) in try api.gist(id: name).id }) { [weak self] result in
        guard let self else { return }
        if case .success(let id) = result {
          self.open(.gist(id: id, revision: nil))
        } else {
          self.open(.user(name))
        }
      }
    }
  }

  private func listScene(tab: GistListTab, user: String?, account: String?) -> GistListScene {
    GistListScene(
      account: account ?? "…", api: api, worker: worker, scheduler: loop.scheduler,
      resumed: loop.resumed, refreshInterval: context.config.refreshInterval, startTab: tab,
      startUser: user, open: { [weak self] in self?.open($0) },
      authenticationFailed: { [weak self] error in
        self?.showLogin(message: error.message, then: nil)
      }
    )
  }

  private func showList(tab: GistListTab, account: String?) {
    let list = listScene(tab: tab, user: nil, account: account)
    shell.replaceAll(with: list)
    guard account == nil else { return }
    let api = self.api
    let loop = self.loop
    worker.perform({ () throws(GistError) in try api.user().user.login }) { result in
      if case .success(let login) = result {
        list.setAccount(login)
        loop.setNeedsRender()
      }
    }
  }

  private func showLogin(message: String?, then destination: Destination?) {
    shell.replaceAll(
      with: LoginScene(
        api: anonymous, worker: worker, store: context.tokenStore, message: message,
        signedIn: { [weak self] token, user in
          guard let self else { return }
          self.api = GistAPI(router: self.anonymous.router.with(token: token), client: self.client)
          self.showList(tab: .mine, account: user.login)
          if let destination { self.open(destination) }
        },
        browsePublic: { [weak self] in
          guard let self else { return }
          self.api = self.anonymous
          self.showList(tab: .discover, account: "not signed in")
          if let destination { self.open(destination) }
        }))
  }
}
