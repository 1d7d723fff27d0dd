import GistValues
import ScreenLogic
import Testing

/// What a failure says about trying again.
@Suite struct ContentStatusTests {
  /// A new-user review: "GitHub had a server error (HTTP 502); try again in a moment. Press
  /// F5 to try again." said it twice. With a key, one retry sentence.
  @Test func aFailureSaysTryAgainOnce() {
    let reason = GistError.serverError(status: 502).message
    #expect(
      ContentStatus.retrying(reason, key: "F5")
        == "GitHub had a server error (HTTP 502). Press F5 to try again.")
    #expect(ContentStatus.retrying(reason, key: nil) == reason, "without a key, its own advice")
    #expect(
      ContentStatus.retrying("The server did not answer.", key: "r")
        == "The server did not answer. Press r to try again.")
  }
}
