import Basics
import FoundationEssentials
import Model
import Reactive

/// All the logic of composing a new gist or editing one: the description, files (new ones
/// and changes through the editor, local files, renames, removals), public or secret, and
/// sending. Send is enabled only when some file has text; what GitHub would refuse is said
/// before anything is sent. The draft is saved (atomically) at every change and before
/// sending, and removed only after the server confirmed; a failed send keeps it and says
/// so. An edit sends one `PATCH` with only what changed, nothing when nothing changed, and
/// if the gist changed on the server since it was opened the user chooses: reload (their
/// version is kept as a draft), overwrite, or go through the files both changed
/// (`ConflictResolver`), each with its three versions to look at and GitHub's, yours, both or
/// a merge kept; what drops the user's text asks first and stays in a draft until GitHub
/// confirms.
public final class ComposeDirector: ScreenDirector {
  private let stage: any ComposeStage
  private let model: any GistComposeModel
  private let drafts: DraftStore
  private let editor: any TextEditing
  private let session: AppSession
  /// `$HOME` from the environment: what `~` means in a local file's path.
  private let home: String?
  private let navigate: (Transition) -> Void
  private let bag = DisposeBag()
  private var draft: Draft
  private var sending = false
  private var pendingServerVersion: Gist?
  /// Going through the files both sides changed, when the user chose Compare.
  private var resolving: ConflictResolver?
  /// The draft as it was before Compare dropped any of the user's text: kept on disk until
  /// GitHub confirms the send.
  private var beforeCompare: Draft?
  /// Whether the user is looking at a file's three versions (asked again on coming back,
  /// the focus on the button used).
  private var lookingAtConflict = false
  /// Whether the user changed the draft on this screen (leaving then keeps it as a draft).
  private var changedHere = false
  /// Whether the gist being edited is gone from the server (the draft can go as a new gist).
  private var gistGone = false
  /// Whether the user is looking at the pending changes from the question before sending
  /// (asked again on coming back).
  private var reviewingBeforeSend = false
  /// Whether the user said to send this version to a public gist despite the secrets in it.
  private var secretsAllowed = false
  /// The changes the edit in flight sends (said once GitHub confirms them).
  private var sentChanges: GistChanges?

  /// A Director for `stage`, composing `draft` (a new one, one being edited, or one kept
  /// from before), saving it in `drafts`; `~` in a local file's path is `home`. Once sent, a
  /// new gist's detail takes the compose screen's place; an edit goes back to the gist,
  /// which the session tells of the change.
  public init(
    stage: any ComposeStage, draft: Draft, model: any GistComposeModel, drafts: DraftStore,
    editor: any TextEditing, session: AppSession, home: String? = nil,
    navigate: @escaping (Transition) -> Void
  ) {
    self.session = session
    self.home = home
    self.navigate = navigate
    self.stage = stage
    self.draft = draft
    self.model = model
    self.drafts = drafts
    self.editor = editor
  }

  /// The draft as it is now.
  public var current: Draft { draft }

  /// The screen closed: a draft changed here and not sent is kept, and the screen below
  /// says so. (Covered, by the diff of a conflict or of the changes, it is still open:
  /// nothing is said.)
  public func closed() {
    guard changedHere, drafts.all().contains(where: { $0.id == draft.id }) else { return }
    changedHere = false
    session.toast.onNext("Kept as a draft · D in the gist list opens your drafts")
  }

  /// Starts observing and shows the draft.
  public func start() {
    stage.showTitle(draft.gistID == nil ? "New gist" : "Editing “\(Self.name(of: draft))”")
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    if let error = draft.lastError {
      stage.showMessage("The last try to send this draft failed; S retries. \(error)")
    }
    render()
  }

  private var names: [String] { draft.files.keys.sorted() }

  /// What a draft is called: its description, else its first file's name.
  static func name(of draft: Draft) -> String {
    draft.description.isEmpty ? (draft.files.keys.sorted().first ?? "untitled") : draft.description
  }

