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
      1 failure (for search: nothing matched, as grep), 2 usage error, 3 sync conflicts left, \
      4 authentication needed, 130 a picker (pick, or a command given no id) left with Esc \
      or Ctrl-C, nothing chosen (as fzf, and the shell's code for Ctrl-C). Ctrl-C in the \
      browser is its quit key: exit 0.
      Token, for the host in use only (GH_HOST picks it; --api-url wins): GH_TOKEN or \
      GITHUB_TOKEN for github.com, GH_ENTERPRISE_TOKEN or GITHUB_ENTERPRISE_TOKEN for an \
      Enterprise Server host; then the account saved by `dehub auth login`; then \
      `gh auth token` for the same host.
      `dehub --version` prints the version (the root's option alone: not one of every \
      command's).
      """,
    subcommands: [
      ListCommand.self, ViewCommand.self, CreateCommand.self, EditCommand.self,
      DeleteCommand.self, StarCommand.self, UnstarCommand.self, CloneCommand.self,
      RenameCommand.self, PickCommand.self, SearchCommand.self, CommentsCommand.self,
      HistoryCommand.self, ExportCommand.self,
      DiffCommand.self, LinkCommand.self, UnlinkCommand.self, StatusCommand.self,
      SyncCommand.self,
      AuthCommand.self, ServerCommand.self, GalleryCommand.self, BrowseCommand.self,
      OpenCommand.self, ComposeCommand.self, CacheCommand.self, DemoCommand.self,
      DoctorCommand.self,
      McpCommand.self, UndeleteCommand.self, DraftsCommand.self, OutboxCommand.self,
      ManualCommand.self,
    ],
    defaultSubcommand: BrowseCommand.self)

  /// The command `name` when it always asks GitHub something, else nil. For these,
  /// libcurl is loaded beside the parsing of the arguments, the settings and the cache,
  /// and the command is parsed on its own (see `DehubProgram`). Each names `dehub` as its
  /// `_superCommandName`: parsed on its own it is still `dehub view` to the parser, which
  /// then leaves the look for `--generate-completion-script` to the root's parse. A
  /// `switch`, not a dictionary: making one at the start costs a third of a millisecond.
  static func requesting(_ name: String) -> (any ParsableCommand.Type)? {
    switch name {
    case "list": ListCommand.self
    case "view": ViewCommand.self
    case "create": CreateCommand.self
    case "edit": EditCommand.self
    case "delete": DeleteCommand.self
    case "star": StarCommand.self
    case "unstar": UnstarCommand.self
    case "rename": RenameCommand.self
    case "comments": CommentsCommand.self
    case "history": HistoryCommand.self
    case "diff": DiffCommand.self
    case "link": LinkCommand.self
    case "status": StatusCommand.self
    case "sync": SyncCommand.self
    default: nil
    }
  }

  /// What `--version` prints.
  static var versionLine: String {
    "\(DehubVersion.current) (commit \(String(cString: dehub_build_commit())))"
  }
}
