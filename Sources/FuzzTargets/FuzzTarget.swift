import Foundation
import Model
import ScreenLogic
import TerminalScreens
import TerminalUI

/// The parsers that read outside data, each as a function of arbitrary bytes, for
/// libFuzzer (`scripts/fuzz`) and for the suite, which replays every input of the corpus
/// in `Fuzz/Corpus/TARGET/`. A target never crashes, and checks what must hold of its
/// answer (sanitised text has no control characters left; clipped text fits).
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Every API answer's JSON (gists, pages, comments, commits, forks, users, rate limits)
  /// and error bodies with their statuses.
  case json
  /// The terminal's key and mouse bytes.
  case keys
  /// The text sanitiser and display widths.
  case text
  /// Gist links and ids (typed, pasted, `dehub://`), and `Link` headers.
  case link
  /// The config file.
  case config
  /// Demo scripts.
  case demo

  /// Runs the target on `data`; a broken promise stops the process (a finding).
  public func run(_ data: Data) {
    switch self {
    case .json: Self.json(data)
    case .keys: Self.keys(data)
    case .text: Self.text(String(decoding: data, as: UTF8.self))
    case .link: Self.link(String(decoding: data, as: UTF8.self))
    case .config: _ = try? Config.parse(String(decoding: data, as: UTF8.self))
    case .demo: _ = try? DemoScript.parse(String(decoding: data, as: UTF8.self))
    }
  }

  private static func json(_ data: Data) {
    let decoder = GistJSON.decoder()
    _ = try? decoder.decode(Gist.self, from: data)
    _ = try? decoder.decode([Lenient<Gist>].self, from: data)
    _ = try? decoder.decode([GistComment].self, from: data)
    _ = try? decoder.decode([GistCommit].self, from: data)
    _ = try? decoder.decode([GistForkInfo].self, from: data)
    _ = try? decoder.decode(GistUser.self, from: data)
    _ = try? decoder.decode(RateLimit.self, from: data)
    for status in [401, 403, 404, 409, 422, 500] {
      let response = HTTPResponse(status: status, body: data)
      let error = ResponseInterpreter.error(
        for: response, route: .gist(id: "abc"), hadToken: true)
      check(error != nil, "a \(status) is an error")
      check(!(error?.message.isEmpty ?? true), "an error has a sentence")
    }
  }

  private static func keys(_ data: Data) {
    var decoder = KeyDecoder()
    let half = data.count / 2
    _ = decoder.feed(data.prefix(half))
    _ = decoder.feed(data.dropFirst(half))
    _ = decoder.flush()
    check(!decoder.hasPending, "a flush leaves nothing pending")
  }

  private static func text(_ text: String) {
    let safe = TextSanitizer.sanitize(text)
    check(
      !safe.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || TextSanitizer.isHidden($0)
      }, "sanitised text drives no terminal")
    let kept = TextSanitizer.sanitize(text, keepNewlines: true, keepTabs: true)
    check(!kept.unicodeScalars.contains { $0.value == 0x1B }, "no escape survives")
    for columns in [0, 1, 2, 5, 80] {
      check(DisplayWidth.of(DisplayWidth.clip(safe, to: columns)) <= columns, "clip fits")
      check(DisplayWidth.of(DisplayWidth.pad(safe, to: columns)) == columns, "pad fills")
    }
  }

  private static func link(_ text: String) {
    if let link = try? GistLink.parse(text) {
      switch link {
      case .gist(let id, _, let revision):
        check(GistLink.isIdentifier(id), "a gist id is plain")
        check(revision.map(GistLink.isIdentifier) ?? true, "a revision is plain")
      case .user(let name), .userOrGist(let name):
        check(GistLink.isLogin(name), "a user is a login")
      default:
        break
      }
    }
    _ = try? GistReference.parse(text)
    _ = try? Destination.parse(text)
    _ = LinkHeader(text)
    _ = GistLink.isWebPage(text)
  }

  /// Stops the process when `condition` fails: libFuzzer keeps the input as a finding.
  static func check(_ condition: Bool, _ promise: String) {
    if !condition {
      FileHandle.standardError.write(Data("broken promise: \(promise)\n".utf8))
      abort()
    }
  }
}