  private func handle(_ intent: ComposeIntent) {
    switch intent {
    case .ask(let question):
      stage.ask(question, initial: initialAnswer(question))
    case .answered(let question, let text):
      answer(question, text)
    case .editFile(let name):
      guard draft.files[name] != nil else { return }
      edit(name)
    case .removeFile(let name):
      guard draft.files[name] != nil else { return }
      stage.confirmRemove(name: name)
    case .confirmRemove(let name):
      guard draft.files[name] != nil else { return }
      change { $0.files[name] = nil }
    case .togglePublic:
      change { $0.isPublic.toggle() }
    case .send:
      guard !offerReview() else { return }
      send()
    case .sendReviewed:
      send()
    case .sendWithSecrets:
      secretsAllowed = true
      send()
    case .showChanges:
      showChanges()
    case .review:
      reviewingBeforeSend = true
      showChanges()
    case .reload:
      reload()
    case .openCreated(let gist):
      drafts.remove(draft)
      navigate(.replaceTop(.loadedGist(gist)))
    case .sendAgain:
      draft.uncertainSendAt = nil
      save()
      send()
    case .sendAsNew:
      gistGone = false
      change {
        $0.gistID = nil
        $0.originalNames = nil
        $0.baseUpdatedAt = nil
        $0.baseVersion = nil
      }
      stage.showTitle("New gist (from the draft of a gist that is gone)")
      send()
    case .overwrite:
      guard let server = pendingServerVersion else { return }
      pendingServerVersion = nil
      update(against: server)
    case .resolve, .showConflict, .keepTheirs, .keepYours, .keepBoth, .mergeInEditor,
      .dropYours, .backToConflict:
      resolve(intent)
    }
  }

  /// The screen shows again: a conflict being looked at is asked about again, and so is the
  /// question before sending after a look at the changes.
  public func uncovered() {
    if reviewingBeforeSend {
      reviewingBeforeSend = false
      return askToSend(selected: .sendReviewed)
    }
    guard lookingAtConflict, let name = resolving?.current else { return }
    lookingAtConflict = false
    resolveNext(selected: .showConflict(name))
  }

  private func askAboutConflict() {
    choose(
      Choice(
        title: "The gist changed on GitHub",
        message: [
          "Someone changed it since you opened it.",
          "Compare: go through the files both changed, keeping theirs or yours.",
          "Reload: take GitHub's version (yours is kept as a draft).",
          "Overwrite: send yours anyway.",
        ],
        options: [
          .init("Keep editing", nil), .init("Compare", .resolve), .init("Reload", .reload),
          .init("Overwrite", .overwrite),
        ]))
  }

  /// A step of going through the conflicting files: each choice changes the draft (saved);
  /// one that drops the user's text asks first, and keeps the draft as it was until GitHub
  /// confirms.
  private func resolve(_ intent: ComposeIntent) {
    if case .resolve = intent, let server = pendingServerVersion {
      resolving = ConflictResolver(server: server, draft: draft)
      return resolveNext()
    }
    guard let resolver = resolving, let name = resolver.current else { return }
    switch intent {
    case .showConflict(name):
      lookingAtConflict = true
      let (base, theirs, yours) = resolver.versions(of: name, in: draft)
      navigate(.push(.conflict(file: name, base: base, theirs: theirs, yours: yours)))
    case .keepTheirs(name):
      guard !resolver.keepingTheirsDrops(name, in: draft) else {
        return choose(resolver.dropQuestion(name, in: draft))
      }
      change { resolver.keepTheirs(&$0) }
      resolveNext()
    case .dropYours(name):
      keepBeforeCompare()
      change { resolver.keepTheirs(&$0) }
      resolveNext()
    case .backToConflict(name):
      resolveNext(selected: .keepTheirs(name))
    case .keepYours(name):
      resolver.keepYours()
      resolveNext()
    case .keepBoth(name):
      change { resolver.keepBoth(&$0) }
      resolveNext()
    case .mergeInEditor(name):
      switch editor.edit(resolver.markers(in: draft), filename: name) {
      case .success(let text?):
        keepBeforeCompare()
        change { resolver.keepMerged(text, in: &$0) }
        resolveNext()
      case .success(nil):
        resolveNext(selected: intent)
        stage.showNotice("The editor left the markers as they were; nothing was merged.")
      case .failure(let error):
        resolveNext(selected: intent)
        stage.showMessage(error.message)
      }
    default:
      break
    }
  }

  /// Keeps the draft as it was before Compare (once) as a draft of its own, until GitHub
  /// confirms the send.
  private func keepBeforeCompare() {
    guard beforeCompare == nil else { return }
    var kept = draft
    kept.id = Draft.newID()
    do throws(GistError) {
      try drafts.save(kept)
      beforeCompare = kept
    } catch {
      stage.showMessage("Your version could not be kept as a draft: \(error.message)")
    }
  }

