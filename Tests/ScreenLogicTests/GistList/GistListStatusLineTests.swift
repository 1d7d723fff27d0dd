import FoundationEssentials
import Model
import ScreenLogic
import Testing

/// The list's status bar in words, made in ScreenLogic: the screen picks the longest right
/// side that fits.
@Suite struct GistListStatusLineTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func theLeftSaysWhoAndWhere() {
    var line = GistListStatusLine(login: nil)
    #expect(line.left == "dehub", "a token, its login not known yet (offline): no name")
    line.signedOut = true
    #expect(line.left == "dehub · not signed in")
    line.login = "octocat"
    line.position = "12 of 1,000+ gists"
    #expect(line.left == "dehub · octocat · 12 of 1,000+ gists")
  }

  @Test func theRightSaysHowFreshThenTheRateLimitInShorterForms() {
    var line = GistListStatusLine(login: "octocat")
    #expect(line.right(relative: true, now: now) == ["not updated yet"])
    line.lastUpdated = now.addingTimeInterval(-120)
    #expect(line.right(relative: true, now: now) == ["updated 2 minutes ago"])
    line.rateLimit = RateLimit(limit: 5_000, remaining: 4_990, reset: now)
    #expect(
      line.right(relative: true, now: now) == [
        "4990/5000 requests left · updated 2 minutes ago", "4990 left · updated 2 minutes ago",
        "updated 2 minutes ago",
      ])
  }

  @Test func aStaleListSaysWhyAndWhenItWasLoaded() {
    var line = GistListStatusLine(login: "octocat")
    line.lastUpdated = now.addingTimeInterval(-60)
    line.staleSince = now.addingTimeInterval(-3 * 3_600)
    line.staleReason = "rate-limited until 05:36"
    #expect(
      line.right(relative: true, now: now) == ["rate-limited until 05:36 · loaded 3 hours ago"])
  }

  /// What waits in the outbox leads, and stays alone when nothing else fits beside the
  /// position (a 60-column screen).
  @Test func whatWaitsToBeSentLeadsAndStaysWhenTheRestDoesNot() {
    var line = GistListStatusLine(login: "octocat")
    line.position = "12 of 1,000+ gists"
    line.lastUpdated = now.addingTimeInterval(-120)
    line.rateLimit = RateLimit(limit: 5_000, remaining: 4_990, reset: now)
    line.outbox = "1 waiting to send"
    let forms = line.right(relative: true, now: now)
    #expect(forms.first == "1 waiting to send · 4990/5000 requests left · updated 2 minutes ago")
    #expect(forms.last == "1 waiting to send")
    // The form a 60-column bar takes beside "dehub · octocat · 12 of 1,000+ gists".
    let room = 60 - line.left.count - 3
    #expect(forms.first { $0.count <= room } == "1 waiting to send")
  }
}
