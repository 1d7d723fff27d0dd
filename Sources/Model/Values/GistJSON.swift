import Foundation

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

  /// An encoder for request bodies and the test server's responses.
  public static func encoder(pretty: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatDate(date))
    }
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
    return encoder
  }

  /// Parses `2010-04-14T02:15:15Z` or `2010-04-14T02:15:15.123Z`.
  public static func parseDate(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }

  /// Formats a date the way GitHub does (`2010-04-14T02:15:15Z`).
  public static func formatDate(_ date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }
}