  /// Asks about the next file to resolve (`selected` focused), or ends: the draft is now
  /// based on GitHub's version, and S sends it.
  private func resolveNext(selected: ComposeIntent? = nil) {
    guard let resolver = resolving else { return }
    if let question = resolver.question(in: draft, selected: selected) {
      return choose(question)
    }
    resolving = nil
    pendingServerVersion = nil
    change { resolver.rebase(&$0) }
    let kept =
      beforeCompare == nil ? "" : " · your earlier version stays a draft until GitHub confirms"
    stage.showNotice("\(resolver.summary) · S sends this version\(kept)")
  }

  private func initialAnswer(_ question: ComposeQuestion) -> String {
    switch question {
    case .description: draft.description
    case .rename(let name): name
    case .newFileName, .localFile: ""
    }
  }

  private func answer(_ question: ComposeQuestion, _ text: String) {
    let trimmed = text.trimmingSpaces()
    switch question {
    case .description:
      change { $0.description = text }
    case .newFileName:
      guard !trimmed.isEmpty else { return }
      if let problem = GistValidation.nameProblem(trimmed) { return stage.showMessage(problem) }
      guard draft.files[trimmed] == nil else {
        return stage.showMessage("There is already a file named \"\(trimmed)\".")
      }
      edit(trimmed)
    case .localFile:
      guard !trimmed.isEmpty else { return }
      let url = URL(fileURLWithPath: expandingTilde(trimmed))
      if let reason = LocalFile.unreadable(url.path) {
        return stage.showMessage("Cannot read \(url.path): \(reason).")
      }
      do throws(GistError) {
        let content = try GistValidation.readText(at: url)
        let name = url.lastPathComponent
        change { $0.files[name] = content }
        stage.showNotice("Added \(name)")
      } catch {
        stage.showMessage(error.message)
      }
    case .rename(let old):
      guard draft.files[old] != nil, !trimmed.isEmpty, trimmed != old else { return }
      if let problem = GistValidation.nameProblem(trimmed) { return stage.showMessage(problem) }
      guard draft.files[trimmed] == nil else {
        return stage.showMessage("There is already a file named \"\(trimmed)\".")
      }
      change { draft in
        draft.files[trimmed] = draft.files.removeValue(forKey: old)
        if let original = draft.originalNames?.removeValue(forKey: old) {
          draft.originalNames?[trimmed] = original
        }
      }
    }
  }

  /// `path` with a leading `~` or `~/` as `$HOME` (the environment's, not the account's).
  private func expandingTilde(_ path: String) -> String {
    guard let home, path == "~" || path.hasPrefix("~/") else { return path }
    return home + path.dropFirst()
  }

  private func edit(_ name: String) {
    switch editor.edit(draft.files[name] ?? "", filename: name) {
    case .success(let text?):
      change { $0.files[name] = text }
    case .success(nil):
      if draft.files[name] == nil {
        stage.showNotice("The editor saved nothing; \(name) was not added.")
      } else {
        stage.showNotice("\(name) is unchanged.")
      }
    case .failure(let error):
      stage.showMessage(error.message)
    }
  }

  /// Changes the draft, saves it, shows it.
  private func change(_ body: (inout Draft) -> Void) {
    body(&draft)
    changedHere = true
    secretsAllowed = false
    draft.lastError = nil
    save()
    render()
  }

  private func save() {
    draft.savedAt = Date()
    do throws(GistError) {
      try drafts.save(draft)
    } catch {
      stage.showMessage("The draft could not be saved: \(error.message)")
    }
  }

  private var files: [(name: String, content: String)] {
    names.map { ($0, draft.files[$0] ?? "") }
  }

  private func render() {
    let visibility = draft.isPublic ? "public" : "secret"
    stage.showDraft(
      description: draft.description, files: ComposeChanges.rows(of: draft),
      visibility: draft.gistID == nil
        ? visibility + (draft.isPublic ? "" : " (p makes it public)")
        : visibility + " (GitHub does not change it once the gist is made)")
  }

