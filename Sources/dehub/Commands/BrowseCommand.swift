import App
import ArgumentParser
import Foundation
import Model
import TerminalUI

/// `dehub` with no command: the full-screen browser.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "Browse your gists full screen (the default; ? shows the keys).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let loop = try FullScreen.open(
      for: "The browser needs a terminal; see `dehub --help` for scripting commands.")
    let worker = NetworkWorker(scheduler: loop.scheduler)
    let shell = AppShell(loop: loop)
    let list = GistListScene(
      account: "…", api: context.api, worker: worker, scheduler: loop.scheduler,
      resumed: loop.resumed, refreshInterval: context.config.refreshInterval,
      open: { [unowned shell] destination in
        if case .gist(let id, _) = destination {
          shell.push(GistDetailScene(id: id, api: context.api, worker: worker))
        }
      })
    shell.push(list)
    let api = context.api
    worker.perform({ () throws(GistError) in try api.user().user.login }) { result in
      if case .success(let login) = result {
        list.setAccount(login)
        loop.setNeedsRender()
      }
    }
    let code = shell.run()
    if code != 0 { throw ExitCode(code) }
  }
}
