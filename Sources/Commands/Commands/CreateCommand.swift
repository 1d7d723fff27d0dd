import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Store

/// `dehub create`: a new gist from files or stdin; prints its URL.
struct CreateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "create", _superCommandName: "dehub",
    abstract: "Create a gist from files, or from stdin with `-`.",
    discussion: CommandExamples.discussion("", "create"))

  @OptionGroup var global: GlobalOptions

  @Argument(help: "Files to add; `-` (or nothing, when stdin is not a terminal) reads stdin.")
  var files: [String] = []
  @Option(
    name: [.customLong("desc"), .customShort("d", allowingJoined: true)], help: "The description.")
  var description: String?
  @Flag(
    name: [.customLong("public"), .customShort("p")],
    help: "Make the gist public (it is secret by default).")
  var isPublic = false
  @Option(
    name: [.customLong("filename"), .customShort("f", allowingJoined: true)],
    help: "The file name for content read from stdin (default: stdin.txt).")
  var filename: String?
  @Flag(help: "Leave out empty files (and say so) instead of refusing the gist.")
  var skipEmpty = false
  @Flag(name: [.customLong("web"), .short], help: "Open the new gist in the web browser.")
  var web = false
  @Flag(help: "Copy the new gist's URL to the clipboard (OSC 52, on a terminal).")
  var copy = false
  @Flag(help: "Send a public gist even when it seems to hold a secret (a token, a key).")
  var allowSecrets = false
  @OptionGroup var queueing: QueueOption

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    var contents: [(name: String, content: String)] = []
    // Binary files go through the gist's git repository once the API made it.
    var binaries: [String: Data] = [:]
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
        if let bytes = try BinaryFiles.bytes(at: url.path) {
          binaries[url.lastPathComponent] = bytes
          continue
        }
        contents.append((url.lastPathComponent, try GistValidation.readText(at: url)))
      }
    }
    if skipEmpty {
      let empty = contents.filter {
        $0.content.trimmingWhitespace().isEmpty
      }
      for file in empty { Output.error("Skipped \(file.name): it is empty.") }
      contents.removeAll { file in empty.contains { $0.name == file.name } }
      if contents.isEmpty {
        throw CommandFailure.failure("Every file is empty; nothing to create.")
      }
    }
    // Nothing but blanks on stdin, and nothing else: there is no text to keep (a draft of it
    // would be offered at every start).
    if readStdin, contents.count == 1,
      contents[0].content.trimmingWhitespace().isEmpty
    {
      throw CommandFailure.failure(
        "Nothing came on standard input; nothing was sent, and no draft was kept.")
    }
    let placeholder = try BinaryAdding.placeholder(
      binaries: binaries, texts: &contents, queued: queueing.queue, git: context.api.git)
    var draft = Draft(
      description: description ?? "", files: Dictionary(contents, uniquingKeysWith: { $1 }),
      isPublic: isPublic)
    let problems = GistValidation.problems(files: contents)
    let drafts = context.drafts
    if !problems.isEmpty {
      // An empty file among several: the flag that leaves it out is named.
      let empty = contents.contains { $0.content.trimmingWhitespace().isEmpty }
      let hint = empty && contents.count > 1 ? " --skip-empty leaves empty files out." : ""
      throw Self.refusal(
        problems.joined(separator: " ") + hint, draft: &draft, drafts: drafts,
        fromStdin: readStdin)
    }
    let newGist = NewGist(description: description, files: draft.files, isPublic: isPublic)
    if let refused = SecretGate.check(
      SecretScanner.scan(newGist), isPublic: isPublic, allowed: allowSecrets,
      what: "a public gist", otherwise: "leave out --public to make it secret")
    {
      throw Self.refusal(refused.message, draft: &draft, drafts: drafts, fromStdin: readStdin)
    }
    // Text read from stdin exists nowhere else: it is kept as a draft until GitHub has
    // it. When the draft cannot be written (a full disk), it is sent anyway.
    var kept: URL?
    if readStdin {
      do throws(GistError) {
        kept = try drafts.save(draft)
      } catch {
        Output.error("dehub: \(error.message) Sending anyway.")
      }
    }
    let created: Gist
    if queueing.queue {
      let sent = try context.sendQueued(
        .send(draft), cache: nil, secretsAllowed: allowSecrets)
      // The outbox holds the text now: one copy, not a draft offered at every start too.
      if kept != nil { drafts.remove(draft) }
      guard let gist = sent.gist else { return }
      created = gist
    } else {
      do throws(GistError) {
        let gist = try context.api.create(newGist)
        if kept != nil { drafts.remove(draft) }
        created = gist
      } catch {
        throw Self.failure(error, draft: &draft, kept: kept, drafts: drafts, fromStdin: readStdin)
      }
    }
    let url = created.htmlURL ?? created.id
    Output.line(url)
    try BinaryAdding.add(binaries, to: created, context: context, removing: placeholder)
    if copy { TerminalClipboard.copy(url: url) }
    if web, let page = created.htmlURL { try context.openPage(page) }
  }

  /// The failure for a gist refused before sending (`message` says why): text read from
  /// stdin is kept as a draft first, and the sentence says where (or, when no draft could
  /// be kept, the text is written back to stdout).
  static func refusal(
    _ message: String, draft: inout Draft, drafts: DraftStore, fromStdin: Bool
  ) -> CommandFailure {
    guard fromStdin else { return .failure(message) }
    draft.lastError = message
    guard let file = try? drafts.save(draft) else {
      for (_, content) in draft.files { Output.exact(content) }
      return .failure("\(message) No draft could be kept, so your text was written to stdout.")
    }
    return .failure("\(message) Your text is kept in \(file.path).")
  }

  /// What to say when the send failed: whether the gist may exist after all (the answer
  /// was lost, not the request), and where the text from stdin is (the draft, or written
  /// back to stdout when no draft could be kept).
  static func failure(
    _ error: GistError, draft: inout Draft, kept: URL?, drafts: DraftStore, fromStdin: Bool
  ) -> CommandFailure {
    var message = error.message
    if error.mayHaveReachedServer {
      message +=
        " The gist may have been created anyway: check with `dehub list --limit 5` before sending again."
    }
    if fromStdin {
      if let kept {
        draft.lastError = error.message
        _ = try? drafts.save(draft)
        message += " Your text is kept in \(kept.path)."
      } else {
        for (_, content) in draft.files { Output.exact(content) }
        message += " No draft could be kept either, so your text was written to stdout."
      }
    }
    return CommandFailure(code: error.needsAuthentication ? 4 : 1, message: message)
  }
}
