import ArgumentParser
import Foundation
import Model

/// `dehub edit`: with no flags, the gist's files in your editor (as `gh gist edit`); or add
/// or replace files, remove files, change the description. Sends one PATCH with only what
/// changed, and nothing when nothing changed.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit", _superCommandName: "dehub",
    abstract: "Change a gist's files or description.")

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The gist's id or URL (left out on a terminal: pick one of yours).",
    completion: GistCompletion.kind)
  var gist: String?
  @Option(
    name: [.customLong("add"), .customShort("a")],
    help: "Add a file, or replace the file of the same name.")
  var additions: [String] = []
  @Option(
    name: [.customLong("remove"), .customShort("r")], help: "Remove the file with this name.")
  var removals: [String] = []
  @Option(name: [.customLong("desc"), .short], help: "A new description.") var description: String?
  @Option(
    name: [.customLong("filename"), .customShort("f")],
    help: "The file to open in the editor (default: every file).")
  var filename: String?
  @Flag(help: "Send your files even if the gist changed on GitHub since it was read (yours win).")
  var force = false
  @Flag(help: "Send to a public gist even when the text seems to hold a secret (a token, a key).")
  var allowSecrets = false

  func validate() throws {
    if filename != nil && !(additions.isEmpty && removals.isEmpty && description == nil) {
      throw ValidationError("--filename opens the editor; give it without --add, --remove, --desc.")
    }
  }

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let reference = try GistReference.parse(
      GistPicking.gistArgument(gist, context: context, noCache: global.noCache, command: "edit"))
    if additions.isEmpty && removals.isEmpty && description == nil {
      let editing = EditorSession(
        id: reference.id, context: context,
        cache: CommandCache(context: context, noCache: global.noCache))
      return try editing.run(only: filename, force: force, allowSecrets: allowSecrets)
    }
    let current = try context.api.gist(id: reference.id)
    var changes = GistChanges()
    if let description, description != (current.description ?? "") {
      changes.description = description
    }
    for name in removals {
      guard current.file(named: name) != nil else {
        throw CommandFailure.failure("The gist has no file \"\(name)\" to remove.")
      }
      changes.files[name] = .some(nil)
    }
    for path in additions {
      let url = URL(fileURLWithPath: path)
      let name = url.lastPathComponent
      let content = try GistValidation.readText(at: url)
      if let problem = GistValidation.problems(files: [(name, content)]).first {
        throw CommandFailure.failure(problem)
      }
      let existing = current.file(named: name)
      // A truncated file's content is not the whole file: compare only complete ones.
      if let existing, !existing.truncated, existing.content == content { continue }
      changes.files[name] = GistChanges.FileChange(content: content)
    }
    let remaining =
      current.files.count - removals.count
      + additions.filter { current.file(named: URL(fileURLWithPath: $0).lastPathComponent) == nil }
      .count
    if remaining < 1 { throw CommandFailure.failure("A gist needs at least one file; keep one.") }
    if changes.isEmpty {
      Output.error("Nothing changed; nothing was sent.")
      Output.line(current.htmlURL ?? current.id)
      return
    }
    if let refused = SecretGate.check(
      SecretScanner.scan(changes), isPublic: current.isPublic, allowed: allowSecrets,
      what: "a public gist")
    {
      throw refused
    }
    let updated = try context.api.update(id: reference.id, changes)
    Output.line(updated.htmlURL ?? updated.id)
  }
}
