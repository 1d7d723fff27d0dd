import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store

/// Sending a draft: what GitHub would refuse is said first; secrets in a public gist ask,
/// in a secret one warn; a new gist is created, an edit sends one `PATCH` with only what
/// changed (nothing when nothing did), and a gist changed on GitHub since it was opened goes
/// to `ComposeConflict`. The draft is marked in flight on disk before a request leaves, so a
/// send whose answer was lost looks for what it made before making it twice. It is removed
/// only after GitHub confirmed; a failed send keeps it and says so.
///
/// The compose Director owns the draft; this reads it in the `ComposeState` they share and
/// reports how it marks it (in flight, its last error) as `ComposeOutcome`s.
final class ComposeSending {
  private let stage: any ComposeStage
  private let model: any GistComposeModel
  private let drafts: DraftStore
  private let session: AppSession
  private let conflict: ComposeConflict
  private weak var navigator: (any Navigator)?
  /// The screen's state: the draft as it is now (read, never written here).
  private let state: ComposeState
  /// Whether a send is under way.
  private var sending = false
  /// The changes the edit in flight sends (said once GitHub confirms them).
  private var sentChanges: GistChanges?

  private let report = PublishSubject<ComposeOutcome>()
  /// How the send marks the draft, which the Director applies (as it happens).
  var outcomes: Observable<ComposeOutcome> { report.asObservable() }

  /// Sends the draft `state` holds through `model`.
  init(
    stage: any ComposeStage, model: any GistComposeModel, drafts: DraftStore,
    session: AppSession, conflict: ComposeConflict, navigator: (any Navigator)?,
    state: ComposeState
  ) {
    self.stage = stage
    self.model = model
    self.drafts = drafts
    self.session = session
    self.conflict = conflict
    self.navigator = navigator
    self.state = state
  }

  /// The draft as `body` changes it, to be saved (not a change of the user's).
  private func keep(_ body: (inout Draft) -> Void) {
    var draft = state.draft
    body(&draft)
    report.onNext(.kept(draft))
  }

  /// The text files of `draft` by name (its binary files go through git).
  static func files(of draft: Draft) -> [(name: String, content: String)] {
    let texts = draft.textFiles
    return texts.keys.sorted().map { ($0, texts[$0] ?? "") }
  }

  /// Whether `draft` can be sent: some file has text, or it holds a binary file.
  static func canSend(_ draft: Draft) -> Bool {
    files(of: draft).contains { !$0.content.trimmingWhitespace().isEmpty }
      || !(draft.binaryNames ?? []).isEmpty
  }

  /// What GitHub would refuse in `draft`: its text files' problems, and binary files'
  /// names.
  static func problems(of draft: Draft) -> [String] {
    let sent = sentText(of: draft)
    // An edit sends only what changed: a gist past 300 files (read whole through git) is
    // edited like any other.
    return GistValidation.problems(
      files: sent.keys.sorted().map { ($0, sent[$0] ?? "") }, countingFiles: draft.gistID == nil)
      + (draft.binaryNames ?? []).compactMap { GistValidation.nameProblem($0) }
  }

  /// Sends the draft (once at a time).
  func send() {
    guard !sending else { return }
    let draft = state.draft
    guard Self.canSend(draft) else {
      return stage.showMessage("Nothing to send yet: add a file with some text (a).")
    }
    let problems = Self.problems(of: draft)
    stage.showProblems(problems)
    guard problems.isEmpty else { return }
    keep { _ in }
    sending = true
    stage.showNotice("Sending…")
    if let id = draft.gistID {
      model.current(id: id) { [weak self] in self?.compare($0) }
    } else if let since = draft.uncertainSendAt {
      model.newest { [weak self] result in self?.lookedForEarlierSend(result, since: since) }
    } else {
      create()
    }
  }

  /// Sends the edit over GitHub's `server` (nothing when nothing changed).
  func update(against server: Gist) {
    let draft = state.draft
    guard let id = draft.gistID else { return }
    let changes = DraftChanges.changes(from: server, to: draft)
    let binaries = DraftChanges.binaryCommits(from: server, to: draft)
    guard !changes.isEmpty || !binaries.isEmpty else {
      sending = false
      drafts.remove(draft)
      conflict.settled()
      return stage.showNotice("Nothing changed; nothing was sent.")
    }
    guard !stopsForSecrets(SecretScanner.scan(changes), isPublic: server.isPublic) else { return }
    sending = true
    markInFlight()
    // Said once confirmed: a binary file counts as a changed file, as text does.
    var said = changes
    for name in binaries.keys where said.files[name] == nil {
      said.files[name] = .some(GistChanges.FileChange(content: nil))
    }
    sentChanges = said
    guard !changes.isEmpty else { return commitBinaries(binaries, to: server, textSent: false) }
    model.update(id: id, changes) { [weak self] result in
      guard case .success(let updated) = result, !binaries.isEmpty else {
        self?.finished(result)
        return
      }
      self?.commitBinaries(binaries, to: updated)
    }
  }

