import Foundation
import GistServer
import Model
import TestSupport
import Testing

extension TmuxJourneys {
  /// Issue 15, item 5: at 160x40 the preview pane shows the highlighted gist, and running
  /// through fifty rows sends at most a few requests.
  @Suite struct PreviewTmuxTests {
    @Test func thePaneShowsTheHighlightedGistAndScrollingCostsFewRequests() async throws {
      let fixture = try await ServerFixture.start(seed: SearchCLITests.seed)
      let home = FileManager.default.temporaryDirectory.appendingPathComponent(
        "dehub-preview-\(UUID())")
      defer { try? FileManager.default.removeItem(at: home) }
      let environment = BrowserTmuxTests.environment(
        fixture, token: ServerFixture.token, home: home)
      try await onOwnThread {
        let tmux = try TmuxSession(
          "exec \(CLI.binary.path)", columns: 160, rows: 40, environment: environment)
        defer { tmux.close() }
        #expect(tmux.wait(for: "1 of 100+ gists"))
        // The first gist's file, fetched once the highlight rested on it.
        #expect(tmux.wait(for: "struct Point { var x"), "\(tmux.capture().joined(separator: "\n"))")
        let before = fixture.store.requests.filter { SearchCLITests.isGist($0.path) }.count
        tmux.send(String(repeating: "j", count: 50), literal: true)
        #expect(tmux.wait(for: "51 of 100+ gists"))
        // The pane shows the gist the highlight rests on, once fetched.
        #expect(
          tmux.wait { _ in
            fixture.store.requests.filter { SearchCLITests.isGist($0.path) }.count > before
          })
        Thread.sleep(forTimeInterval: 1)
        let gistRequests = fixture.store.requests.filter { SearchCLITests.isGist($0.path) }
        #expect(gistRequests.count - before <= 3, "\(gistRequests.map(\.path))")
        // p hides the pane; the list takes the width again.
        tmux.send("p")
        #expect(tmux.wait { !$0.joined().contains("────────────") })
      }.get()
      await fixture.server.stop()
    }
  }
}
