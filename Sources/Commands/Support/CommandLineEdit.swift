import FoundationEssentials
import GistValues
import GistWork
import Glibc
import ScreenLogic
import Store

/// `dehub edit ID` with no flags: the gist's files in the user's editor, then one `PATCH`
/// with only what changed. The edit is a draft on disk from the moment the editor returns
/// until GitHub confirms it, so nothing typed is lost to a network fault or a conflict; a
/// draft left by an earlier try is opened again instead of the server's text. A gist that
/// changed on GitHub since it was read is not overwritten unless `--force`.
struct CommandLineEdit {
  let id: String
  let context: CommandContext
  let cache: CommandCache

  /// Edits `only` (a file name) or every file, and sends the change.
  /// With `dryRun`, the diff of what would be sent is printed, nothing is sent, and the
  /// edit is kept as a draft.
  func run(only: String?, force: Bool, allowSecrets: Bool, dryRun: Bool = false) throws {
    let api = context.api
    let drafts = context.drafts
    let server = try api.completeGist(id: id)
    let kept = drafts.drafts(editing: id).last
    for other in drafts.drafts(editingElsewhere: id) {
      Output.error(
        "dehub: an unsent edit of a gist \(id) written for "
          + "\(DraftAccount.writer(of: other) ?? "another account") is kept in "
          + "\(drafts.file(for: other).path); it is not sent here (the browser's drafts "
          + "screen sends it here if you say so).")
    }
    // Whose gist it is, the server decides (the login is not asked for).
    var draft: Draft
    switch EditStart.decide(server, isOwner: nil, kept: drafts.drafts(editing: id)) {
    case .refuse(.tooLarge(let name)):
      throw CommandFailure.failure(
        "\"\(name)\" is too large to edit here (over \(BodyLimit.megabytes(BodyLimit.rawFile))); clone the gist to change it: dehub clone \(id)"
      )
    case .refuse(let refusal):
      throw CommandFailure.failure(refusal.sentence)
    case .offer(let kept):
      draft = kept
      Output.error(
        "dehub: opening your unsent edit of this gist from \(RelativeTime.describe(kept.savedAt, now: Console.current.now()))."
      )
    case .compose(let fresh):
      draft = fresh
    }
    let names = try chosen(only: only, in: draft, server: server)
    let editor = EditorSession(environment: context.environment)
    let edited: EditorSession.Result
    do throws(GistError) {
      // SIGTERM or SIGHUP while the editor runs is acted on when it returns: what the user
      // saved is kept as a draft first.
      edited = try editor.edit(
        names.map { ($0, draft.files[$0] ?? "") }, keepingThrough: [SIGTERM, SIGHUP])
    } catch {
      throw CommandFailure.failure(error.message + keptSentence(kept))
    }
    for (name, text) in zip(names, edited.texts) { draft.files[name] = text }
    if let signal = edited.signal {
      throw endedWhileEditing(by: signal, draft: draft, server: server)
    }
    if let note = edited.note { Output.error("dehub: \(note)") }
    draft.savedAt = Date()
    let pending = DraftChanges.changes(from: server, to: draft)
    if pending.isEmpty {
      if let kept { drafts.remove(kept) }
      Output.error("Nothing changed; nothing \(dryRun ? "would be" : "was") sent.")
      if !dryRun { Output.line(server.htmlURL ?? server.id) }
      return
    }
    let file: URL
    do throws(GistError) {
      file = try drafts.save(draft)
    } catch {
      throw CommandFailure.failure(error.message)
    }
    if dryRun {
      Output.write(PendingChanges.unified(of: pending, to: server))
      Output.error(
        "Nothing was sent (--dry-run). Your edit is kept as a draft (\(file.path)); "
          + "`dehub edit \(id)` opens it again.")
      return
    }
    try send(draft, file: file, force: force, allowSecrets: allowSecrets)
  }