  /// Commits the draft's binary files `binaries` into `gist` (made or changed by the API
  /// just now) through its git repository, removing `removing` (a placeholder) in the same
  /// commit. When git fails the text is on GitHub already: the draft becomes an edit of
  /// the gist as it is, holding the binary files, and S sends them alone.
  private func commitBinaries(
    _ binaries: [String: Data], to gist: Gist, removing: [String] = [], textSent: Bool = true
  ) {
    model.commit(binaries, to: gist, removing: removing) { [weak self] result in
      guard let self else { return }
      guard case .failure(let error) = result else { return finished(result) }
      sending = false
      let draft = state.draft
      var rest = DraftChanges.draft(editing: gist)
      rest.id = draft.id
      for name in binaries.keys.sorted() {
        rest.files[name] = draft.files[name]
        rest.mark(name, binary: true)
      }
      for name in removing { rest.files[name] = nil }
      rest.lastError = error.message
      report.onNext(.kept(rest))
      stage.showMessage(
        (textSent
          ? "The text went to GitHub, but the binary files did not: "
          : "The binary files were not sent: ")
          + "\(error.message) They are kept in the draft; S sends them.")
    }
  }

  /// GitHub's version of the gist being edited came: the edit goes over it, unless someone
  /// else changed it since it was opened.
  private func compare(_ result: Result<Gist, GistError>) {
    switch result {
    case .success(let server):
      let draft = state.draft
      if draft.uncertainSendAt != nil, DraftChanges.changes(from: server, to: draft).isEmpty,
        DraftChanges.binaryCommits(from: server, to: draft).isEmpty
      {
        // The last send (cut off by a crash, or its answer lost) reached GitHub: the gist is
        // as the draft says. Not a change by someone else.
        return finished(.success(server), note: "Your last send had reached GitHub.")
      }
      if draft.isStale(against: server) {
        sending = false
        conflict.found(server)
      } else {
        update(against: server)
      }
    case .failure(.notFound):
      sending = false
      report.onNext(.gistGone)
      stage.showMessage(
        "The gist is gone from GitHub (deleted, or no longer visible to you). Your draft is "
          + "kept; N sends it as a new gist.")
    case .failure(let error):
      failed(error)
    }
  }

  /// Marks the draft as being sent, on disk, before the request leaves: if dehub dies before
  /// the answer (kill -9, a crash), the next send looks for what this one may have made
  /// instead of making it twice.
  private func markInFlight() {
    keep { $0.uncertainSendAt = $0.uncertainSendAt ?? Date() }
  }

  private func create() {
    let draft = state.draft
    let gist = NewGist(
      description: draft.description, files: Self.sentText(of: draft), isPublic: draft.isPublic)
    guard !stopsForSecrets(SecretScanner.scan(gist), isPublic: gist.isPublic) else { return }
    sending = true
    markInFlight()
    let binaries = DraftChanges.binaryCommits(from: nil, to: draft)
    let placeholder = Self.madeWith(draft).removing
    model.create(gist) { [weak self] result in
      guard case .success(let created) = result, !binaries.isEmpty else {
        self?.finished(result)
        return
      }
      self?.commitBinaries(binaries, to: created, removing: placeholder)
    }
  }

  /// The text files a new gist is made with: the draft's, or, for binary files alone, the
  /// placeholder the API needs (the commit adding them removes it).
  static func sentText(of draft: Draft) -> [String: String] { madeWith(draft).texts }

  /// `BinaryFiles.madeWith` for `draft`.
  private static func madeWith(_ draft: Draft) -> (texts: [String: String], removing: [String]) {
    BinaryFiles.madeWith(texts: draft.textFiles, binaryNames: draft.binaryNames ?? [])
  }

