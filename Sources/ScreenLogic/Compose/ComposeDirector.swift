import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store

/// All the logic of composing a new gist or editing one: the description, files (new ones
/// and changes through the editor, local files, renames, removals), public or secret, and
/// sending. Send is enabled only when some file has text; what GitHub would refuse is said
/// before anything is sent. The draft is saved (atomically) at every change and before
/// sending, and removed only after the server confirmed; a failed send keeps it and says
/// so. An edit sends one `PATCH` with only what changed, nothing when nothing changed; if
/// the gist changed on the server since it was opened, `ComposeConflict` asks what to do.
public final class ComposeDirector: ScreenDirector {
  private let stage: any ComposeStage
  private let model: any GistComposeModel
  private let drafts: DraftStore
  private let editor: any TextEditing
  private let session: AppSession
  /// The keys as `[keys]` remaps them, for the sentences that name them.
  private let keyMap: KeyMap
  /// `$HOME` from the environment: what `~` means in a local file's path.
  private let home: String?
  private weak var navigator: (any Navigator)?
  private let bag = DisposeBag()
  /// The draft and what was done with it here, which the helpers read.
  private let state: ComposeState
  /// The draft as it is now.
  private var draft: Draft {
    get { state.draft }
    set { state.draft = newValue }
  }
  /// What to do when the gist changed on GitHub since it was opened.
  private lazy var conflict: ComposeConflict = {
    let conflict = ComposeConflict(
      stage: stage, drafts: drafts, editor: editor, navigator: navigator, state: state)
    conflict.outcomes.subscribe(onNext: { [unowned self] in apply($0) }).disposed(by: bag)
    return conflict
  }()
  /// Sending the draft.
  private lazy var sending: ComposeSending = {
    let sending = ComposeSending(
      stage: stage, model: model, drafts: drafts, session: session, conflict: conflict,
      navigator: navigator, state: state)
    sending.outcomes.subscribe(onNext: { [unowned self] in apply($0) }).disposed(by: bag)
    return sending
  }()

  /// A Director for `stage`, composing `draft` (a new one, one being edited, or one kept
  /// from before), saving it in `drafts`; `~` in a local file's path is `home`. Once sent, a
  /// new gist's detail takes the compose screen's place; an edit goes back to the gist,
  /// which the session tells of the change.
  public init(
    stage: any ComposeStage, draft: Draft, model: any GistComposeModel, drafts: DraftStore,
    editor: any TextEditing, session: AppSession, home: String? = nil,
    navigator: any Navigator, keyMap: KeyMap = KeyMap()
  ) {
    self.keyMap = keyMap
    self.session = session
    self.home = home
    self.navigator = navigator
    self.stage = stage
    state = ComposeState(draft: draft)
    self.model = model
    self.drafts = drafts
    self.editor = editor
  }

  /// The draft as it is now.
  public var current: Draft { draft }

  /// The screen closed (left, or the app quit): a draft changed here and not sent is kept,
  /// the screen below says so, and so does the app when it ends (on stderr, where the
  /// draft is and how to open it again). (Covered, by the diff of a conflict or of the
  /// changes, it is still open: nothing is said.)
  public func closed() {
    // A new gist with nothing in it (only public or secret chosen) is no draft to keep.
    if draft.gistID == nil, draft.files.isEmpty, draft.description.isEmpty {
      return drafts.remove(draft)
    }
    guard state.changedHere, drafts.all().contains(where: { $0.id == draft.id }) else { return }
    state.changedHere = false
    let key = keyMap.key(named: "drafts", in: GistListKeys.table) ?? "D"
    session.toast.onNext("Kept as a draft · \(key) in the gist list opens your drafts")
    session.keptDraft(
      draft.id,
      saying: "dehub: kept “\(Self.name(of: draft))” as an unsent draft in "
        + "\(drafts.file(for: draft).path); `dehub`, then \(key), opens your drafts.")
  }

