import ArgumentParser
import Basics
import FoundationEssentials
import GistValues
import ScreenLogic

/// `dehub sync [PATH...]`: brings linked files in step with their gists. Pushes what changed
/// here (one PATCH of exactly those files, checked for secrets) and pulls what changed on
/// GitHub (each file written atomically); never writes without showing the difference.
struct SyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync", _superCommandName: "dehub",
    abstract: "Push what changed here, pull what changed on GitHub.",
    discussion: CommandExamples.discussion(
      """
      On a terminal each change is shown as a diff and asked for; --yes applies every change \
      that is not a conflict; without a terminal and without --yes nothing is written. A \
      file changed on both sides is a conflict: nothing is written until you choose to keep \
      yours, keep GitHub's, keep both (yours beside it as NAME.mine, which later syncs \
      leave out), or merge in your editor between conflict markers; with --yes conflicts \
      are left and listed.
      A push is one PATCH of exactly the changed files; a pull writes each file through a \
      temporary file in the same folder and a rename, keeping its mode, never through a \
      symbolic link out of the folder.
      --watch PATH keeps one link in step until Ctrl-C: a change saved here is pushed after \
      a quiet second, GitHub is asked on a timer (with its ETag), and it stops at a conflict.
      Exit codes: 0 in sync, 1 failed, 3 conflicts left.
      """, "sync"))

  @OptionGroup var global: GlobalOptions
  @Argument(help: "Linked files or folders (default: every link).", completion: .file())
  var paths: [String] = []
  @Flag(help: "Show what would be pushed and pulled, as diffs; change nothing.") var dryRun = false
  @Flag(help: "Only push what changed here.") var push = false
  @Flag(help: "Only pull what changed on GitHub.") var pull = false
  @Flag(help: "Apply every change that is not a conflict without asking.") var yes = false
  @Flag(help: "Watch one linked path and sync it as it changes, until Ctrl-C.") var watch = false
  @Option(help: "With --watch: seconds between asking GitHub for changes (default 30).")
  var interval: Double = 30
  @Flag(help: "Push to a public gist even when the text seems to hold a secret.")
  var allowSecrets = false

  func validate() throws {
    if push && pull { throw ValidationError("Give --push or --pull, not both.") }
    if watch && paths.count != 1 { throw ValidationError("--watch takes one linked PATH.") }
    if watch && dryRun { throw ValidationError("--watch writes; leave out --dry-run.") }
    if interval < 1 { throw ValidationError("--interval is at least 1 second.") }
  }

  func run() throws {
    let context = try CommandContext(options: global, requireToken: true)
    let session = context.linkSession(noCache: global.noCache)
    let links = try context.links(paths, in: session)
    var run = LinkSyncRun(
      session: session, dryRun: dryRun, yes: yes, allowSecrets: allowSecrets,
      asks: Output.stdinIsTerminal, environment: context.environment)
    run.direction = push ? .push : pull ? .pull : .both
    if watch {
      guard let link = links.first else { throw ExitCode(1) }
      PipedText.current.writeThrough()
      run.yes = true
      var watch = LinkWatch(syncing: run, link: link, interval: interval)
      // GitHub answered a step: what waits in the outbox goes too.
      let (outbox, sender) = (context.outbox, context.outboxSender(cache: nil))
      watch.afterStep = {
        guard outbox.waitingCount > 0, let run = try? sender.sendAll() else { return }
        for outcome in run.outcomes { Output.error(OutboxSendCommand.line(outcome)) }
      }
      return try Output.$timestamped.withValue(true) { try watch.run() }
    }
    var left: [String] = []
    var failures = 0
    var shown = false
    for link in links {
      do {
        let outcome = try run.sync(link)
        shown = shown || !outcome.held.isEmpty || !outcome.conflicts.isEmpty
        left += outcome.conflicts.map { link.localURL(of: $0).path }
      } catch let error as GistError {
        // The token is every link's: said once, with where it came from (exit 4).
        if error.needsAuthentication { throw error }
        Output.error("dehub: \(link.path): \(error.message)")
        failures += 1
      } catch let failure as CommandFailure {
        Output.error("dehub: \(failure.message)")
        failures += 1
      }
    }
    // Said once, after every link's changes.
    if dryRun && shown { Output.error("Nothing was written or sent (--dry-run).") }
    if failures > 0 { throw ExitCode(1) }
    if !left.isEmpty {
      throw CommandFailure(
        code: 3,
        message: "\(left.count.counted("conflict")) left, nothing written for "
          + "\(left.count.word("it", plural: "them")): \(left.joined(separator: ", ")); "
          + "`dehub sync` on a terminal offers the choices.")
    }
  }
}
