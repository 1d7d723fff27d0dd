import Foundation
import GistServer
import GistValues
import GistWork
import Model
import ScreenLogic
import TestSupport
import Testing

/// Issue 33's links screen on the driver against the loopback server: a file linked to a
/// gist, the gist changed on GitHub, `L` lists it as changed there, `Enter` shows the diff,
/// and `d` pulls it after a question; the file then holds GitHub's text and is in sync.
@Suite struct LinksJourneyTests {
  /// `zshrc` under `folder` (in the driver's home) linked to the gist `1ee701`, as `dehub
  /// link` links it; the API the test changes the gist through.
  static func linkedFile(_ driver: AppDriver, in folder: String) throws -> (URL, GistAPI) {
    let work = driver.home.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let file = work.appendingPathComponent("zshrc")
    try "export EDITOR=vi\n".write(to: file, atomically: true, encoding: .utf8)
    let api = GistAPI(
      router: try Router(
        baseURL: driver.server.baseURL, token: ServerFixture.token, version: "test"),
      client: CurlHTTPClient())
    let session = LinkSession(
      store: LinkStore(state: driver.home.appendingPathComponent("state/dehub")),
      remote: GistLinkRemote(api: api, cache: nil))
    _ = try session.link(path: file.path, gistID: "1ee701", file: nil)
    return (file, api)
  }

  static let seed = JourneySeed.oneGist(
    id: "1ee701", owner: ServerFixture.login, description: "dotfiles",
    files: ["zshrc": "export EDITOR=vi\n"])

  @Test func aChangeOnGitHubIsSeenDiffedAndPulled() async throws {
    try await AppDriver.with(
      seed: Self.seed, token: ServerFixture.token, config: JourneySeed.config
    ) { driver in
      // Link a file here to the gist, as `dehub link` does.
      let (file, api) = try Self.linkedFile(driver, in: "work")

      // The gist changes on GitHub.
      _ = try api.update(
        id: "1ee701",
        GistChanges(files: ["zshrc": .init(content: "export EDITOR=nvim\n")]))

      driver.step(actions: "links")
      #expect(driver.links.title == "Linked files · 1 link, 1 file")
      #expect(driver.footer.key(for: "pull from GitHub") == "d", "\(driver.footer.actions)")
      let row = try #require(driver.links.rows.first)
      #expect(row.status == "changed on GitHub")
      #expect(row.local == "~/work/zshrc")
      #expect(row.gist == "gist 1ee701")

      // Enter: the diff, from the file here to GitHub's.
      driver.step(actions: "open")
      #expect(
        driver.view.title?.hasPrefix("zshrc: changed on GitHub") == true, "\(driver.view.labels)")
      #expect(driver.view.text.contains { $0.contains("export EDITOR=nvim") })
      driver.step(actions: "back")
      #expect(driver.links.isShown)

      // d: the question shows the change; Pull pulls.
      driver.step(actions: "pull")
      #expect(driver.prompt?.title == "Pull zshrc?")
      let said = driver.prompt?.message ?? []
      #expect(said.contains("+export EDITOR=nvim"), "\(said)")
      #expect(said.contains { $0.contains("GitHub's text over ~/work/zshrc.") }, "\(said)")
      #expect(try String(contentsOf: file, encoding: .utf8) == "export EDITOR=vi\n")
      driver.choose("Pull")
      driver.waitUntilIdle()
      #expect(driver.links.rows.first?.status == "in sync")
      #expect(driver.toast?.hasPrefix("Pulled zshrc into") == true, "\(driver.toast ?? "")")
      #expect(try String(contentsOf: file, encoding: .utf8) == "export EDITOR=nvim\n")

      // u is refused with its reason: nothing changed here.
      driver.step(actions: "push")
      #expect(driver.toast?.contains("nothing changed here") == true, "\(driver.toast ?? "")")
    }
  }

  /// Issue 57, item 14: at 60 columns the local path shrank to 3 characters beside the
  /// gist's id. The id gives way, and the path keeps its end (the file's name and folder).
  @Test func aNarrowScreenKeepsTheEndOfThePathAndDropsTheID() async throws {
    try await AppDriver.with(
      columns: 60, rows: 20, seed: Self.seed, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      _ = try Self.linkedFile(driver, in: "work/projects/dotfiles/config/shell")
      driver.step(actions: "links")
      #expect(driver.links.title == "Linked files · 1 link, 1 file")
      // How the row is cut at 60 columns is the subject: read as drawn.
      let row = driver.screen.row(containing: "in sync") ?? ""
      #expect(row.contains("/shell/zshrc"), "\(driver.screen)")
      #expect(row.hasPrefix(" …") || row.hasPrefix("…"), "\(row)")
      driver.expect(screenLacks: "gist 1ee701")
    }
  }
}
