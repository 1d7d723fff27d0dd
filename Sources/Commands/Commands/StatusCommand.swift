import ArgumentParser
import Basics
import FoundationEssentials
import GistWork
import ScreenLogic

/// `dehub status [PATH...]`: where each linked file stands against the last sync. The gist
/// side is revalidated with its ETag (a 304 costs nothing); offline, the cached copy
/// answers and a line on stderr says how old it is.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", _superCommandName: "dehub",
    abstract: "Show whether linked files changed here, on GitHub, or both.",
    discussion: CommandExamples.discussion(
      """
      One line per link (its path, gist and state), then one per file: in sync, changed \
      here, changed on GitHub, changed on both (conflict), deleted here, deleted on GitHub, \
      new here, new on GitHub. A difference only in the trailing newline counts as none. \
      `dehub sync` brings them in step.
      """, "status"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "Linked files or folders (default: every link).", completion: .file())
  var paths: [String] = []

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let session = context.linkSession(noCache: global.noCache)
    for link in try context.links(paths, in: session) {
      let state = try session.inspect(link)
      Self.sayOffline(state)
      Output.line("\(link.path)  gist \(link.gistID)  \(state.summary)")
      let width = state.files.map(\.status.label.count).max() ?? 0
      for file in state.files {
        let label = file.status.label
        Output.line("  \(label)\(String(repeating: " ", count: width - label.count))  \(file.name)")
      }
      for skipped in state.skipped {
        Output.error(Output.oneLine("dehub: skipped \(skipped.name): \(skipped.reason)"))
      }
    }
  }

  /// Says on stderr that `state`'s gist came from the cache, and its age.
  static func sayOffline(_ state: LinkState) {
    if let note = state.offlineNote(now: Console.current.now()) { Output.error(note) }
  }
}
