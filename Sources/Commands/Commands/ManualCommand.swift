import ArgumentParser
import FoundationEssentials

/// `dehub manual`: writes dehub's man page (roff) to stdout, made from the commands'
/// declarations and the key tables (`ManualPage`); `scripts/build-release` installs it as
/// dehub.1. Not in `--help`: users read the page with `man dehub`.
struct ManualCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "manual", abstract: "Write dehub's man page (roff) to stdout.",
    shouldDisplay: false)

  @Option(help: "The date the page names (default: today).") var date: String?

  func run() throws {
    let day = date ?? Date().formatted(.iso8601.year().month().day())
    Output.exact(try ManualPage.roff(date: day))
  }
}
