import ArgumentParser
import FoundationEssentials
import GistValues

/// `dehub pick`: a fuzzy picker over your gists on the terminal, printing the choice (for
/// shell key bindings: `$(dehub pick --print content)` is a snippet picker).
struct PickCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pick",
    abstract: "Pick one of your gists with a fuzzy picker and print its id, URL or content.",
    discussion: CommandExamples.discussion("", "pick"))

  /// What `pick` prints.
  enum Printed: String, ExpressibleByArgument, CaseIterable {
    case id, url, content
  }

  @OptionGroup var global: GlobalOptions
  @Argument(help: "Start with this query.") var query: [String] = []
  @Option(
    name: .customLong("print"),
    help: "What to print: id, url, or content (the chosen file's text; rows are files).")
  var printed: Printed = .id

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let (gist, file) = try GistPicking.choose(
      context: context, noCache: global.noCache, query: query.joined(separator: " "),
      listsFiles: printed == .content, purpose: "dehub pick needs a terminal to show the picker on."
    )
    switch printed {
    case .id: Output.line(gist.id)
    case .url: Output.line(gist.htmlURL ?? gist.id)
    case .content:
      let whole = try CommandCache(context: context, noCache: global.noCache)
        .gist(id: gist.id, revision: nil)
      guard let chosen = whole.file(named: file ?? whole.files.first?.filename ?? "") else {
        throw CommandFailure.failure("The gist no longer has \"\(file ?? "")\".")
      }
      if chosen.truncated {
        throw CommandFailure.failure(
          "\"\(chosen.filename)\" is too large to print (over \(BodyLimit.megabytes(BodyLimit.rawFile))); clone the gist: dehub clone \(gist.id)"
        )
      }
      Output.write(chosen.content ?? "")
    }
  }
}
