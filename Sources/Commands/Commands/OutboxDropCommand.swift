import ArgumentParser
import Basics
import GistValues
import GistWork
import Store

/// `dehub outbox drop ID`: lets a waiting write go, unsent.
struct OutboxDropCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drop", abstract: "Let a write in the outbox go, unsent (its text is gone).",
    discussion: CommandExamples.discussion("", "outbox drop"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "The write's id, as `dehub outbox` lists it.") var id: String

  func run() throws {
    let context = try CommandContext(options: global, requireToken: false, quiet: true)
    let outbox = context.outbox
    guard let record = outbox.record(id) else {
      throw CommandFailure.failure("No write \(id) in the outbox: dehub outbox lists them.")
    }
    try FileLock.holding(outbox.lockFile) { () throws(GistError) in outbox.remove(record) }
    Output.error("Dropped: \(record.write.summary); it will not be sent.")
  }
}
