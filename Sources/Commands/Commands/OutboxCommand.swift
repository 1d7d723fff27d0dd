import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import GistWork
import Store

/// `dehub outbox`: the writes kept while GitHub could not take them (from the browser, or
/// a command's `--queue`): listed, sent, or one dropped.
struct OutboxCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "outbox", _superCommandName: "dehub",
    abstract: "List, send or drop the writes waiting for GitHub.",
    discussion: CommandExamples.discussion(
      """
      A write (a new gist, an edit, a delete, a star, a comment) goes to the outbox when \
      GitHub cannot be reached, answers with a server error, or limits the rate: from the \
      browser always, from a command with --queue. Each is sent once, oldest first, by \
      `dehub outbox send`, by the browser after a refresh, and by `dehub sync --watch`; an \
      edit or a delete only if the gist is still as it was when the write was made (else it \
      is a conflict, and GitHub's text stays). Only this host's writes are sent from here.
      """, "outbox"),
    subcommands: [OutboxListCommand.self, OutboxSendCommand.self, OutboxDropCommand.self],
    defaultSubcommand: OutboxListCommand.self)
}
