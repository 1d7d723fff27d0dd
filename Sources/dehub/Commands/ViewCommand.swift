import ArgumentParser
import Foundation
import Model
import TerminalUI

/// `dehub view`: a gist's files (whole, even when GitHub truncated them).
struct ViewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "view", abstract: "Show a gist's files.")

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @Option(help: "Only this file.") var file: String?
  @Flag(help: "The content only, exactly as stored (no header, nothing escaped).") var raw = false
  @Flag(help: "Print GitHub's JSON for the gist.") var json = false

  func run() throws {
    let reference = try GistReference.parse(gist)
    let context = try CommandContext(options: global, requireToken: false)
    var gist: Gist
    if let revision = reference.revision {
      gist = try context.api.revision(id: reference.id, sha: revision)
    } else {
      gist = try context.api.completeGist(id: reference.id)
    }
    if let file {
      guard let match = gist.file(named: file) else {
        let names = gist.files.map(\.filename).joined(separator: ", ")
        throw CommandFailure.failure("The gist has no file \"\(file)\" (it has: \(names)).")
      }
      gist.files = [match]
    }
    if json {
      Output.write(try GistJSON.encoder(pretty: true).encode(gist))
      Output.line()
      return
    }
    if raw {
      for (index, file) in gist.files.enumerated() {
        if index > 0 { Output.line() }
        Output.write(file.content ?? "")
      }
      return
    }
    let safe = Output.stdoutIsTerminal
    func clean(_ text: String) -> String {
      safe ? TextSanitizer.sanitize(text, keepNewlines: true, keepTabs: true) : text
    }
    if let description = gist.description, !description.isEmpty, self.file == nil {
      Output.line(clean(description))
      Output.line()
    }
    for (index, file) in gist.files.enumerated() {
      if index > 0 { Output.line() }
      if self.file == nil { Output.line("── \(clean(file.filename)) ──") }
      let content = file.content ?? ""
      Output.write(clean(content))
      if !content.hasSuffix("\n") { Output.line() }
    }
  }
}
