import ArgumentParser
import Foundation
import Model

/// `dehub list`: a list of gists as a table or GitHub's JSON.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List gists (yours by default).")

  @OptionGroup var global: GlobalOptions

  @Flag(help: "Your own gists (the default with a token).") var mine = false
  @Flag(help: "Gists you starred.") var starred = false
  @Flag(name: .customLong("public"), help: "Everyone's public gists, newest first.")
  var everyone = false
  @Option(help: "One user's public gists.") var user: String?
  @Option(help: "How many gists at most.") var limit = 30
  @Option(help: "Only gists whose description or file names match this regular expression.")
  var filter: String?
  @Flag(help: "Print GitHub's JSON (an array of gists).") var json = false

  func validate() throws {
    let chosen = [mine, starred, everyone, user != nil].filter { $0 }.count
    if chosen > 1 { throw ValidationError("Choose one of --mine, --starred, --public, --user.") }
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
    if let user, !GistLink.isLogin(user) { throw ValidationError(GistLink.notALogin(user)) }
    if let filter, (try? NSRegularExpression(pattern: filter)) == nil {
      throw ValidationError("--filter is not a valid regular expression: \(filter)")
    }
  }

  func run() throws {
    let kind: GistListKind =
      if starred { .starred } else if everyone { .public } else if let user { .user(user) } else {
        .mine
      }
    let context = try CommandContext(
      options: global, requireToken: kind == .mine || kind == .starred)
    var gists: [Gist]
    if let filter,
      let pattern = try? NSRegularExpression(pattern: filter, options: .caseInsensitive)
    {
      gists = []
      var route = Route.list(kind, since: nil, perPage: 100, page: nil)
      // A server whose `Link: next` repeats (or whose pages repeat gists) must not make
      // this loop forever or list a gist twice: each next URL and each id once.
      var seenPages: Set<URL> = []
      var seenIDs: Set<String> = []
      while gists.count < limit {
        let page = try context.api.page(route)
        gists += (page.items ?? []).filter {
          seenIDs.insert($0.id).inserted && Self.matches($0, pattern)
        }
        guard let next = page.next, !(page.items ?? []).isEmpty, seenPages.insert(next).inserted
        else { break }
        route = .page(next)
      }
      gists = Array(gists.prefix(limit))
    } else {
      gists = try context.api.gists(kind, limit: limit)
    }
    if json {
      let data = try GistJSON.encoder(pretty: true).encode(gists)
      Output.exact(data)
      Output.exact("\n")
    } else {
      let table = GistTable(gists: gists, now: Date())
      Output.write(
        Output.stdoutIsTerminal ? table.aligned(width: Output.terminalWidth) : table.tabSeparated())
    }
  }

  static func matches(_ gist: Gist, _ pattern: NSRegularExpression) -> Bool {
    let texts = [gist.description ?? ""] + gist.files.map(\.filename)
    return texts.contains { text in
      pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
  }
}
