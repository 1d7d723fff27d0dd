import Dispatch
import GistServer
import Keys
import Reactive
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// The driver itself: idle is detected (a request in flight, posted work, a timer due
/// within the step), never waited for, and the readings are what the user sees.
@Suite struct AppDriverTests {
  /// A gist that was not there when the app started.
  static func addLateGist(to store: GistStore) {
    store.load(
      SeedFile(
        users: [],
        gists: [
          SeedGist(
            id: "1a7e", owner: DemoSeed.login, description: "Arrived after the start",
            isPublic: true, files: ["late.txt": "late\n"], hoursAgo: 0)
        ]))
  }

  @Test func idleWaitsForARequestInFlight() async throws {
    try await AppDriver.with(latency: .milliseconds(50)) { driver in
      Self.addLateGist(to: driver.server.store)
      driver.press(action: "refresh")
      driver.expect(driver.workInFlight > 0, "the refresh is in flight")
      #expect(!driver.list.titles.contains("Arrived after the start"))
      driver.waitUntilIdle()
      #expect(driver.workInFlight == 0)
      #expect(driver.list.titles.contains("Arrived after the start"))
      #expect(driver.list.position.hasSuffix("of 16 gists"), "\(driver.list.position)")
    }
  }

  @Test func aTimerDueAfterTheStepWaitsForALongerStep() async throws {
    try await AppDriver.with { driver in
      Self.addLateGist(to: driver.server.store)
      let started = driver.clock.now
      driver.waitUntilIdle()
      #expect(!driver.list.titles.contains("Arrived after the start"))
      #expect(driver.clock.now - started <= 1)
      // The list refreshes every 30 s of the loop's clock: a call, not a wait.
      driver.waitUntilIdle(step: 31)
      #expect(driver.list.titles.contains("Arrived after the start"))
      #expect(driver.clock.now - started >= 29)
    }
  }

  @Test func idleRunsWorkPostedFromAnotherThread() async throws {
    final class Count: @unchecked Sendable { var value = 0 }
    try await AppDriver.with { driver in
      let count = Count()
      let scheduler = driver.app.loop.scheduler
      DispatchQueue.global().sync {
        scheduler.post {
          count.value += 1
          scheduler.post { count.value += 1 }
        }
      }
      #expect(count.value == 0)
      driver.waitUntilIdle()
      #expect(count.value == 2)
    }
  }

  @Test func readsTheListTheDetailAndTheFooter() async throws {
    try await AppDriver.with { driver in
      #expect(driver.list.isShown, "\(driver.screen)")
      #expect(driver.list.highlighted == "5a1f7e1", "\(driver.screen)")
      driver.press(action: "down")
      #expect(
        driver.list.highlightedRow?.contains("Parse CSV with quoted fields") == true,
        "\(driver.screen)")
      #expect(driver.footer.contains("Enter open the gist"), "\(driver.screen)")
      #expect(driver.status.contains("2 of 15 gists"), "\(driver.screen)")
      driver.press(.enter)
      driver.waitUntilIdle()
      #expect(driver.detail.title == "Parse CSV with quoted fields (Python)", "\(driver.screen)")
      #expect(!driver.list.isShown, "\(driver.screen)")
    }
  }

  @Test func eachScreensReaderIsEmptyWhileAnotherIsOnTop() async throws {
    try await AppDriver.with { driver in
      #expect(driver.list.isShown)
      #expect(!driver.compose.isShown && driver.compose.files.isEmpty)
      #expect(driver.compose.title.isEmpty)
      #expect(!driver.comments.isShown && driver.comments.rows.isEmpty)
      #expect(driver.comments.body.isEmpty)
      #expect(!driver.links.isShown && driver.links.rows.isEmpty && driver.links.title == nil)
      #expect(driver.login == nil)
      #expect(driver.palette == nil)
      driver.press(action: "palette")
      let palette = try #require(driver.palette)
      #expect(palette.title == "Commands" && palette.query.isEmpty)
      #expect(palette.actions.contains("open the gist"), "\(palette.actions)")
      #expect(palette.highlighted == palette.actions.first)
      driver.press(.escape)
      driver.step(actions: "new")
      #expect(driver.compose.isShown && driver.compose.title == "New gist")
      #expect(!driver.list.isShown && driver.list.rows.isEmpty)
    }
  }

  /// The screen's size is the subject: its text is read.
  @Test func resizesTheHiddenScreen() async throws {
    try await AppDriver.with { driver in
      driver.resize(columns: 60, rows: 16)
      #expect(driver.screen.lines.count == 16, "\(driver.screen)")
      #expect(driver.screen.lines.allSatisfy { $0.count <= 60 }, "\(driver.screen)")
      driver.expect(screenShows: "Swift retry with exponential")
      driver.resize(columns: 40, rows: 10)
      driver.expect(screenShows: "60")
    }
  }

  /// The screen check itself is the subject.
  @Test func aFailedExpectationShowsTheScreen() async throws {
    try await AppDriver.with { driver in
      withKnownIssue {
        driver.expect(screenShows: "no such text anywhere")
      } matching: { issue in
        "\(issue)".contains("no such text anywhere") && "\(issue)".contains("1 of 15 gists")
      }
    }
  }
}
