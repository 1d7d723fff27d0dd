import Foundation
import GistValues
import Testing

@Suite struct RelativeTimeTests {
  @Test func relativeTimes() {
    let now = Date(timeIntervalSince1970: 1_000_000)
    #expect(RelativeTime.describe(now, now: now) == "just now")
    #expect(RelativeTime.describe(now.addingTimeInterval(-300), now: now) == "5 minutes ago")
    #expect(RelativeTime.describe(now.addingTimeInterval(-3 * 86_400), now: now) == "3 days ago")
    #expect(RelativeTime.describe(now.addingTimeInterval(-3600), now: now) == "1 hour ago")
    #expect(RelativeTime.describe(now.addingTimeInterval(7200), now: now) == "in 2 hours")
    #expect(RelativeTime.describe(now.addingTimeInterval(-400 * 86_400), now: now) == "1 year ago")
  }
}
