import Foundation
import GistValues
import GistWork
import Model
import ScreenLogic
import Store
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
  /// What dehub keeps in files another program or a person could have changed: the links
  /// store, an export's state, a deleted gist's copy. Nothing they say may reach outside
  /// their folder.
  case state
  /// Markdown, laid out at a few widths.
  case markdown
  /// The syntax highlighter, in every language it knows.
  case highlight

  /// Runs the target on `data`; a broken promise stops the process (a finding).
  public func run(_ data: Data) {
    switch self {
    case .json: Self.json(data)
    case .keys: Self.keys(data)
    case .text: Self.text(String(decoding: data, as: UTF8.self))
    case .link: Self.link(String(decoding: data, as: UTF8.self))
    case .config: _ = try? Config.parse(String(decoding: data, as: UTF8.self))
    case .demo: _ = try? DemoScript.parse(String(decoding: data, as: UTF8.self))
    case .state: Self.state(data)
    case .markdown: Self.markdown(String(decoding: data, as: UTF8.self))
    case .highlight: Self.highlight(String(decoding: data, as: UTF8.self))
    }
  }

  /// The state files read as dehub reads them, in a throw-away folder: every link names
  /// plain files of its own folder, every export entry a plain id and plain files, every
  /// kept copy the gist its file is named for.
  private static func state(_ data: Data) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dehub-fuzz-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: root) }
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let store = LinkStore(state: root)
    try? data.write(to: store.file)
    for link in (try? store.all()) ?? [] {
      check(link.path.hasPrefix("/") && GistLink.isIdentifier(link.gistID), "a link is plain")
      for file in link.files {
        check(LocalFiles.refusal(file.name) == nil, "a linked name is plain")
        if link.isFolder {
          let place = link.localURL(of: file.name).standardizedFileURL.path
          check(place.hasPrefix(link.folder.standardizedFileURL.path + "/"), "inside its folder")
        }
      }
    }
    try? data.write(to: root.appendingPathComponent(ExportState.fileName))
    for (id, entry) in (try? ExportState.load(from: root))??.gists ?? [:] {
      check(ExportFolder.refusal(id: id) == nil, "an export entry's id is plain")
      for name in entry.files {
        check(ExportFolder.refusal(fileName: name) == nil, "an export entry's file is plain")
      }
    }
    let copies = DeletedGists(root: root.appendingPathComponent("deleted"), account: "a")
    try? FileManager.default.createDirectory(at: copies.folder, withIntermediateDirectories: true)
    try? data.write(to: copies.folder.appendingPathComponent("abc123.json"))
    for copy in copies.all() { check(copy.gist.id == "abc123", "a copy is its file's gist") }
  }

  /// Markdown at 10, 40 and 100 columns: no line wider than asked.
  private static func markdown(_ text: String) {
    for width in [10, 40, 100] {
      for line in MarkdownRenderer.render(text, width: width) {
        check(
          line.runs.allSatisfy { $0.start >= 0 && $0.length >= 0 }, "a styled run is in its line")
      }
    }
  }

  /// Each language's highlighter on each line: runs inside the line.
  private static func highlight(_ text: String) {
    let names = [
      "a.swift", "a.py", "a.js", "a.go", "a.rs", "a.c", "a.java", "a.rb", "a.sh", "a.json",
      "a.yaml", "a.toml", "a.ini", "a.diff", "a.md", "Dockerfile", "Makefile", "a.sql",
    ]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for name in names {
      guard let highlighter = SyntaxHighlighter.forFile(named: name, language: nil) else {
        continue
      }
      for line in lines {
        let count = line.count
        for run in highlighter.runs(line) {
          check(run.start >= 0 && run.start + run.length <= count, "a run is inside its line")
        }
      }
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