  /// Secrets in what is about to be sent: for a public gist the user is asked (true: the send
  /// stops for the answer); for a secret gist the message line warns and the send goes on.
  /// No sentence holds a secret whole.
  private func stopsForSecrets(_ findings: [SecretFinding], isPublic: Bool) -> Bool {
    switch SecretGate.decide(findings, isPublic: isPublic, allowed: state.secretsAllowed) {
    case .clear:
      return false
    case .warn(let findings):
      if !isPublic { stage.showMessage(SecretQuestion.warning(findings)) }
      return false
    case .stop(let findings):
      sending = false
      stage.chooseAfresh(
        SecretQuestion.choice(
          findings, sendAnyway: .sendWithSecrets,
          sendSecret: state.draft.gistID == nil ? .sendAsSecret : nil))
      return true
    }
  }

  /// The last send's answer was lost: a gist of the user's with the draft's description and
  /// file names, created since (give or take the clocks), is probably it. Ask before making
  /// a second one; with none found (or no answer), send.
  private func lookedForEarlierSend(_ result: Result<[Gist], GistError>, since: Date) {
    let draft = state.draft
    let earlier = (try? result.get()).flatMap {
      LostCreate.find(
        in: $0, description: draft.description, names: Set(Self.sentText(of: draft).keys),
        since: since)
    }
    guard let earlier else {
      keep { $0.uncertainSendAt = nil }
      return create()
    }
    sending = false
    let when = earlier.createdAt.map { RelativeTime.describe($0) } ?? "recently"
    stage.chooseAfresh(
      Choice(
        title: "Your last send may have reached GitHub",
        message: [
          "A gist with these files was created \(when): \(earlier.title).",
          "Open it (the draft is let go), or send again as a second gist?",
        ],
        options: [
          .init("Keep editing", nil), .init("Open it", .openCreated(earlier)),
          .init("Send again", .sendAgain),
        ]))
  }

  private func finished(_ result: Result<Gist, GistError>, note: String? = nil) {
    sending = false
    switch result {
    case .success(let gist):
      let draft = state.draft
      drafts.remove(draft)
      conflict.settled()
      if let note { stage.showNotice(note) }
      if draft.gistID != nil {
        if let said = note ?? sentChanges.map(Self.saved) { session.toast.onNext(said) }
        session.changedGist.onNext(gist)
        navigator?.go(.back)
      } else {
        navigator?.go(.replaceTop(.created(gist)))
      }
    case .failure(let error):
      failed(error)
    }
  }

  /// When GitHub cannot take the draft now (`OutboxRule`), it goes to the outbox instead
  /// of staying a draft: sent once, when GitHub answers again, and the screen closes
  /// saying so. False (the draft stays) when there is no outbox or it cannot be written.
  private func queued(after error: GistError) -> Bool {
    guard OutboxRule.waits(after: error), let outbox = session.outbox else { return false }
    let draft = state.draft
    // The outbox keeps text: binary files go through git, when GitHub can be reached.
    guard (draft.binaryNames ?? []).isEmpty else { return false }
    // A create whose answer was lost may have made the gist: the outbox looks first.
    let lost =
      draft.gistID == nil && error.mayHaveReachedServer
      ? (draft.uncertainSendAt ?? Date()) : draft.uncertainSendAt
    do throws(GistError) {
      try outbox.queue(.send(draft), secretsAllowed: state.secretsAllowed, inFlightSince: lost)
    } catch {
      return false
    }
    drafts.remove(draft)
    conflict.settled()
    session.toast.onNext(
      OutboxWording.queued(
        OutboxWrite.send(draft).summary, reason: OutboxRule.cause(error), key: outbox.key))
    navigator?.go(.back)
    return true
  }

  /// What a confirmed edit changed: "Saved · 2 files changed".
  private static func saved(_ changes: GistChanges) -> String {
    let count = changes.files.count
    let files = count.counted("file")
    switch (count, changes.description != nil) {
    case (0, _): return "Saved · the description changed"
    case (_, true): return "Saved · \(files) and the description changed"
    default: return "Saved · \(files) changed"
    }
  }

  private func failed(_ error: GistError) {
    sending = false
    let new = state.draft.gistID == nil
    if queued(after: error) { return }
    keep { draft in
      draft.lastError = error.message
      // Refused for sure: nothing was made or changed, so the next send need not look.
      if !error.mayHaveReachedServer { draft.uncertainSendAt = nil }
      if new && error.mayHaveReachedServer {
        draft.uncertainSendAt = draft.uncertainSendAt ?? Date()
      }
    }
    if new && error.mayHaveReachedServer {
      return stage.showMessage(
        "The answer was lost, so the gist may have been created; S looks for it before sending again. \(error.message)"
      )
    }
    stage.showMessage("Not sent; the draft is kept, S retries. \(error.message)")
  }
}
