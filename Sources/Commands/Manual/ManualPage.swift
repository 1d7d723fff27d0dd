import ArgumentParser
import FoundationEssentials
import ScreenLogic

/// dehub's man page (roff, with man(7)'s macros), made from what `--help` is made of (the
/// commands' declarations, as the parser describes them with `--experimental-dump-help`),
/// the browser's key tables (`KeyMap.reference`) and the few sections no declaration holds
/// (ENVIRONMENT, FILES, EXIT STATUS), so it cannot drift from the program. The options
/// every command takes are written once, under COMMON OPTIONS.
enum ManualPage {
  /// A command as the parser describes it.
  struct Command: Decodable {
    var commandName: String
    var abstract: String?
    var discussion: String?
    var shouldDisplay: Bool?
    var arguments: [Argument]?
    var subcommands: [Command]?
  }

  /// One of a command's arguments, options and flags.
  struct Argument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }
    var kind: String
    var names: [Name]?
    var valueName: String?
    var abstract: String?
    var defaultValue: String?
    var isOptional: Bool?
    var isRepeating: Bool?
    var shouldDisplay: Bool?

    /// `-L, --limit <limit>`, or `<file> ...` for a positional argument.
    var synopsis: String {
      let value = "<\(valueName ?? "value")>" + (isRepeating == true ? " ..." : "")
      guard let names, !names.isEmpty else { return value }
      let spelled = names.map { $0.kind == "short" ? "-\($0.name)" : "--\($0.name)" }
        .joined(separator: ", ")
      return kind == "flag" ? spelled : "\(spelled) \(value)"
    }

    /// The long name, when it has one.
    var long: String? { names?.first { $0.kind != "short" }?.name }
  }

  private struct Described: Decodable {
    var command: Command
  }

  /// The options every command that talks to GitHub takes (`GlobalOptions`), and help.
  static let common: Set<String> = [
    "api-url", "timeout", "no-cache", "allow-escape-sequences", "help", "version",
  ]

  /// The root command as the parser describes it.
  static func described() throws -> Command {
    let json: String
    do {
      _ = try Dehub.parseAsRoot(["--experimental-dump-help"])
      throw CommandFailure.failure("The parser gave no description of the commands.")
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      json = Dehub.fullMessage(for: error)
    }
    do {
      return try JSONDecoder().decode(Described.self, from: Data(json.utf8)).command
    } catch {
      throw CommandFailure.failure(
        "The parser's description of the commands did not read: \(error)")
    }
  }

  /// The page, dated `date` (`2026-11-28`).
  static func roff(date: String) throws -> String {
    let root = try described()
    let commands = (root.subcommands ?? []).filter {
      $0.shouldDisplay != false && $0.commandName != "help"
    }
    var page = Roff()
    page.line(
      ".TH DEHUB 1 \"\(Roff.escaped(date))\" \"dehub \(Roff.escaped(Dehub.versionLine))\" \"User Commands\""
    )
    page.section("NAME")
    page.line("dehub \\- \(Roff.escaped(root.abstract ?? ""))")
    page.section("SYNOPSIS")
    page.line(".B dehub")
    page.line(".br")
    for command in commands {
      page.line(".B dehub \(Roff.escaped(command.commandName))")
      page.line(".RI [ options ]")
      page.line(".br")
    }
    page.section("DESCRIPTION")
    page.text(
      "dehub browses, reads, writes and manages GitHub gists: with no command, a full-screen "
        + "browser (its keys are under BROWSER KEYS); with one, a scripting command whose "
        + "data goes to stdout and whose words follow gh's (gh gist list is dehub list; "
        + "dehub gist list, dehub ls and dehub new work too).")
    page.paragraphs(root.discussion)
    page.section("COMMON OPTIONS")
    for argument in Self.commonArguments(of: commands) { page.option(argument) }
    page.section("COMMANDS")
    for command in commands { page.command(command, prefix: "") }
    page.section("BROWSER KEYS")
    page.text(
      "Any action takes other keys under [keys] in the config file, by the name given in "
        + "brackets (star = \"x\").")
    for screen in KeyMap.reference {
      page.line(".SS \(Roff.escaped(Self.capitalized(screen.title)))")
      for row in screen.rows {
        page.line(".TP")
        page.line(".B \(Roff.escaped(row.label))")
        page.text("\(row.action) [\(row.name)]")
      }
    }
    page.section("ENVIRONMENT")
    for (name, meaning) in Self.environment {
      page.line(".TP")
      page.line(".B \(name)")
      page.text(meaning)
    }
    page.section("FILES")
    for (path, meaning) in Self.files {
      page.line(".TP")
      page.line(".I \(Roff.escaped(path))")
      page.text(meaning)
    }
    page.section("EXIT STATUS")
    for (code, meaning) in Self.exitStatus {
      page.line(".TP")
      page.line(".B \(code)")
      page.text(meaning)
    }
    page.section("EXAMPLES")
    for command in commands {
      for example in CommandExamples.of(command.commandName) {
        page.line(".TP")
        page.line(".B \(Roff.escaped(example.command))")
        page.text(example.says)
      }
    }
    page.section("SEE ALSO")
    page.line(".BR gh (1),")
    page.line(".BR git (1),")
    page.line(".BR jq (1)")
    return page.text
  }

  /// The common options, as the first command that has each describes it.
  private static func commonArguments(of commands: [Command]) -> [Argument] {
    var seen: Set<String> = []
    var found: [Argument] = []
    for command in commands {
      for argument in command.arguments ?? [] {
        guard let long = argument.long, common.contains(long), seen.insert(long).inserted else {
          continue
        }
        found.append(argument)
      }
    }
    return found
  }

  private static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// The environment dehub reads.
  static let environment: [(String, String)] = [
    ("GH_TOKEN, GITHUB_TOKEN", "A token for github.com (and *.ghe.com) only."),
    (
      "GH_ENTERPRISE_TOKEN, GITHUB_ENTERPRISE_TOKEN",
      "A token for the GitHub Enterprise Server host GH_HOST or the API address names."
    ),
    ("GH_HOST", "Which GitHub host to use when the API address is not given."),
    ("DEHUB_API_URL", "The API address (as --api-url; https, or http on this machine only)."),
    ("DEHUB_TIMEOUT", "Seconds to wait for one request (as --timeout)."),
    ("DEHUB_EDITOR, VISUAL, EDITOR", "The editor, the first set (else vi)."),
    ("DEHUB_PAGER, PAGER", "The pager of dehub view on a terminal (else less -R)."),
    ("DEHUB_SEARCH_RATE_SHARE", "Percent of the remaining rate limit the search indexer spends."),
    ("DEHUB_LIBCURL", "A libcurl to load in place of the system's."),
    ("HTTPS_PROXY, ALL_PROXY, NO_PROXY", "The proxy for https requests, as libcurl reads them."),
    ("SSL_CERT_FILE, SSL_CERT_DIR", "Certificate authorities to trust in place of the system's."),
    ("NO_COLOR", "No colour, anywhere."),
    ("TERM", "The terminal; dumb gives plain output."),
    ("XDG_CONFIG_HOME, XDG_STATE_HOME, XDG_CACHE_HOME", "Where the files below live."),
  ]

  /// The files dehub reads and writes.
  static let files: [(String, String)] = [
    (
      "$XDG_CONFIG_HOME/dehub/config.toml",
      "Settings, options and keys (written annotated at the first run)."
    ),
    (
      "$XDG_CONFIG_HOME/dehub/hosts.json",
      "The accounts dehub auth login saved: a token for each host and login (0600)."
    ),
    (
      "$XDG_CACHE_HOME/dehub/",
      "The offline cache and the search index (dehub cache info, dehub cache clear)."
    ),
    ("$XDG_STATE_HOME/dehub/drafts/", "Unsent drafts, kept until GitHub confirms a send."),
    ("$XDG_STATE_HOME/dehub/links.json", "The links of dehub link and dehub sync."),
    (
      "$XDG_STATE_HOME/dehub/deleted/",
      "Copies of gists deleted through dehub, for dehub undelete, for a week."
    ),
  ]

  /// The exit codes.
  static let exitStatus: [(String, String)] = [
    ("0", "Success (and quitting the browser, Ctrl-C included)."),
    ("1", "Failure; for search, nothing matched (as grep); text refused for a pipe."),
    (
      "2", "A usage error: an unknown command or flag, a value out of range, an ambiguous short id."
    ),
    ("3", "Sync left conflicts to resolve."),
    ("4", "Authentication is needed."),
    ("130", "A picker was left with Esc or Ctrl-C, nothing chosen."),
  ]
}
