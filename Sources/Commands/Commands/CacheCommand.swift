import ArgumentParser
import FoundationEssentials
import Model
import Store

/// `dehub cache info|clear`: what the offline cache holds, and emptying it.
struct CacheCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cache", abstract: "Show or clear the offline cache.",
    discussion: CommandExamples.discussion("", "cache"),
    subcommands: [CacheInfoCommand.self, CacheClearCommand.self])
}

/// `dehub cache info`.
struct CacheInfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info", abstract: "Where the cache is, how big, and what it holds.",
    discussion: CommandExamples.discussion("", "cache info"))

  func run() throws {
    let cache = try CacheCommand.open()
    let info = cache.info()
    func megabytes(_ bytes: Int) -> String {
      let tenths = (bytes * 10 + 524_288) / 1_048_576
      return "\(tenths / 10).\(tenths % 10) MB"
    }
    Output.line("file:        \(info.path) (\(megabytes(info.fileSize)))")
    Output.line("schema:      \(info.schemaVersion)")
    Output.line(
      "accounts:    \(info.accounts.isEmpty ? "none" : info.accounts.joined(separator: ", "))")
    Output.line("lists:       \(info.pages) pages, \(info.listedGists) gists")
    Output.line(
      "whole gists: \(info.documents) (\(megabytes(info.documentBytes)) of the \(megabytes(info.limitBytes)) cache_limit_mb allows)"
    )
    Output.line(
      "limit:       cache_limit_mb covers whole gists (their files' text); the least recently read go first. Lists and the search index are not counted: dehub cache clear empties all."
    )
  }
}

/// `dehub cache clear`.
struct CacheClearCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clear", abstract: "Forget everything the cache holds.",
    discussion: CommandExamples.discussion("", "cache clear"))

  func run() throws {
    let cache = try CacheCommand.open()
    try cache.clear()
    Output.error("Cleared \(cache.file.path).")
  }
}

extension CacheCommand {
  /// The cache of the config's paths.
  static func open() throws -> GistCache {
    let environment = Console.current.environment
    let paths = AppPaths(environment: environment)
    let config = try Config.load(file: paths.configFile, environment: environment)
    return try GistCache(folder: paths.cache, limitBytes: config.cacheLimitMB * 1_048_576)
  }
}
