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
  @Test func aChangeOnGitHubIsSeenDiffedAndPulled() async throws {
    try await AppDriver.with(
      seed: JourneySeed.oneGist(
        id: "1ee701", owner: ServerFixture.login, description: "dotfiles",
        files: ["zshrc": "export EDITOR=vi\n"]), token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      // Link a file here to the gist, as `dehub link` does.
      let work = driver.home.appendingPathComponent("work")
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

      // The gist changes on GitHub.
      _ = try api.update(
        id: "1ee701",
        GistChanges(files: ["zshrc": .init(content: "export EDITOR=nvim\n")]))

      driver.step(.character("L"), shows: "Linked files · 1 link, 1 file")
      driver.expect(screenShows: "d pull from GitHub")
      driver.expect(screenShows: "changed on GitHub")
      driver.expect(screenShows: "~/work/zshrc")
      driver.expect(screenShows: "gist 1ee701")

      // Enter: the diff, from the file here to GitHub's.
      driver.step(.enter, shows: "zshrc: changed on GitHub")
      driver.expect(screenShows: "export EDITOR=nvim")
      driver.step(.character("q"), shows: "Linked files")

      // d: the question shows the change; y pulls.
      driver.step(.character("d"), shows: "Pull zshrc?")
      driver.expect(screenShows: "+export EDITOR=nvim")
      driver.expect(screenShows: "GitHub's text over ~/work/zshrc.")
      #expect(try String(contentsOf: file, encoding: .utf8) == "export EDITOR=vi\n")
      driver.step(.character("y"), shows: "in sync")
      driver.expect(screenShows: "Pulled zshrc into")
      #expect(try String(contentsOf: file, encoding: .utf8) == "export EDITOR=nvim\n")

      // u is refused with its reason: nothing changed here.
      driver.step(.character("u"), shows: "nothing changed here")
    }
  }
}
