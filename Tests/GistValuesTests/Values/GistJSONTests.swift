import Foundation
import Testing

@testable import GistValues

/// GitHub's dates, written by hand, as Foundation's ISO 8601 format style writes them.
@Suite struct GistJSONTests {
  @Test func datesAreWrittenAsTheFormatStyleWritesThem() {
    var generator = SystemRandomNumberGenerator()
    var dates = [
      0, -1, 0.5, -0.5, 86_399.999, 951_782_400, 1_271_211_315.123, 4_102_444_799, -2_208_988_800,
      1_709_164_800,
    ].map { Date(timeIntervalSince1970: $0) }
    for _ in 0..<2000 {
      dates.append(
        Date(
          timeIntervalSince1970: Double.random(
            in: -2_208_988_800...4_102_444_800, using: &generator)))
    }
    for date in dates {
      #expect(
        GistJSON.formatDate(date) == date.formatted(Date.ISO8601FormatStyle()),
        "\(date.timeIntervalSince1970)")
    }
    #expect(
      GistJSON.formatDate(Date(timeIntervalSince1970: 1_271_211_315)) == "2010-04-14T02:15:15Z")
  }
}