  /// The draft's file names to edit: `only`, or all of them in the gist's order.
  private func chosen(only: String?, in draft: Draft, server: Gist) throws -> [String] {
    let order = server.files.map(\.filename)
    let all =
      order.filter { draft.files[$0] != nil }
      + draft.files.keys.filter { !order.contains($0) }.sorted()
    // A binary file is not text to edit (its base64 would come back as a text file).
    let texts = all.filter { !draft.isBinary($0) }
    guard let only else {
      guard !texts.isEmpty else {
        throw CommandFailure.failure(
          "The gist holds binary files only; `dehub edit \(id) --add FILE` replaces one.")
      }
      return texts
    }
    guard draft.files[only] != nil else {
      throw CommandFailure.failure(
        "The gist has no file \"\(only)\" (it has: \(all.joined(separator: ", "))).")
    }
    guard !draft.isBinary(only) else {
      throw CommandFailure.failure(
        "\"\(only)\" is a binary file, not text to edit; `dehub edit \(id) --add FILE` "
          + "replaces it.")
    }
    return [only]
  }

  /// Sends `draft` (saved at `file`) unless the gist changed on GitHub since it was read,
  /// or it is public and the edit holds a secret (without `allowSecrets`).
  private func send(_ draft: Draft, file: URL, force: Bool, allowSecrets: Bool) throws {
    let api = context.api
    let keep = " Your edit is kept as a draft (\(file.path))."
    let retry = keep + " `dehub edit \(id)` tries again."
    let now: Gist
    do throws(GistError) {
      now = try api.completeGist(id: id)
    } catch {
      throw Self.failure(error, then: retry)
    }
    if !force, draft.isStale(against: now) {
      let when =
        now.updatedAt.map {
          " (updated \(RelativeTime.describe($0, now: Console.current.now())))"
        } ?? ""
      throw CommandFailure.failure(
        "The gist changed on GitHub since you opened it\(when); nothing was sent."
          + keep + " See theirs with `dehub view \(id)`; send yours over it with "
          + "`dehub edit \(id) --force` (your text opens again first).")
    }
    // The editor changes files only: the description stays as GitHub has it now.
    var draft = draft
    draft.description = now.description ?? ""
    let changes = DraftChanges.changes(from: now, to: draft)
    if let refused = SecretGate.check(
      SecretScanner.scan(changes), isPublic: now.isPublic, allowed: allowSecrets,
      what: "a public gist")
    {
      throw CommandFailure.failure(refused.message + keep)
    }
    let updated: Gist
    do throws(GistError) {
      updated = try api.update(id: id, changes)
    } catch {
      throw Self.failure(error, then: retry)
    }
    context.drafts.remove(draft)
    cache.changed(updated)
    for line in PendingChanges.summary(of: changes, to: now) { Output.error(line) }
    Output.line(updated.htmlURL ?? updated.id)
  }

  /// A send that failed for `error`, followed by `then` (where the edit is kept): a
  /// refused token is exit 4 with the advice for where it came from, as every command's.
  private static func failure(_ error: GistError, then: String) -> CommandFailure {
    CommandFailure(
      code: error.needsAuthentication ? 4 : 1, message: TokenInUse.sentence(for: error) + then)
  }

  /// The failure for `signal` (SIGTERM, SIGHUP) held back while the editor ran: the edit is
  /// saved as a draft when it changed anything; exit 128+signal.
  private func endedWhileEditing(by signal: Int32, draft: Draft, server: Gist) -> CommandFailure {
    let name = signal == SIGHUP ? "SIGHUP" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
    var message = "Ended by \(name) while the editor ran; nothing was sent."
    if !DraftChanges.changes(from: server, to: draft).isEmpty {
      do throws(GistError) {
        var kept = draft
        kept.savedAt = Date()
        let file = try context.drafts.save(kept)
        message +=
          " Your edit is kept as a draft (\(file.path)); `dehub edit \(id)` opens it again."
      } catch {
        message += " Your edit could not be kept: \(error.message)"
      }
    }
    return CommandFailure(code: 128 + signal, message: message)
  }

  private func keptSentence(_ kept: Draft?) -> String {
    kept == nil ? "" : " Your earlier edit is still kept as a draft."
  }
}
