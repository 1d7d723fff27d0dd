import ArgumentParser
import CBuildInfo
import Model

/// The root command.
struct Dehub: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dehub",
    abstract: "A terminal gist client for GitHub.",
    discussion: """
      Scripting commands print data on stdout and nothing else. Exit codes: 0 success, \
      1 failure, 2 usage error, 4 authentication needed.
      Token: GH_TOKEN, GITHUB_TOKEN, the token file written by `dehub auth login`, or \
      `gh auth token` for the same host.
      """,
    version: versionLine,
    subcommands: [
      ListCommand.self, ViewCommand.self, CreateCommand.self, EditCommand.self,
      DeleteCommand.self, StarCommand.self, UnstarCommand.self, CloneCommand.self,
      RenameCommand.self, PickCommand.self, SearchCommand.self, CommentsCommand.self,
      HistoryCommand.self,
      DiffCommand.self,
      AuthCommand.self, ServerCommand.self, GalleryCommand.self, BrowseCommand.self,
      OpenCommand.self, NewCommand.self, CacheCommand.self, DemoCommand.self, DoctorCommand.self,
    ],
    defaultSubcommand: BrowseCommand.self)

  /// Whether command `name` always asks GitHub something: for these, libcurl is loaded
  /// beside the parsing of the arguments, the settings and the cache (see `DehubMain`).
  /// A `switch`, not a `Set`: making a set at the start costs a third of a millisecond.
  static func requests(_ name: String) -> Bool {
    switch name {
    case "list", "view", "create", "edit", "delete", "star", "unstar", "rename", "comments",
      "history", "diff":
      true
    default: false
    }
  }

  /// What `--version` prints.
  static var versionLine: String {
    "\(DehubVersion.current) (commit \(String(cString: dehub_build_commit())))"
  }
}
