import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Store

/// `dehub comments ID`: a gist's comments, oldest first; `--add` posts one.
struct CommentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "comments", _superCommandName: "dehub",
    abstract: "Show a gist's comments, or add one.",
    discussion: CommandExamples.discussion("", "comments"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The gist's id or URL.", completion: GistCompletion.kind) var gist: String
  @Option(help: "Post this comment (Markdown); `-` reads it from stdin.") var add: String?
  @Option(
    name: [.customShort("L", allowingJoined: true), .long], help: "How many comments at most.")
  var limit = 300
  @OptionGroup var output: JSONOutputOptions
  @Flag(
    help: "Post on a public gist even when the comment seems to hold a secret (a token, a key).")
  var allowSecrets = false
  @OptionGroup var queueing: QueueOption

  func validate() throws {
    if limit < 1 { throw ValidationError("--limit must be 1 or more.") }
  }

  func run() throws {
    let format = try output.format(.comment)
    let parsed = try GistReference.parse(gist)
    let context = try CommandContext(options: global, requireToken: add != nil)
    let reference = try context.resolving(parsed, given: gist, noCache: global.noCache)
    if let add {
      let body =
        add == "-"
        ? try GistValidation.text(from: Output.readStandardInput(), name: "the comment") : add
      guard !body.trimmingWhitespace().isEmpty else {
        throw CommandFailure.usage("The comment is empty; nothing was sent.")
      }
      // The gist is read only when there is a secret: its comments are as public as it is
      // (taken as public when it cannot be read).
      let findings = SecretScanner.scan(body, file: "the comment")
      if !findings.isEmpty,
        let refused = SecretGate.check(
          findings, isPublic: (try? context.api.gist(id: reference.id))?.isPublic ?? true,
          allowed: allowSecrets, what: "a comment on a public gist")
      {
        throw refused
      }
      if queueing.queue {
        let sent = try context.sendQueued(
          .comment(id: reference.id, body: body), cache: nil, secretsAllowed: allowSecrets)
        if !sent.queued { Output.error("Commented.") }
        return
      }
      let comment = try post(body, on: reference.id, context: context, fromStdin: add == "-")
      if let format {
        try format.write(comment)
      } else {
        // A sentence, so stderr: stdout holds data only.
        Output.error("Commented (comment \(comment.id)).")
      }
      return
    }
    let comments = try context.api.comments(id: reference.id, limit: limit)
    if let format { return try format.write(comments) }
    let now = Console.current.now()
    for (index, comment) in comments.enumerated() {
      if index > 0 { Output.line() }
      let when = comment.createdAt.map { RelativeTime.describe($0, now: now) } ?? ""
      // Numbered in order (a deleted comment leaves no hole); `--json` has GitHub's ids.
      Output.line("\(comment.user?.login ?? "someone") · \(when) · #\(index + 1)")
      Output.write(comment.body.hasSuffix("\n") ? comment.body : comment.body + "\n")
    }
  }

  /// Posts `body` on gist `id`. The text is kept on disk (the browser's unsent comment of the
  /// gist, which `a` on its comments opens) from before it leaves until GitHub has it, so a
  /// failed send says where it is; when it cannot be kept, text read from stdin is written
  /// back to stdout.
  private func post(_ body: String, on id: String, context: CommandContext, fromStdin: Bool)
    throws -> GistComment
  {
    let kept = CommentDrafts(beside: context.drafts)
    let key = CommentDrafts.Key(gistID: id)
    let file = try? kept.save(body, for: key)
    do throws(GistError) {
      let comment = try context.api.addComment(id: id, body: body)
      kept.remove(key)
      return comment
    } catch {
      var message = TokenInUse.sentence(for: error)
      if error.mayHaveReachedServer {
        message +=
          " The comment may have been posted anyway: check with `dehub comments \(id)`."
      }
      if let file {
        message +=
          " Your comment is kept in \(file.path); `a` on the gist's comments in the browser "
          + "opens it again."
      } else if fromStdin {
        Output.exact(body)
        message += " It could not be kept either, so your text was written to stdout."
      }
      throw CommandFailure(code: error.needsAuthentication ? 4 : 1, message: message)
    }
  }
}
