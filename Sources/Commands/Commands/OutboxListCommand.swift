import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Store

/// `dehub outbox [list]`: the writes waiting, oldest first, as a line each (tab-separated
/// into a pipe) or as JSON.
struct OutboxListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the writes in the outbox (the default).",
    discussion: CommandExamples.discussion("", "outbox list"))

  @OptionGroup var global: GlobalOptions
  @Flag(
    help:
      "Print the writes as JSON (id, kind, gist, summary, state, reason, lastError, attempts, queuedAt, host)."
  )
  var json = false

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false, quiet: true)
    let outbox = context.outbox
    let records = outbox.all()
    if json {
      let rows = records.map(OutboxJSONRow.init)
      let data = (try? GistJSON.encoder(pretty: true).encode(rows)) ?? Data("[]".utf8)
      Output.json(data + Data("\n".utf8))
      return
    }
    let now = Console.current.now()
    for record in records {
      var fields = [
        record.shortID, record.write.kind, Self.field(record.write.summary),
        Self.state(of: record), "queued \(RelativeTime.describe(record.queuedAt, now: now))",
      ]
      if !outbox.isOnThisHost(record) { fields.append("for \(record.host)") }
      Output.line(fields.joined(separator: "\t"))
    }
    if records.isEmpty { Output.error("The outbox is empty: nothing waits to be sent.") }
  }

  /// "waiting", "waiting (last try: GitHub had a server error (HTTP 503))", "conflict:
  /// …", "failed: …".
  static func state(of record: OutboxRecord) -> String {
    switch record.state {
    case .waiting:
      return record.lastError.map { "waiting (last try: \(field($0)))" } ?? "waiting"
    case .conflict(let reason), .failed(let reason):
      return "\(record.state.name): \(field(reason))"
    }
  }

  /// A field of a line: a tab or a line break in it would make two fields or lines. (What
  /// could drive a terminal is `Output`'s to refuse or show.)
  static func field(_ text: String) -> String {
    String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
  }
}

/// One record as `dehub outbox --json` prints it.
private struct OutboxJSONRow: Encodable {
  var id: String
  var kind: String
  var gist: String?
  var summary: String
  var state: String
  var reason: String?
  var lastError: String?
  var attempts: Int
  var queuedAt: Date
  var host: String

  init(_ record: OutboxRecord) {
    id = record.shortID
    kind = record.write.kind
    gist = record.write.gistID ?? record.createdID
    summary = record.write.summary
    state = record.state.name
    reason = record.state.reason
    lastError = record.lastError
    attempts = record.attempts
    queuedAt = record.queuedAt
    host = record.host
  }
}
