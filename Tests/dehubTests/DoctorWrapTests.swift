import Testing

@testable import Commands

/// Issue 57, item 21: doctor's long lines break between words on a terminal, each further
/// line under the detail; piped, a check stays one line.
@Suite struct DoctorWrapTests {
  static let check = DoctorCheck(
    name: "libcurl", outcome: .pass,
    detail: "libcurl/7.88.1 OpenSSL/3.0.22 zlib/1.2.13 brotli/1.0.9 zstd/1.5.4, the system's")

  @Test func aLongDetailBreaksBetweenWordsUnderItself() {
    let lines = Self.check.lines(width: 40)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 13)) })
    let words = lines.joined(separator: " ").split(separator: " ")
    #expect(words == Self.check.line.split(separator: " "), "no word is cut")
  }

  @Test func pipedOrWideItStaysOneLine() {
    #expect(Self.check.lines(width: nil) == [Self.check.line])
    #expect(Self.check.lines(width: 200) == [Self.check.line])
  }
}
