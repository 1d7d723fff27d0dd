import Foundation
import TestSupport
import Testing

/// Issue 36: `dehub` and `dehub-server` link FoundationEssentials, not full Foundation with ICU, and loads
/// libcurl only at its first request. Read from the built binary's dynamic section, so a
/// dependency that imports Foundation (as GRDB and TOMLKit did) is caught too.
@Suite struct LeanBinaryTests {
  @Test func theClientLinksNeitherICUNorFullFoundationNorCurl() throws {
    let needed = try Self.needed(by: CLI.binary)
    for library in needed {
      #expect(!library.hasPrefix("libcurl"), "\(needed)")
    }
  }

  /// The demo's server too: SwiftNIO on FoundationEssentials.
  @Test func theServerLinksNeitherICUNorFullFoundation() throws {
    _ = try Self.needed(
      by: CLI.binary.deletingLastPathComponent().appendingPathComponent("dehub-server"))
  }

  /// The libraries `binary` needs, checked for full Foundation and ICU.
  static func needed(by binary: URL) throws -> [String] {
    let text = try TestProgram.run(["/usr/bin/env", "readelf", "-d", binary.path]).stdout
    let needed = text.split(separator: "\n").filter { $0.contains("(NEEDED)") }
      .compactMap { $0.split(separator: "[").last?.split(separator: "]").first.map(String.init) }
    #expect(!needed.isEmpty, "readelf gave no NEEDED entries: \(text.prefix(200))")
    for library in needed {
      #expect(!library.hasPrefix("libFoundation.so"), "\(needed)")
      #expect(!library.hasPrefix("libFoundationInternationalization"), "\(needed)")
      #expect(!library.hasPrefix("libFoundationNetworking"), "\(needed)")
      #expect(!library.contains("ICU"), "\(needed)")
    }
    return needed
  }
}
