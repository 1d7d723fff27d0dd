import Foundation
import GistServer
import TestSupport
import Testing

/// Issue 15, item 5, on the driver: at 160x40 the preview pane shows the highlighted gist,
/// and running through fifty rows sends at most a few requests.
@Suite struct PreviewJourneyTests {
  @Test func thePaneShowsTheHighlightedGistAndScrollingCostsFewRequests() async throws {
    try await AppDriver.with(
      columns: 160, rows: 40, seed: JourneySeed.searchable, token: ServerFixture.token,
      config: JourneySeed.config
    ) { driver in
      #expect(driver.list.position == "1 of 100+ gists")
      // The first gist's file, fetched once the highlight rested on it.
      let first = try #require(driver.list.preview)
      #expect(first.id == driver.list.highlighted)
      #expect(driver.list.previewText?.contains("struct Point { var x") == true)
      let gists = {
        driver.server.store.requests.filter {
          $0.path.hasPrefix("/gists/") && $0.path != "/gists/starred"
        }.count
      }
      let before = gists()
      for _ in 0..<50 { driver.press(action: "down") }
      #expect(driver.list.position == "51 of 100+ gists")
      // The pane shows the gist the highlight rests on, once fetched.
      driver.waitUntilIdle()
      #expect(driver.list.preview?.id == driver.list.highlighted)
      #expect(driver.list.previewText != nil)
      #expect(gists() > before)
      #expect(gists() - before <= 3, "\(gists() - before) gist requests")
      // p hides the pane; the list takes the width again.
      driver.press(action: "preview")
      #expect(driver.list.preview == nil)
    }
  }
}
