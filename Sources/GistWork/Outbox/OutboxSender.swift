import FoundationEssentials
import GistValues
import Model
import Store

/// Sends what waits in the outbox, oldest first, one write at a time, each at most once:
/// the record is marked in flight on disk before its request leaves, and a record found in
/// flight (its answer lost, or its sender killed) first looks at GitHub for what it may
/// have done. An edit or a delete goes only if the gist is still at the version it was
/// based on (else it is a conflict, GitHub's text untouched); a create whose answer was
/// lost is found (`LostCreate`) and recorded instead of made twice; stars are idempotent.
/// The browser, `dehub outbox send` and `sync --watch` all send through this.
public struct OutboxSender: Sendable {
  /// The points of a send a test can stop a sender at (to show a crash there loses
  /// nothing and doubles nothing).
  public enum Step: String, Sendable, CaseIterable {
    /// The record is marked in flight; no request has left.
    case beforeRequest = "before-request"
    /// GitHub answered; nothing is recorded yet.
    case afterRequest = "after-request"
    /// The answer was taken in (the cache updated); the record is not removed yet.
    case beforeRecord = "before-record"
  }

  /// What became of one record.
  public enum Outcome: Sendable {
    /// It went (or had gone: `note` says so); `gist` is GitHub's gist after it, when the
    /// write leaves one (not for a delete).
    case sent(OutboxRecord, gist: Gist?, note: String)
    /// The gist changed or went since the write was made: kept, marked, not sent.
    case conflict(OutboxRecord)
    /// GitHub refused it for good (`error` says why): kept, marked, not sent.
    case failed(OutboxRecord, GistError)
    /// GitHub still cannot take it (offline, 5xx, rate limit): kept, waiting.
    case stillWaiting(OutboxRecord, GistError)
  }

  /// What a request came to.
  private enum Done {
    case done(Gist?, String)
    case conflict(OutboxConflict)
  }

  private let outbox: Outbox
  private let api: GistAPI
  private let cache: CacheScope?
  private let now: @Sendable () -> Date
  private let pause: @Sendable (TimeInterval) -> Void
  private let checkpoint: @Sendable (Step) -> Void

  /// A sender of `outbox`'s records through `api`, writing what GitHub answers through to
  /// `cache` (a delete keeps the whole gist beside it, for undo); `pause` waits between
  /// two writes (GitHub asks for a second); `checkpoint` is called at each step of a send.
  public init(
    outbox: Outbox, api: GistAPI, cache: CacheScope? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    pause: @escaping @Sendable (TimeInterval) -> Void = { _ in },
    checkpoint: @escaping @Sendable (Step) -> Void = { _ in }
  ) {
    self.outbox = outbox
    self.api = api
    self.cache = cache
    self.now = now
    self.pause = pause
    self.checkpoint = checkpoint
  }

  /// Sends every waiting record of this host, oldest first, holding the outbox's lock (a
  /// second sender waits). The run stops at the first write GitHub still cannot take (the
  /// rest would meet the same); conflicts and refusals are marked and the run goes on.
  /// `only` limits the run to records with these ids.
  public func sendAll(only: Set<String>? = nil) throws(GistError) -> OutboxRun {
    try FileLock.holding(outbox.lockFile) { () throws(GistError) -> OutboxRun in
      var run = OutboxRun()
      let records = outbox.onThisHost().filter { record in
        record.state == .waiting && (only.map { $0.contains(record.id) } ?? true)
      }
      for (index, record) in records.enumerated() {
        if index > 0 { pause(BulkRun<String>.pace) }
        // Read again: a write sent before it may have moved its base (see `send`).
        let outcome = send(outbox.record(record.id) ?? record)
        run.outcomes.append(outcome)
        if case .stillWaiting = outcome {
          run.notTried = Array(records[(index + 1)...])
          break
        }
      }
      return run
    }
  }

  /// Sends one record (the caller holds the lock).
  public func send(_ record: OutboxRecord) -> Outcome {
    var record = record
    let earlierTry = record.inFlightSince
    record.attempts += 1
    record.inFlightSince = earlierTry ?? now()
    do throws(GistError) {
      try outbox.save(record)
    } catch {
      return .stillWaiting(record, error)
    }
    checkpoint(.beforeRequest)
    do throws(GistError) {
      let done = try perform(
        record.write, lostSince: earlierTry, login: record.login,
        secrets: record.secretsAllowed == true)
      checkpoint(.afterRequest)
      guard case .done(let gist, let note) = done else {
        if case .conflict(let conflict) = done { record.state = .conflict(conflict.sentence) }
        record.inFlightSince = nil
        try? outbox.save(record)
        return .conflict(record)
      }
      if let gist, record.write.gistID == nil { record.createdID = gist.id }
      checkpoint(.beforeRecord)
      outbox.remove(record)
      rebaseOthers(after: record.write, left: gist)
      return .sent(record, gist: gist, note: note)
    } catch {
      record.lastError = error.message
      if !error.mayHaveReachedServer { record.inFlightSince = earlierTry }
      if OutboxRule.waits(after: error) {
        try? outbox.save(record)
        return .stillWaiting(record, error)
      }
      record.state = .failed(error.message)
      try? outbox.save(record)
      return .failed(record, error)
    }
  }

