import ArgumentParser

/// `--queue`, on the commands that write: a write GitHub cannot take now waits in the
/// outbox (exit 0, `queued: …` on stderr) instead of failing. Without it a script learns of
/// the failure, as before.
struct QueueOption: ParsableArguments {
  @Flag(
    help: """
      When GitHub cannot take this now (no network, a server error, a rate limit), keep it \
      in the outbox and exit 0; `dehub outbox send` sends it once.
      """)
  var queue = false
}
