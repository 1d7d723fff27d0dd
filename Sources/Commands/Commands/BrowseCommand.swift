import ArgumentParser
import FoundationEssentials

/// `dehub` with no command: the full-screen browser. Without a token, or with one the
/// server rejects, it starts on the login screen.
struct BrowseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse", _superCommandName: "dehub",
    abstract: "Browse your gists full screen (the default; ? shows the keys).",
    discussion: CommandExamples.discussion("", "browse"))

  @OptionGroup var global: GlobalOptions

  func run() throws {
    try CommandContext(options: global, requireToken: false).runBrowser(noCache: global.noCache)
  }

  /// `dehub` with no arguments at all: the browser with every option as the config says,
  /// without the argument parser, whose reflection over the options cost about 2 ms of
  /// the first painted list (perf, from the cache).
  static func runAlone() throws {
    try CommandContext(apiURL: nil, timeout: nil, requireToken: false).runBrowser(noCache: false)
  }
}
