import App
import ArgumentParser
import Foundation
import Model
import TerminalUI

/// `dehub` with no command: the full-screen browser. Without a token, or with one the
/// server rejects, it starts on the login screen.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "Browse your gists full screen (the default; ? shows the keys).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false)
    let loop = try FullScreen.open(
      for: "The browser needs a terminal; see `dehub --help` for scripting commands.")
    let worker = NetworkWorker(scheduler: loop.scheduler)
    let shell = AppShell(loop: loop)
    let client = CommandContext.client(for: context.config)
    let anonymous = GistAPI(router: context.api.router.with(token: nil), client: client)

    func showList(api: GistAPI, tab: GistListTab, account: String?) {
      let list = GistListScene(
        account: account ?? "…", api: api, worker: worker, scheduler: loop.scheduler,
        resumed: loop.resumed, refreshInterval: context.config.refreshInterval, startTab: tab,
        open: { destination in
          if case .gist(let id, _) = destination {
            shell.push(GistDetailScene(id: id, api: api, worker: worker))
          }
        },
        authenticationFailed: { error in showLogin(message: error.message) })
      shell.replaceAll(with: list)
      guard account == nil else { return }
      worker.perform({ () throws(GistError) in try api.user().user.login }) { result in
        if case .success(let login) = result {
          list.setAccount(login)
          loop.setNeedsRender()
        }
      }
    }

    func showLogin(message: String?) {
      shell.replaceAll(
        with: LoginScene(
          api: anonymous, worker: worker, store: context.tokenStore, message: message,
          signedIn: { token, user in
            let api = GistAPI(router: anonymous.router.with(token: token), client: client)
            showList(api: api, tab: .mine, account: user.login)
          },
          browsePublic: { showList(api: anonymous, tab: .discover, account: "not signed in") }))
    }

    if context.token == nil {
      showLogin(message: nil)
    } else {
      showList(api: context.api, tab: .mine, account: nil)
    }
    let code = shell.run()
    if code != 0 { throw ExitCode(code) }
  }
}