  /// The oldest waiting write of this host, sent, holding the outbox's lock; nil when none
  /// waits. (The browser sends one at a time, its timer pacing them.)
  public func sendOldest() throws(GistError) -> Outcome? {
    try FileLock.holding(outbox.lockFile) { () throws(GistError) -> Outcome? in
      outbox.onThisHost().first { $0.state == .waiting }.map { send($0) }
    }
  }

  /// After an edit `write` that left the gist at `gist`'s version: the other waiting
  /// writes of the gist made against the version before it are moved to the version after
  /// (a delete queued after an edit of the same gist is not a conflict with that edit).
  private func rebaseOthers(after write: OutboxWrite, left gist: Gist?) {
    guard case .send(let draft) = write, let id = draft.gistID, let from = draft.baseVersion,
      let to = gist?.history?.first?.version, from != to
    else { return }
    for var other in outbox.onThisHost() where other.write.gistID == id {
      let moved = other.write.rebased(from: from, to: to)
      guard moved != other.write else { continue }
      other.write = moved
      try? outbox.save(other)
    }
  }

  /// Makes the request of `write`, after looking for what an earlier try cut off at
  /// `lostSince` did; GitHub's gist after it and a sentence saying what was done.
  private func perform(
    _ write: OutboxWrite, lostSince: Date?, login: String?, secrets: Bool
  ) throws(GistError) -> Done {
    switch write {
    case .send(let draft):
      if draft.gistID != nil { return try edit(draft, lostSince: lostSince, secrets: secrets) }
      return try create(draft, lostSince: lostSince, secrets: secrets)
    case .delete(let id, _, let baseVersion):
      let current: Gist
      do throws(GistError) {
        current = try api.gist(id: id)
      } catch .notFound {
        return .done(nil, "Already gone: \(write.summary).")
      }
      if let baseVersion, let now = current.history?.first?.version, now != baseVersion {
        return .conflict(.changed(id: id))
      }
      try GistRemoval.delete(id: id, api: api, cache: cache)
      return .done(nil, "Sent: \(write.summary).")
    case .star(let id, let starred):
      try api.setStarred(starred, id: id)
      return .done(nil, "Sent: \(write.summary).")
    case .comment(let id, let body):
      let findings = SecretScanner.scan(body, file: "the comment")
      if !findings.isEmpty {
        // Its comments are as public as the gist (taken as public when it cannot be read).
        let isPublic = (try? api.gist(id: id))?.isPublic ?? true
        try checkSecrets(SecretGate.decide(findings, isPublic: isPublic, allowed: secrets))
      }
      if let lostSince {
        let earlier = try api.comments(id: id).first { comment in
          comment.body == body
            && (login.map { comment.user?.login.lowercased() == $0.lowercased() } ?? true)
            && (comment.createdAt.map { $0 >= lostSince.addingTimeInterval(-LostCreate.clockSlack) }
              ?? false)
        }
        if earlier != nil { return .done(nil, "Had reached GitHub: \(write.summary).") }
      }
      _ = try api.addComment(id: id, body: body)
      return .done(nil, "Sent: \(write.summary).")
    }
  }

  /// A public send that holds what looks like a secret goes only if the user allowed it
  /// when it was written (the outbox asks nothing later): else it is refused, as it would
  /// have been then.
  private func checkSecrets(_ verdict: SecretGate.Verdict) throws(GistError) {
    guard case .stop(let findings) = verdict else { return }
    throw GistError.local(
      SecretGate.refusal(
        findings, what: "a public gist", ways: [], last: "drop it and send it again"))
  }

  private func create(_ draft: Draft, lostSince: Date?, secrets: Bool) throws(GistError) -> Done {
    let summary = OutboxWrite.send(draft).summary
    if let lostSince {
      let newest = try api.gists(.mine, limit: 30)
      if let made = LostCreate.find(
        in: newest, description: draft.description, names: Set(draft.files.keys), since: lostSince)
      {
        return .done(made, "Had reached GitHub: \(summary) is \(made.id).")
      }
    }
    let gist = NewGist(description: draft.description, files: draft.files, isPublic: draft.isPublic)
    try checkSecrets(SecretGate.decide(gist, allowed: secrets))
    let created = try api.create(gist)
    cache?.write { store, account in store.changed(created, account: account, addTo: ["mine"]) }
    return .done(created, "Sent: \(summary) is \(created.id).")
  }

  private func edit(_ draft: Draft, lostSince: Date?, secrets: Bool) throws(GistError) -> Done {
    guard let id = draft.gistID else { return .done(nil, "") }
    let summary = OutboxWrite.send(draft).summary
    let current: Gist
    do throws(GistError) {
      current = try api.completeGist(id: id)
    } catch .notFound {
      return .conflict(.gone(id: id))
    }
    let changes = DraftChanges.changes(from: current, to: draft)
    if changes.isEmpty {
      let said = lostSince != nil ? "Had reached GitHub" : "Nothing left to change"
      return .done(current, "\(said): \(summary).")
    }
    if draft.isStale(against: current) { return .conflict(.changed(id: id)) }
    try checkSecrets(SecretGate.decide(changes, isPublic: current.isPublic, allowed: secrets))
    let updated = try api.update(id: id, changes)
    cache?.write { store, account in store.changed(updated, account: account) }
    return .done(updated, "Sent: \(summary).")
  }
}
