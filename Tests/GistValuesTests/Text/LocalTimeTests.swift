import Foundation
import Testing

@testable import GistValues

/// Times shown as local dates and clock times follow the user's time zone. Without ICU,
/// FoundationEssentials' `Calendar.current` stayed at UTC (a reviewer saw 20:29 in Kolkata
/// at 02:00); the C library's `localtime_r` reads `TZ`. Each check runs in a process of its
/// own, so the time zone it sets touches no other test.
@Suite struct LocalTimeTests {
  @Test func datesAndClockTimesAreInTheUsersTimeZone() async {
    await #expect(processExitsWith: .success) {
      setenv("TZ", "Asia/Kolkata", 1)
      tzset()
      let date = Date(timeIntervalSince1970: 0)  // 1970-01-01 00:00 UTC: 05:30 in Kolkata
      let absolute = RelativeTime.absolute(date)
      let clock = GistError.clockTime(date)
      exit(absolute == "1970-01-01 05:30" && clock == "05:30:00" ? 0 : 1)
    }
  }

  @Test func theUTCTimeZoneIsUTC() async {
    await #expect(processExitsWith: .success) {
      setenv("TZ", "UTC", 1)
      tzset()
      let date = Date(timeIntervalSince1970: 1_795_000_000)
      exit(RelativeTime.absolute(date) == "2026-11-18 11:06" ? 0 : 1)
    }
  }
}
