import FoundationEssentials

/// The JSON coders for GitHub's shapes: snake_case keys are spelled out in each type's
/// `CodingKeys`; dates are ISO 8601, with or without fractional seconds.
public enum GistJSON {
  /// A decoder for API responses.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = parseDate(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "not an ISO 8601 date: \(text)")
      }
      return date
    }
    return decoder
  }

  /// An encoder for request bodies, the cache, the test server's responses and every
  /// command's `--json`: members sorted, `/` written as it is (as GitHub writes it, so a
  /// command's own JSON and GitHub's bytes passed through read alike).
  public static func encoder(pretty: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatDate(date))
    }
    encoder.outputFormatting =
      pretty
      ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Parses `2010-04-14T02:15:15Z` or `2010-04-14T02:15:15.123Z`.
  public static func parseDate(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }

  /// Parses GitHub's usual `2010-04-14T02:15:15Z` by hand (Foundation's parser costs
  /// microseconds a date, which a list of thousands feels), and other forms as `parseDate`.
  public static func parseDateFast(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
        bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z")
      else { return nil }
      func number(_ from: Int, _ count: Int) -> Int? {
        var value = 0
        for index in from..<(from + count) {
          let digit = Int(bytes[index]) - 48
          guard (0...9).contains(digit) else { return nil }
          value = value * 10 + digit
        }
        return value
      }
      guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
      else { return nil }
      // Days from 1970-01-01 to the civil date (Howard Hinnant's algorithm).
      let shifted = month <= 2 ? year - 1 : year
      let era = (shifted >= 0 ? shifted : shifted - 399) / 400
      let yearOfEra = shifted - era * 400
      let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      let days = era * 146_097 + dayOfEra - 719_468
      return Date(
        timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    } ?? parseDate(text)
  }

  /// Formats a date the way GitHub does (`2010-04-14T02:15:15Z`, whole seconds, UTC), by
  /// hand as `Date.ISO8601FormatStyle()` writes it: the format style's first use costs the
  /// cache's write of a gist a millisecond.
  public static func formatDate(_ date: Date) -> String {
    let total = Int(date.timeIntervalSince1970.rounded(.down))
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let seconds = total - days * 86_400
    // The civil date of a day count (Howard Hinnant's algorithm).
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    guard (0...9999).contains(year) else { return date.formatted(Date.ISO8601FormatStyle()) }
    func digits(_ value: Int, _ count: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, count - text.count)) + text
    }
    return
      "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T\(digits(seconds / 3600, 2)):\(digits(seconds / 60 % 60, 2)):\(digits(seconds % 60, 2))Z"
  }
}