  /// The diff of what a send would change (the whole gist, for a new one), on the diff
  /// screen.
  private func showChanges() {
    let title =
      draft.gistID == nil
      ? "The new gist, not sent yet" : "Your changes to “\(Self.name(of: draft))”, not sent yet"
    navigate(
      .push(
        .diff(title: title, from: ComposeChanges.base(of: draft), to: ComposeChanges.pending(draft))
      )
    )
  }

  /// Before the first send of an edit with changes since dehub started (or every one, with
  /// the option on): Review / Send / Cancel. True when it asked.
  private func offerReview() -> Bool {
    guard draft.gistID != nil, canSend, ComposeChanges.changesFiles(draft),
      session.isOn(.reviewEverySend) || !session.reviewOffered
    else { return false }
    session.reviewOffered = true
    askToSend(selected: .review)
    return true
  }

  private func askToSend(selected: ComposeIntent) {
    let changed = ComposeChanges.rows(of: draft).filter { $0.change != nil }
    let options: [Choice<ComposeIntent>.Option] = [
      .init("Cancel", nil), .init("Review", .review),
      .init("Send", .sendReviewed),
    ]
    choose(
      Choice(
        title: "Send these changes?",
        message: changed.map { "\($0.name)  \($0.mark)" } + [
          "Review shows them as a diff (d does, any time)."
        ],
        options: options, selected: options.firstIndex { $0.answer == selected } ?? 0))
  }

  /// Asks `choice`, the message line cleared (what it said is over).
  private func choose(_ choice: Choice<ComposeIntent>) {
    stage.showNotice("")
    stage.choose(choice)
  }

  /// How many lines `text` has (a last line without a newline counts).
  static func lineCount(_ text: String) -> Int {
    let newlines = text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
    return newlines + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
  }

  /// Why `intent` does nothing now: a send needs text, the visibility is fixed once the
  /// gist is made, and only a draft whose gist is gone goes as a new gist.
  public func availability(of intent: ComposeIntent) -> String? {
    switch intent {
    case .send: canSend ? nil : "needs text"
    case .togglePublic: draft.gistID == nil ? nil : "fixed once made"
    case .sendAsNew: gistGone ? nil : "when the gist is gone"
    default: nil
    }
  }

  private var canSend: Bool {
    files.contains { !$0.content.trimmingWhitespace().isEmpty }
  }

