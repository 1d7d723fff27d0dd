import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import ScreenLogic
import Store

/// `dehub delete`: deletes a gist, after asking (or with `--yes`), and the unsent drafts of
/// it, as the browser does; or several (ids given, or read from stdin with `-`), one
/// request at a time, a second apart, as GitHub asks of writes. Each gist's whole copy is
/// kept first, so `dehub undelete` can make it again for a week.
struct DeleteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", _superCommandName: "dehub", abstract: "Delete gists.",
    discussion: CommandExamples.discussion(
      """
      Several gists are deleted one at a time, a second apart, as GitHub asks of writes; \
      a failure stops the run, says which were deleted and which were not tried, and \
      exits 1. Each gist's whole copy is kept for a week first: dehub undelete makes it \
      again (with a new id).
      """, "delete"))

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: ArgumentHelp(
      "The gists' ids or URLs; - reads them from stdin, one a line (none on a terminal: pick one of yours).",
      valueName: "gist"),
    completion: GistCompletion.kind)
  var gists: [String] = []
  @Flag(help: "Do not ask.") var yes = false
  @OptionGroup var queueing: QueueOption

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let cache = CommandCache(context: context, noCache: global.noCache)
    defer { cache.scope?.flush() }
    guard gists.count > 1 || gists.first == "-" else {
      return try deleteOne(context: context, cache: cache)
    }
    // Said before stdin is read: ids from stdin leave nothing to answer a question with.
    if !yes && gists.contains("-") {
      throw CommandFailure.usage(
        "`-` reads the ids from stdin, where nothing can be asked: add --yes.")
    }
    let ids = try Self.ids(gists)
    if !yes {
      guard Output.stdinIsTerminal else {
        throw CommandFailure.usage("Not deleting without --yes when stdin is not a terminal.")
      }
      Output.prompt("Delete \(ids.count.counted("gist")) (\(Self.listed(ids)))? [y/N] ")
      guard Self.saidYes() else { return Output.error("Not deleted.") }
    }
    if queueing.queue {
      return try Self.deleteQueued(ids, context: context, cache: cache.account())
    }
    try Self.delete(ids, context: context, cache: cache)
  }

  /// Deletes `ids` through the outbox (`--queue`), a second apart: each as the gist is now
  /// (a delete waiting in the outbox goes only if the gist is still at that version); what
  /// GitHub cannot take now waits there.
  static func deleteQueued(_ ids: [String], context: CommandContext, cache: CacheScope?) throws {
    for (number, id) in ids.enumerated() {
      if number > 0 { Console.current.pause(BulkRun<String>.pace) }
      var base: Gist?
      do throws(GistError) {
        base = try context.api.gist(id: id)
      } catch {
        // Not reachable now: the delete waits, of whatever version the gist is then.
        guard OutboxRule.waits(after: error) else { throw error }
      }
      let write = OutboxWrite.delete(
        id: id, title: base?.title ?? id, baseVersion: base?.history?.first?.version)
      if try context.sendQueued(write, cache: cache).queued { continue }
      GistDeletion.deleted(id, drafts: context.drafts)
      Output.error("Deleted \(id).")
    }
  }

  /// One gist, as `delete` always did: the picker when none is named, the question unless
  /// `--yes`.
  private func deleteOne(context: CommandContext, cache: CommandCache) throws {
    let reference = try context.gistReference(
      gists.first, noCache: global.noCache, command: "delete")
    if !yes {
      guard Output.stdinIsTerminal else {
        throw CommandFailure.usage("Not deleting without --yes when stdin is not a terminal.")
      }
      let target = try context.api.gist(id: reference.id)
      // Whose gist it is, the server decides (the login is not asked for).
      let kept = context.drafts.drafts(editing: target.id)
      if case .ask(let question) = GistDeletion.decide(target, isOwner: nil, kept: kept) {
        for line in question.dropFirst() { Output.error(line) }
      }
      Output.prompt("Delete \"\(target.title)\" (\(target.id))? [y/N] ")
      guard Self.saidYes() else { return Output.error("Not deleted.") }
    }
    let scope = cache.account()
    if queueing.queue {
      return try Self.deleteQueued([reference.id], context: context, cache: scope)
    }
    try GistRemoval.delete(id: reference.id, api: context.api, cache: scope)
    GistDeletion.deleted(reference.id, drafts: context.drafts)
    Output.error(
      scope == nil
        ? "Deleted \(reference.id). No copy was kept (no cache), so it cannot be made again."
        : "Deleted \(reference.id); `dehub undelete \(reference.id)` makes it again for a week.")
  }

  /// The ids of `arguments`, `-` read from stdin (a line each; blank lines skipped), each
  /// once, in order.
  static func ids(_ arguments: [String]) throws -> [String] {
    var ids: [String] = []
    var seen: Set<String> = []
    for argument in arguments {
      let given =
        argument == "-"
        ? String(decoding: Output.readStandardInput(), as: UTF8.self).split(
          whereSeparator: \.isNewline
        ).map { $0.trimmingSpaces() }.filter { !$0.isEmpty } : [argument]
      for text in given {
        let id = try GistReference.parse(text).id
        if seen.insert(id).inserted { ids.append(id) }
      }
    }
    guard !ids.isEmpty else { throw CommandFailure.usage("No gist ids on stdin.") }
    return ids
  }

  /// Deletes `ids` by the rule of `BulkRun` (one at a time, a pause between two, a gist
  /// gone already goes on the list of those missing); each said on stderr as it goes, a
  /// summary at the end. The first failure stops the run: which were deleted, and which
  /// not tried, then exit 1.
  static func delete(_ ids: [String], context: CommandContext, cache: CommandCache) throws {
    let scope = cache.account()
    var run = BulkRun(.delete, over: ids)
    var next = run.first.map { BulkRun<String>.Step.next($0, number: 1) }
    while case .next(let id, let number)? = next {
      if number > 1 { Console.current.pause(BulkRun<String>.pace) }
      let answer: Result<Void, GistError>
      do throws(GistError) {
        try GistRemoval.delete(id: id, api: context.api, cache: scope)
        GistDeletion.deleted(id, drafts: context.drafts)
        Output.error("Deleted \(id) (\(number) of \(ids.count))")
        answer = .success(())
      } catch {
        answer = .failure(error)
      }
      next = run.record(answer)
    }
    guard case .finished(let outcome)? = next else { return }
    let deleted = outcome.done.filter { !outcome.gone.contains($0) }
    if let (id, error) = outcome.failure {
      var summary =
        "could not delete \(id) (\(deleted.count + outcome.gone.count + 1) of \(ids.count)): "
        + error.message
      summary +=
        deleted.isEmpty ? " Nothing was deleted." : " Deleted: \(Self.listed(deleted))."
      if !outcome.left.isEmpty { summary += " Not tried: \(Self.listed(outcome.left))." }
      throw CommandFailure.failure(summary)
    }
    let undo =
      scope == nil
      ? " (no copies kept: no cache)"
      : "; dehub undelete makes \(deleted.count == 1 ? "it" : "them") again for a week"
    if !deleted.isEmpty { Output.error("Deleted \(deleted.count.counted("gist"))\(undo).") }
    if !outcome.gone.isEmpty {
      throw CommandFailure.failure(
        "No such gist (already deleted?): \(outcome.gone.joined(separator: ", ")).")
    }
  }

  /// The first few ids, then how many more.
  private static func listed(_ ids: [String]) -> String {
    let more = ids.count - min(ids.count, 3)
    return ids.prefix(3).joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
  }

  private static func saidYes() -> Bool {
    let answer = Console.current.readLine()?.trimmingSpaces().lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }
}