  /// The screen closes with `text` typed in the open `question` but not answered (the app
  /// quits): what it holds is kept in the draft, as Enter would keep it; a new file's name
  /// is kept as an empty file, for the editor to fill next time.
  private func keepUnanswered(_ question: ComposeQuestion, _ text: String) {
    switch question {
    case .description:
      guard text != draft.description else { return }
      answer(question, text)
    case .rename:
      answer(question, text)
    case .newFileName:
      let name = text.trimmingSpaces()
      guard !name.isEmpty, GistValidation.nameProblem(name) == nil, draft.files[name] == nil
      else { return }
      change { $0.files[name] = "" }
    case .localFile:
      // A path is not the user's text: nothing is read while the app quits.
      break
    }
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
    case .unanswered(let question, let text):
      keepUnanswered(question, text)
    case .editFile(let name):
      guard draft.files[name] != nil else { return }
      guard !draft.isBinary(name) else {
        return stage.showMessage(ComposeWording.binaryNotEdited(name))
      }
      edit(name)
    case .removeFile(let name):
      guard draft.files[name] != nil else { return }
      stage.confirmRemove(name: name)
    case .confirmRemove(let name):
      guard draft.files[name] != nil else { return }
      change {
        $0.files[name] = nil
        $0.mark(name, binary: false)
      }
    case .togglePublic:
      change { $0.isPublic.toggle() }
    case .send:
      guard !offerReview() else { return }
      sending.send()
    case .sendReviewed:
      session.sendReview.sent()
      sending.send()
    case .sendWithSecrets:
      state.secretsAllowed = true
      sending.send()
    case .sendAsSecret:
      guard draft.gistID == nil else { return }
      change { $0.isPublic = false }
      sending.send()
    case .showChanges:
      showChanges()
    case .review:
      state.reviewingBeforeSend = true
      showChanges()
    case .openCreated(let gist):
      drafts.remove(draft)
      navigator?.go(.replaceTop(.loadedGist(gist)))
    case .sendAgain:
      draft.uncertainSendAt = nil
      save()
      sending.send()
    case .sendAsNew:
      state.gistGone = false
      change {
        $0.gistID = nil
        $0.originalNames = nil
        $0.baseUpdatedAt = nil
        $0.baseVersion = nil
      }
      stage.showTitle("New gist (from the draft of a gist that is gone)")
      sending.send()
    case .reload, .overwrite, .resolve, .showConflict, .keepTheirs, .keepYours, .keepBoth,
      .mergeInEditor, .dropYours, .backToConflict:
      conflict.handle(intent)
    }
  }

  /// The screen shows again: a conflict being looked at is asked about again, and so is the
  /// question before sending after a look at the changes.
  public func uncovered() {
    if state.reviewingBeforeSend {
      state.reviewingBeforeSend = false
      return askToSend(selected: .sendReviewed)
    }
    _ = conflict.uncovered()
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
        let name = url.lastPathComponent
        // An image, a PDF: kept as its bytes, sent through git.
        if let bytes = try BinaryFiles.bytes(at: url.path) {
          change {
            $0.files[name] = bytes.base64EncodedString()
            $0.mark(name, binary: true)
          }
          return stage.showNotice(BinaryFiles.added(name, bytes: bytes.count) + " when sent")
        }
        let content = try GistValidation.readText(at: url)
        change {
          $0.files[name] = content
          $0.mark(name, binary: false)
        }
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
        if draft.isBinary(old) {
          draft.mark(old, binary: false)
          draft.mark(trimmed, binary: true)
        }
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
    case .success(let edited) where edited.text != nil:
      change { $0.files[name] = edited.text }
      if let note = edited.note { stage.showNotice(note) }
    case .success:
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
    state.changedHere = true
    state.secretsAllowed = false
    draft.lastError = nil
    save()
    render()
  }

  /// Applies what a helper did.
  private func apply(_ outcome: ComposeOutcome) {
    switch outcome {
    case .changed(let changed): change { $0 = changed }
    case .kept(let kept):
      draft = kept
      save()
      render()
    case .replaced(let reloaded):
      draft = reloaded
      render()
    case .overwrite(let server): sending.update(against: server)
    case .gistGone: state.gistGone = true
    }
  }

  private func save() {
    draft.savedAt = Date()
    do throws(GistError) {
      try drafts.save(draft)
    } catch {
      stage.showMessage("The draft could not be saved: \(error.message)")
    }
  }

  private func render() {
    let sheet = ComposeWording.sheet(of: draft) { name, usual in
      self.keyMap.key(named: name, in: ComposeKeys.table) ?? usual
    }
    stage.showDraft(
      description: sheet.description, files: ComposeChanges.rows(of: draft),
      visibility: sheet.visibility, noFiles: sheet.noFiles)
  }

  /// The diff of what a send would change (the whole gist, for a new one), on the diff
  /// screen.
  private func showChanges() {
    navigator?.go(
      .push(
        .diff(
          title: ComposeWording.changesTitle(of: draft), from: ComposeChanges.base(of: draft),
          to: ComposeChanges.pending(draft))))
  }

  /// Before the first send of an edit with changes since dehub started (or every one, with
  /// the option on): Review / Send / Cancel. True when it asked.
  private func offerReview() -> Bool {
    guard
      session.sendReview.asks(
        isEdit: draft.gistID != nil, changesFiles: canSend && ComposeChanges.changesFiles(draft),
        everySend: session.isOn(.reviewEverySend))
    else { return false }
    askToSend(selected: .review)
    return true
  }

  private func askToSend(selected: ComposeIntent) {
    let changed = ComposeChanges.rows(of: draft).filter { $0.change != nil }
    let options: [Choice<ComposeIntent>.Option] = [
      .init("Cancel", nil), .init("Review", .review),
      .init("Send", .sendReviewed),
    ]
    stage.chooseAfresh(
      Choice(
        title: "Send these changes?",
        message: changed.map { "\($0.name)  \($0.mark)" } + [
          "Review shows them as a diff (d does, any time)."
        ],
        options: options, selected: options.firstIndex { $0.answer == selected } ?? 0))
  }

  /// Why `intent` does nothing now: a send needs text, the visibility is fixed once the
  /// gist is made, and only a draft whose gist is gone goes as a new gist.
  public func availability(of intent: ComposeIntent) -> String? {
    switch intent {
    case .send: canSend ? nil : "needs text"
    case .togglePublic: draft.gistID == nil ? nil : "fixed once made"
    case .sendAsNew: state.gistGone ? nil : "when the gist is gone"
    case .showChanges, .review:
      ComposeChanges.hasChanges(draft)
        ? nil : draft.gistID == nil ? "nothing written yet" : "no changes yet"
    default: nil
    }
  }

  private var canSend: Bool { ComposeSending.canSend(draft) }
}