  private func send() {
    guard !sending else { return }
    guard canSend else {
      return stage.showMessage("Nothing to send yet: add a file with some text (a).")
    }
    let problems = GistValidation.problems(files: files)
    stage.showProblems(problems)
    guard problems.isEmpty else { return }
    save()
    sending = true
    stage.showNotice("Sending…")
    if let id = draft.gistID {
      model.current(id: id) { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let server):
          if self.draft.uncertainSendAt != nil,
            DraftChanges.changes(from: server, to: self.draft).isEmpty
          {
            // The last send (cut off by a crash, or its answer lost) reached GitHub: the gist
            // is as the draft says. Not a change by someone else.
            return self.finished(.success(server), note: "Your last send had reached GitHub.")
          }
          if self.draft.isStale(against: server) {
            self.sending = false
            self.pendingServerVersion = server
            self.askAboutConflict()
          } else {
            self.update(against: server)
          }
        case .failure(.notFound):
          self.sending = false
          self.gistGone = true
          self.stage.showMessage(
            "The gist is gone from GitHub (deleted, or no longer visible to you). Your draft is "
              + "kept; N sends it as a new gist.")
        case .failure(let error):
          self.failed(error)
        }
      }
    } else if let since = draft.uncertainSendAt {
      model.newest { [weak self] result in self?.lookedForEarlierSend(result, since: since) }
    } else {
      create()
    }
  }

  /// Marks the draft as being sent, on disk, before the request leaves: if dehub dies before
  /// the answer (kill -9, a crash), the next send looks for what this one may have made
  /// instead of making it twice.
  private func markInFlight() {
    draft.uncertainSendAt = draft.uncertainSendAt ?? Date()
    save()
  }

  private func create() {
    let gist = NewGist(description: draft.description, files: draft.files, isPublic: draft.isPublic)
    guard !stopsForSecrets(SecretScanner.scan(gist), isPublic: gist.isPublic) else { return }
    sending = true
    markInFlight()
    model.create(gist) { [weak self] in self?.finished($0) }
  }

  /// Secrets in what is about to be sent: for a public gist the user is asked (true: the send
  /// stops for the answer); for a secret gist the message line warns and the send goes on.
  /// No sentence holds a secret whole.
  private func stopsForSecrets(_ findings: [SecretFinding], isPublic: Bool) -> Bool {
    guard !findings.isEmpty else { return false }
    var said = findings.prefix(3).map(\.sentence)
    if findings.count > 3 { said.append("And \(findings.count - 3) more.") }
    guard isPublic else {
      stage.showMessage("Sending to a secret gist: " + said.joined(separator: " "))
      return false
    }
    guard !secretsAllowed else { return false }
    sending = false
    choose(
      Choice(
        title: "A public gist with a secret in it",
        message: said + ["Anyone can read a public gist; search engines find it."],
        options: [.init("Cancel", nil), .init("Send anyway", .sendWithSecrets)]))
    return true
  }

  /// The last send's answer was lost: a gist of the user's with the draft's description and
  /// file names, created since (give or take the clocks), is probably it. Ask before making
  /// a second one; with none found (or no answer), send.
  private func lookedForEarlierSend(_ result: Result<[Gist], GistError>, since: Date) {
    let names = Set(draft.files.keys)
    let earlier = (try? result.get())?.first { gist in
      Set(gist.files.map(\.filename)) == names
        && (gist.description ?? "") == draft.description
        && (gist.createdAt.map { $0 >= since.addingTimeInterval(-300) } ?? false)
    }
    guard let earlier else {
      draft.uncertainSendAt = nil
      return create()
    }
    sending = false
    let when = earlier.createdAt.map { RelativeTime.describe($0) } ?? "recently"
    choose(
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

  private func update(against server: Gist) {
    guard let id = draft.gistID else { return }
    let changes = DraftChanges.changes(from: server, to: draft)
    guard !changes.isEmpty else {
      sending = false
      drafts.remove(draft)
      if let beforeCompare { drafts.remove(beforeCompare) }
      beforeCompare = nil
      return stage.showNotice("Nothing changed; nothing was sent.")
    }
    guard !stopsForSecrets(SecretScanner.scan(changes), isPublic: server.isPublic) else { return }
    sending = true
    markInFlight()
    sentChanges = changes
    model.update(id: id, changes) { [weak self] in self?.finished($0) }
  }

  private func finished(_ result: Result<Gist, GistError>, note: String? = nil) {
    sending = false
    switch result {
    case .success(let gist):
      drafts.remove(draft)
      if let beforeCompare { drafts.remove(beforeCompare) }
      beforeCompare = nil
      if let note { stage.showNotice(note) }
      if draft.gistID != nil {
        if let said = note ?? sentChanges.map(Self.saved) { session.toast.onNext(said) }
        session.changedGist.onNext(gist)
        navigate(.back)
      } else {
        navigate(.replaceTop(.created(gist)))
      }
    case .failure(let error):
      failed(error)
    }
  }

  /// What a confirmed edit changed: "Saved · 2 files changed".
  private static func saved(_ changes: GistChanges) -> String {
    let count = changes.files.count
    let files = "\(count) file\(count == 1 ? "" : "s")"
    switch (count, changes.description != nil) {
    case (0, _): return "Saved · the description changed"
    case (_, true): return "Saved · \(files) and the description changed"
    default: return "Saved · \(files) changed"
    }
  }

  private func failed(_ error: GistError) {
    sending = false
    draft.lastError = error.message
    // Refused for sure: nothing was made or changed, so the next send need not look.
    if !error.mayHaveReachedServer { draft.uncertainSendAt = nil }
    if draft.gistID == nil && error.mayHaveReachedServer {
      draft.uncertainSendAt = draft.uncertainSendAt ?? Date()
      save()
      return stage.showMessage(
        "The answer was lost, so the gist may have been created; S looks for it before sending again. \(error.message)"
      )
    }
    save()
    stage.showMessage("Not sent; the draft is kept, S retries. \(error.message)")
  }

  private func reload() {
    guard let server = pendingServerVersion else { return }
    pendingServerVersion = nil
    var kept = draft
    kept.id = Draft.newID()
    do throws(GistError) {
      try drafts.save(kept)
    } catch {
      return stage.showMessage(
        "Your version could not be kept, so nothing was reloaded: \(error.message)")
    }
    drafts.remove(draft)
    draft = DraftChanges.draft(editing: server)
    render()
    stage.showNotice("Reloaded the gist from the server; your version is kept as a draft.")
  }
}
