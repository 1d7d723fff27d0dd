import ArgumentParser
import Foundation
import Model

/// `dehub create`: a new gist from files or stdin; prints its URL.
struct CreateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "create", abstract: "Create a gist from files, or from stdin with `-`.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "Files to add; `-` (or nothing, when stdin is not a terminal) reads stdin.")
  var files: [String] = []
  @Option(name: [.customLong("desc"), .short], help: "The description.") var description: String?
  @Flag(name: .customLong("public"), help: "Make the gist public (it is secret by default).")
  var isPublic = false
  @Option(help: "The file name for content read from stdin (default: stdin.txt).")
  var filename: String?

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    var contents: [(name: String, content: String)] = []
    var readStdin = false
    var paths = files
    if paths.isEmpty {
      guard !Output.stdinIsTerminal else {
        throw CommandFailure.usage("Give files to add, or `-` to read stdin.")
      }
      paths = ["-"]
    }
    for path in paths {
      if path == "-" {
        guard !readStdin else { throw CommandFailure.usage("`-` can be given once.") }
        readStdin = true
        let name = filename ?? "stdin.txt"
        contents.append(
          (name, try GistValidation.text(from: Output.readStandardInput(), name: name)))
      } else {
        let url = URL(fileURLWithPath: path)
        contents.append((url.lastPathComponent, try GistValidation.readText(at: url)))
      }
    }
    var draft = Draft(
      description: description ?? "", files: Dictionary(contents, uniquingKeysWith: { $1 }),
      isPublic: isPublic)
    let problems = GistValidation.problems(files: contents)
    let drafts = context.drafts
    if !problems.isEmpty {
      if readStdin {
        draft.lastError = problems.joined(separator: " ")
        let file = try drafts.save(draft)
        throw CommandFailure.failure(
          "\(problems.joined(separator: " ")) Your text is kept in \(file.path).")
      }
      throw CommandFailure.failure(problems.joined(separator: " "))
    }
    let file = try drafts.save(draft)
    do {
      let gist = try context.api.create(
        NewGist(description: description, files: draft.files, isPublic: isPublic))
      drafts.remove(draft)
      Output.line(gist.htmlURL ?? gist.id)
    } catch {
      if readStdin {
        draft.lastError = error.message
        _ = try? drafts.save(draft)
        throw CommandFailure(
          code: error.needsAuthentication ? 4 : 1,
          message: "\(error.message) Your text is kept in \(file.path).")
      }
      drafts.remove(draft)
      throw error
    }
  }
}
