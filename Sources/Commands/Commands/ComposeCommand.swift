import ArgumentParser
import FoundationEssentials
import GistValues
import Model
import Store

/// `dehub compose [FILE...]`: the compose screen, with these local files in the new gist.
/// (`dehub new` is gh's `create`: see `CommandWords`.)
struct ComposeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compose", abstract: "Compose a new gist in the browser (with these files).",
    discussion: CommandExamples.discussion("", "compose"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "Local files to put in the gist.") var files: [String] = []

  func run() throws {
    var contents: [String: String] = [:]
    var paths: [String: String] = [:]
    var binaries: [String] = []
    for path in files {
      let url = URL(fileURLWithPath: path)
      let name = url.lastPathComponent
      // Two files of one name (d1/x.txt, d2/x.txt) cannot both be in a gist: say so
      // rather than keep one.
      if let earlier = paths[name] {
        throw CommandFailure.usage(
          "\(earlier) and \(path) are both named \"\(name)\"; a gist's file names must differ. Rename one first."
        )
      }
      paths[name] = path
      do throws(GistError) {
        // An image, a PDF: its bytes, sent through git once the gist is made.
        if let bytes = try BinaryFiles.bytes(at: url.path) {
          contents[name] = bytes.base64EncodedString()
          binaries.append(name)
        } else {
          contents[name] = try GistValidation.readText(at: url)
        }
      } catch {
        throw CommandFailure.failure(error.message)
      }
    }
    let context = try CommandContext(options: global, requireToken: true)
    var draft = Draft(description: "", files: contents, isPublic: false)
    for name in binaries { draft.mark(name, binary: true) }
    try context.runBrowser(noCache: global.noCache, compose: draft)
  }
}
