import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Glibc
import Store

/// `dehub outbox send`: sends this host's waiting writes, oldest first, each once.
struct OutboxSendCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "send",
    abstract: "Send the waiting writes: exit 0 when all went, 3 on a conflict, 1 when refused.",
    discussion: CommandExamples.discussion("", "outbox send"))

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let cache = CommandCache(context: context, noCache: global.noCache)
    defer { cache.scope?.flush() }
    let run = try context.outboxSender(cache: cache.scope, crashAt: Self.crashPoint).sendAll()
    try Self.report(run, outbox: context.outbox)
  }

  /// Says what `run` did, a line each on stderr, and exits as `OutboxRun.exitCode` says.
  static func report(_ run: OutboxRun, outbox: Outbox) throws {
    for outcome in run.outcomes { Output.error(line(outcome)) }
    if !run.notTried.isEmpty {
      Output.error("\(run.notTried.count.counted("more write")) not tried; they wait too.")
    }
    if run.outcomes.isEmpty && outbox.onThisHost().allSatisfy({ $0.state != .waiting }) {
      let others = outbox.all().count - outbox.onThisHost().count
      Output.error(
        "Nothing waits to be sent"
          + (others > 0 ? " here (\(others.counted("write")) for other hosts)." : "."))
    }
    // Conflicts from earlier runs are left too: a script learns of them each time.
    let conflicts = outbox.onThisHost().filter {
      if case .conflict = $0.state { true } else { false }
    }
    let code = run.exitCode == 0 && !conflicts.isEmpty ? 3 : run.exitCode
    if code != 0 {
      throw CommandFailure(
        code: code,
        message: code == 3
          ? "\(conflicts.count.counted("conflict")) left in the outbox: dehub outbox lists them."
          : "Not everything was sent; what was not waits in the outbox.")
    }
  }

  /// What became of one write, in a line.
  static func line(_ outcome: OutboxSender.Outcome) -> String {
    switch outcome {
    case .sent(_, _, let note):
      note
    case .conflict(let record):
      "Conflict: \(record.write.summary): \(record.state.reason ?? "") "
        + "(dehub outbox drop \(record.shortID) lets it go)."
    case .failed(let record, _):
      "Refused: \(record.write.summary): \(record.state.reason ?? "")"
    case .stillWaiting(let record, let error):
      "Still waiting: \(record.write.summary): \(error.message)"
    }
  }

  /// Where a test stops `outbox send` with SIGKILL (`DEHUB_TEST_OUTBOX_KILL=before-request`,
  /// `after-request` or `before-record`): a crash there must lose nothing and double nothing.
  static var crashPoint: OutboxSender.Step? {
    Console.current.environment["DEHUB_TEST_OUTBOX_KILL"].flatMap(OutboxSender.Step.init)
  }
}
