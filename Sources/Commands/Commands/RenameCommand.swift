import ArgumentParser
import FoundationEssentials
import GistValues
import Model
import Store

/// `dehub rename ID OLD NEW`: renames one file of a gist (one PATCH, its content untouched).
struct RenameCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rename", _superCommandName: "dehub", abstract: "Rename a file of a gist.",
    discussion: CommandExamples.discussion("", "rename"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @Argument(help: "The file's name now.") var old: String
  @Argument(help: "Its new name.") var new: String

  func validate() throws {
    if let problem = GistValidation.nameProblem(new) { throw ValidationError(problem) }
  }

  func run() throws {
    let parsed = try GistReference.parse(gist)
    let context = try CommandContext(options: global, requireToken: true)
    let reference = try context.resolving(parsed, given: gist, noCache: global.noCache)
    let current = try context.api.gist(id: reference.id)
    guard current.file(named: old) != nil else {
      let names = current.files.map(\.filename).joined(separator: ", ")
      throw CommandFailure.failure("The gist has no file \"\(old)\" (it has: \(names)).")
    }
    if old == new {
      Output.error("The file is already called \"\(new)\"; nothing was sent.")
      return
    }
    if current.file(named: new) != nil {
      throw CommandFailure.failure("The gist already has a file \"\(new)\"; choose another name.")
    }
    var changes = GistChanges()
    changes.files[old] = GistChanges.FileChange(content: nil, filename: new)
    let updated = try context.api.update(id: reference.id, changes)
    CommandCache(context: context, noCache: global.noCache).changed(updated)
    Output.line(updated.htmlURL ?? updated.id)
  }
}
