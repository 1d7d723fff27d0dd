import ArgumentParser
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic
import Store

/// `dehub edit`: with no flags, the gist's files in your editor (as `gh gist edit`), on a
/// terminal only; or a file's new content from FILE or stdin (`-`), as the newest `gh`
/// takes it; or add or replace files, remove files, change the description. Sends one
/// PATCH with only what changed, and nothing when nothing changed; then says what changed,
/// a line per file on stderr. `--dry-run` prints the diff of what would be sent instead.
struct EditCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit", _superCommandName: "dehub",
    abstract: "Change a gist's files or description.",
    discussion: CommandExamples.discussion("", "edit"))

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The gist's id or URL (left out on a terminal: pick one of yours).",
    completion: GistCompletion.kind)
  var gist: String?
  @Argument(
    help: ArgumentHelp(
      """
      The new content of the gist's file (its only file, the one --filename names, or the \
      one of this file's name); `-` reads it from stdin. With --add, the added file's content.
      """, valueName: "file"),
    completion: .file())
  var source: String?
  @Option(
    name: [.customLong("add"), .customShort("a", allowingJoined: true)],
    help:
      "Add a file, or replace the file of the same name; `-` reads it from stdin (--filename names it)."
  )
  var additions: [String] = []
  @Option(
    name: [.customLong("remove"), .customShort("r", allowingJoined: true)],
    help: "Remove the file with this name.")
  var removals: [String] = []
  @Option(
    name: [.customLong("desc"), .customShort("d", allowingJoined: true)], help: "A new description."
  ) var description: String?
  @Option(
    name: [.customLong("filename"), .customShort("f", allowingJoined: true)],
    help: "The file to open in the editor (default: every file), or to give FILE's content.")
  var filename: String?
  @Flag(help: "Send your files even if the gist changed on GitHub since it was read (yours win).")
  var force = false
  @Flag(help: "Send to a public gist even when the text seems to hold a secret (a token, a key).")
  var allowSecrets = false
  @Flag(help: "Print the diff of what would be sent (a unified diff on stdout); send nothing.")
  var dryRun = false
  @OptionGroup var queueing: QueueOption

  /// Whether no flag or FILE says what to change: the editor's case.
  var opensEditor: Bool {
    additions.isEmpty && removals.isEmpty && description == nil && source == nil
  }

  func validate() throws {
    let readsStdin = additions.contains("-")
    if filename != nil && source == nil && !readsStdin
      && !(additions.isEmpty && removals.isEmpty && description == nil)
    {
      throw ValidationError(
        "--filename opens the editor, or names the file FILE (or `-`) gives; give it without --add, --remove, --desc."
      )
    }
    if readsStdin && (filename == nil || source != nil || additions.count > 1) {
      throw ValidationError("--add - reads one file from stdin; name it with --filename NAME.")
    }
    if queueing.queue && opensEditor {
      throw ValidationError(
        "--queue takes what to change (FILE, --add, --remove, --desc); an edit in the editor keeps a draft when it cannot be sent."
      )
    }
    if source != nil && additions.count > 1 {
      throw ValidationError("With FILE, --add names the one file it adds: --add NAME FILE.")
    }
  }

  func run() throws {
    if opensEditor && !Output.stdinIsTerminal {
      throw CommandFailure.usage(
        "Without a terminal there is no editor; say what to change: --add FILE, --remove NAME, "
          + "--desc TEXT, or a file's new content: dehub edit ID --filename NAME FILE "
          + "(`-` for FILE reads stdin).")
    }
    let context = try CommandContext(options: global, requireToken: true)
    let reference = try context.gistReference(gist, noCache: global.noCache, command: "edit")
    if opensEditor {
      let editing = CommandLineEdit(
        id: reference.id, context: context,
        cache: CommandCache(context: context, noCache: global.noCache))
      return try editing.run(
        only: filename, force: force, allowSecrets: allowSecrets, dryRun: dryRun)
    }
    // Whole files: what is compared, shown and kept as a draft is the gist's real text.
    let current = try context.api.completeGist(id: reference.id)
    var set: [(name: String, content: String)] = []
    // Binary files go through the gist's git repository after the API's change.
    var binaries: [String: Data] = [:]
    for addition in additions {
      if addition != "-", source == nil, let bytes = try BinaryFiles.bytes(at: addition) {
        binaries[URL(fileURLWithPath: addition).lastPathComponent] = bytes
        continue
      }
      set.append(try additionContent(addition))
    }
    try BinaryAdding.check(binaries, queued: queueing.queue, git: context.api.git)
    if additions.isEmpty, let source {
      let name = try replacedFile(of: current, source: source)
      set.append((name, try Self.read(source, name: name)))
    }
    let changes = try GistEdit.changes(
      to: current, description: description, set: set, remove: removals)
    if changes.isEmpty && binaries.isEmpty {
      Output.error("Nothing changed; nothing \(dryRun ? "would be" : "was") sent.")
      if !dryRun { Output.line(current.htmlURL ?? current.id) }
      return
    }
    if dryRun {
      if !changes.isEmpty { Output.write(PendingChanges.unified(of: changes, to: current)) }
      for name in binaries.keys.sorted() {
        Output.error("Would add \(name) (binary) through git.")
      }
      Output.error("Nothing was sent (--dry-run).")
      return
    }
    if let refused = SecretGate.check(
      SecretScanner.scan(changes), isPublic: current.isPublic, allowed: allowSecrets,
      what: "a public gist")
    {
      throw refused
    }
    let earlier = context.drafts.drafts(editing: current.id).last
    var updated: Gist
    if changes.isEmpty {
      updated = current
    } else if queueing.queue {
      // Kept in the outbox as the edit of this version: sent later only if the gist is
      // still at it.
      let edit = DraftChanges.draft(editing: current, applying: changes)
      guard
        let sent = try context.sendQueued(
          .send(edit), cache: nil, secretsAllowed: allowSecrets
        ).gist
      else { return }
      updated = sent
    } else {
      updated = try send(changes, to: current, context: context)
    }
    updated = try BinaryAdding.add(binaries, to: updated, context: context)
    for line in PendingChanges.summary(of: changes, to: current) { Output.error(line) }
    if let earlier { Output.error(Self.stillKept(earlier, id: current.id)) }
    Output.line(updated.htmlURL ?? updated.id)
  }

  /// What is said when an unsent edit of the gist, kept from before, outlives this change:
  /// it is not what was sent, and `dehub edit ID` on a terminal offers it again.
  static func stillKept(_ draft: Draft, id: String) -> String {
    "dehub: your unsent edit of this gist from "
      + "\(RelativeTime.describe(draft.savedAt, now: Console.current.now())) is still kept; "
      + "`dehub edit \(id)` on a terminal offers it (it was not part of this change)."
  }

  /// Sends `changes` to `current`. Text read from stdin or a file is kept as a draft until
  /// GitHub has it (as `create -` does), and a failed send says where; when no draft could
  /// be kept, text from stdin is written back to stdout.
  private func send(
    _ changes: GistChanges, to current: Gist, context: CommandContext
  ) throws -> Gist {
    let readsText = source != nil || !additions.isEmpty
    guard readsText else { return try context.api.update(id: current.id, changes) }
    let drafts = context.drafts
    var draft = DraftChanges.draft(editing: current, applying: changes)
    var kept: URL?
    do throws(GistError) {
      kept = try drafts.save(draft)
    } catch {
      Output.error("dehub: \(error.message) Sending anyway.")
    }
    do throws(GistError) {
      let updated = try context.api.update(id: current.id, changes)
      if kept != nil { drafts.remove(draft) }
      return updated
    } catch {
      var message = error.message
      if let kept {
        draft.lastError = error.message
        _ = try? drafts.save(draft)
        message +=
          " Your text is kept as a draft (\(kept.path)); `dehub edit \(current.id)` on a "
          + "terminal opens it again."
      } else if source == "-" || additions.contains("-") {
        for change in changes.files.values { change?.content.map(Output.exact) }
        message += " No draft could be kept either, so your text was written to stdout."
      }
      throw CommandFailure(code: error.needsAuthentication ? 4 : 1, message: message)
    }
  }

  /// The name and content `--add` gives: `-` reads stdin into the file --filename names;
  /// with FILE, the file is named as the option says and holds FILE's content (as `gh gist
  /// edit ID --add NAME FILE`); else the local file, under its own name.
  private func additionContent(_ addition: String) throws -> (String, String) {
    if addition == "-", let filename { return (filename, try Self.read("-", name: filename)) }
    let name = URL(fileURLWithPath: addition).lastPathComponent
    return (name, try Self.read(source ?? addition, name: name))
  }

  /// The gist's file FILE replaces: the one --filename names, the gist's only file, or the
  /// one named as FILE is.
  private func replacedFile(of current: Gist, source: String) throws -> String {
    let names = current.files.map(\.filename)
    if let filename {
      guard names.contains(filename) else {
        throw CommandFailure.failure(
          "The gist has no file \"\(filename)\" (it has: \(names.joined(separator: ", "))); "
            + "--add \(filename) adds one.")
      }
      return filename
    }
    if names.count == 1 { return names[0] }
    let own = URL(fileURLWithPath: source).lastPathComponent
    if source != "-", names.contains(own) { return own }
    throw CommandFailure.usage(
      "The gist has \(names.count) files (\(names.joined(separator: ", "))); "
        + "say which one gets the new content with --filename NAME.")
  }

  /// The text of `path`, or of stdin for `-` (`name` is the file it becomes, for messages).
  static func read(_ path: String, name: String) throws -> String {
    if path == "-" { return try GistValidation.text(from: Output.readStandardInput(), name: name) }
    return try GistValidation.readText(at: URL(fileURLWithPath: path))
  }
}
