import ArgumentParser
import Foundation
import Model

/// `dehub list`: a list of gists as a table or GitHub's JSON.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", _superCommandName: "dehub", abstract: "List gists (yours by default).")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Your own gists (the default with a token).") var mine = false
  @Flag(help: "Gists you starred.") var starred = false
  @Flag(help: "Everyone's public gists, newest first (the browser's Public tab).")
  var discover = false
  @Option(help: "One user's public gists.") var user: String?
  @Flag(name: .customLong("public"), help: "Only public gists (as gh: of your own by default).")
  var onlyPublic = false
  @Flag(name: .customLong("secret"), help: "Only secret gists (as gh: of your own by default).")
  var onlySecret = false
  @Option(name: [.customShort("L"), .long], help: "How many gists at most.") var limit = 30
  @Option(help: "Only gists whose description or file names match this regular expression.")
  var filter: String?
  @Flag(help: "Print GitHub's JSON (an array of gists).") var json = false

  func validate() throws {
    let chosen = [mine, starred, discover, user != nil].filter { $0 }.count
    if chosen > 1 { throw ValidationError("Choose one of --mine, --starred, --discover, --user.") }
    if onlyPublic && onlySecret { throw ValidationError("Choose one of --public and --secret.") }
    if onlySecret && (discover || user != nil) {
      throw ValidationError("Other people's secret gists are never listed; --secret lists yours.")
    }
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    if let user, !GistLink.isLogin(user) { throw ValidationError(GistLink.notALogin(user)) }
    if let filter, (try? NSRegularExpression(pattern: filter)) == nil {
      throw ValidationError("--filter is not a valid regular expression: \(filter)")
    }
  }

  func run() throws {
    let kind: GistListKind =
      if starred { .starred } else if discover { .public } else if let user { .user(user) } else {
        .mine
      }
    let context = try CommandContext(
      options: global, requireToken: kind == .mine || kind == .starred)
    let pattern = filter.flatMap {
      try? NSRegularExpression(pattern: $0, options: .caseInsensitive)
    }
    let visibility: Bool? = onlyPublic ? true : onlySecret ? false : nil
    let keep: ((Gist) -> Bool)? =
      pattern == nil && visibility == nil
      ? nil
      : { gist in
        (visibility.map { gist.isPublic == $0 } ?? true)
          && (pattern.map { Self.matches(gist, $0) } ?? true)
      }
    let cache = CommandCache(context: context, noCache: global.noCache)
    if json && keep == nil {
      return Self.writeJSON(objects: try cache.listBytes(kind, limit: limit))
    }
    let (gists, raw) = try cache.list(kind, limit: limit, keep: keep)
    if json {
      let encoder = GistJSON.encoder()
      Self.writeJSON(
        objects: gists.map { raw[$0.id] ?? (try? encoder.encode($0)) ?? Data("{}".utf8) })
    } else {
      let table = GistTable(gists: gists, now: Date())
      Output.write(
        Output.stdoutIsTerminal ? table.aligned(width: Output.terminalWidth) : table.tabSeparated())
    }
  }

  /// Writes JSON objects as an array, one per line, a megabyte or so at a time: the array
  /// is never made whole beside its objects (50,000 gists are 43 MB). `list --json` gives
  /// GitHub's own bytes of each gist where known (no field lost, nothing escaped anew),
  /// else the gist encoded.
  static func writeJSON(objects: [Data]) {
    var chunk = Data("[".utf8)
    for (index, object) in objects.enumerated() {
      chunk.append(contentsOf: Array((index == 0 ? "\n" : ",\n").utf8))
      chunk.append(object)
      if chunk.count >= 1 << 20 {
        // Each object is whole JSON: a C1 character never straddles two chunks.
        Output.json(chunk)
        chunk = Data()
      }
    }
    chunk.append(contentsOf: Array((objects.isEmpty ? "]\n" : "\n]\n").utf8))
    Output.json(chunk)
  }

  static func matches(_ gist: Gist, _ pattern: NSRegularExpression) -> Bool {
    let texts = [gist.description ?? ""] + gist.files.map(\.filename)
    return texts.contains { text in
      pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
  }
}
