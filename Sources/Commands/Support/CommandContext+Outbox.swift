import FoundationEssentials
import GistValues
import GistWork
import Glibc
import Store

extension CommandContext {
  /// The outbox, for the API's host.
  var outbox: Outbox {
    Outbox(folder: paths.outbox, account: DraftAccount(host: api.router.baseURL.absoluteString))
  }

  /// A sender of the outbox through the API, writing through to `cache`, pacing writes a
  /// second apart as GitHub asks; stopped with SIGKILL at `crashAt` (a test's crash).
  func outboxSender(cache: CacheScope?, crashAt: OutboxSender.Step? = nil) -> OutboxSender {
    OutboxSender(
      outbox: outbox, api: api, cache: cache, now: { Console.current.now() },
      pause: { Console.current.pause($0) },
      checkpoint: { step in if step == crashAt { kill(getpid(), SIGKILL) } })
  }

  /// A write of a command's `--queue` (`secretsAllowed`: `--allow-secrets` was given): kept
  /// in the outbox first, then sent through it.
  /// When GitHub takes it, the gist it left comes back (nil for a delete or a star). When
  /// GitHub cannot take it now, it waits in the outbox and stderr says `queued: …`
  /// (`queued` is then true). A conflict is exit 3, kept; a refusal for good is the
  /// command's failure, and the record goes.
  func sendQueued(_ write: OutboxWrite, cache: CacheScope?, secretsAllowed: Bool = false) throws
    -> (gist: Gist?, queued: Bool)
  {
    let outbox = self.outbox
    let record = try outbox.add(
      write, secretsAllowed: secretsAllowed, now: Console.current.now())
    let sender = outboxSender(cache: cache)
    let outcome = try FileLock.holding(outbox.lockFile) { () throws(GistError) in
      sender.send(record)
    }
    switch outcome {
    case .sent(_, let gist, _):
      return (gist, false)
    case .stillWaiting(let record, let error):
      Output.error(OutboxRule.queued(record, because: error))
      return (nil, true)
    case .conflict(let record):
      throw CommandFailure(
        code: 3,
        message:
          "\(record.state.reason ?? "") It is kept in the outbox (dehub outbox lists it).")
    case .failed(let record, let error):
      outbox.remove(record)
      throw CommandFailure(code: error.needsAuthentication ? 4 : 1, message: error.message)
    }
  }
}
