import FoundationEssentials
import GistValues
import GistWork
import Reactive
import Store

/// What an edit does when the gist changed on GitHub since it was opened: the user chooses
/// to reload (their version kept as a draft), overwrite, or compare, going through the files
/// both changed (`ConflictResolver`), each with its three versions to look at and GitHub's,
/// theirs, both or a merge kept. What drops the user's text asks first, and the draft as it
/// was stays on disk until GitHub confirms the send.
///
/// The compose Director owns the draft; this reads it in the `ComposeState` they share and
/// reports a change, a reload or an overwrite as a `ComposeOutcome`.
final class ComposeConflict {
  private let stage: any ComposeStage
  private let drafts: DraftStore
  private let editor: any TextEditing
  private weak var navigator: (any Navigator)?
  /// The screen's state: the draft as it is now (read, never written here).
  private let state: ComposeState
  private let report = PublishSubject<ComposeOutcome>()
  /// What the conflict did to the draft, which the Director applies (as it happens).
  var outcomes: Observable<ComposeOutcome> { report.asObservable() }
  /// GitHub's version, while the user has not chosen what to do about it.
  private var pending: Gist?
  /// Going through the files both sides changed, when the user chose Compare.
  private var resolving: ConflictResolver?
  /// The draft as it was before Compare dropped any of the user's text: kept on disk until
  /// GitHub confirms the send.
  private var beforeCompare: Draft?
  /// Whether the user is looking at a file's three versions (asked again on coming back,
  /// the focus on the button used).
  private var lookingAtVersions = false

  /// The conflicts of the draft `state` holds, asked on `stage`.
  init(
    stage: any ComposeStage, drafts: DraftStore, editor: any TextEditing,
    navigator: (any Navigator)?, state: ComposeState
  ) {
    self.stage = stage
    self.drafts = drafts
    self.editor = editor
    self.navigator = navigator
    self.state = state
  }

  /// The draft as it is now.
  private func draft() -> Draft { state.draft }

  /// The draft as `body` changes it, as the user's change (saved and shown).
  private func change(_ body: (inout Draft) -> Void) {
    var draft = state.draft
    body(&draft)
    report.onNext(.changed(draft))
  }

  /// GitHub has `server`, changed since the edit was opened: the user is asked what to do.
  func found(_ server: Gist) {
    pending = server
    stage.chooseAfresh(
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

  /// The send went through, or there was nothing to send: the version kept before Compare
  /// is let go.
  func settled() {
    if let beforeCompare { drafts.remove(beforeCompare) }
    beforeCompare = nil
  }

  /// The compose screen shows again: a file's versions were being looked at, so its
  /// question is asked again. False when nothing was.
  func uncovered() -> Bool {
    guard lookingAtVersions, let name = resolving?.current else { return false }
    lookingAtVersions = false
    next(selected: .showConflict(name))
    return true
  }

  /// An answer about the conflict: reload, overwrite, or a step of going through the
  /// files. Each step changes the draft (saved); one that drops the user's text asks first.
  func handle(_ intent: ComposeIntent) {
    switch intent {
    case .reload: return reload()
    case .overwrite:
      guard let server = pending else { return }
      pending = nil
      return report.onNext(.overwrite(server))
    case .resolve:
      guard let server = pending else { return }
      resolving = ConflictResolver(server: server, draft: draft())
      return next()
    default: break
    }
    guard let resolver = resolving, let name = resolver.current else { return }
    switch intent {
    case .showConflict(name):
      lookingAtVersions = true
      let (base, theirs, yours) = resolver.versions(of: name, in: draft())
      navigator?.go(.push(.conflict(file: name, base: base, theirs: theirs, yours: yours)))
    case .keepTheirs(name):
      guard !resolver.keepingTheirsDrops(name, in: draft()) else {
        return stage.chooseAfresh(resolver.dropQuestion(name, in: draft()))
      }
      change { resolver.keepTheirs(&$0) }
      next()
    case .dropYours(name):
      keepBeforeCompare()
      change { resolver.keepTheirs(&$0) }
      next()
    case .backToConflict(name):
      next(selected: .keepTheirs(name))
    case .keepYours(name):
      resolver.keepYours()
      next()
    case .keepBoth(name):
      change { resolver.keepBoth(&$0) }
      next()
    case .mergeInEditor(name):
      merge(name, resolver: resolver, asked: intent)
    default:
      break
    }
  }

  /// Merges file `name` in the editor from conflict markers.
  private func merge(_ name: String, resolver: ConflictResolver, asked: ComposeIntent) {
    switch editor.edit(resolver.markers(in: draft()), filename: name) {
    case .success(let edited) where edited.text != nil:
      let text = edited.text ?? ""
      // The rule sync keeps too: a merge that still holds markers is never taken.
      guard !resolver.stillConflicted(text, in: draft()) else {
        next(selected: asked)
        return stage.showMessage(ConflictMarkers.unresolvedSentence)
      }
      keepBeforeCompare()
      change { resolver.keepMerged(text, in: &$0) }
      next()
      if let note = edited.note { stage.showNotice(note) }
    case .success:
      next(selected: asked)
      stage.showNotice("The editor left the markers as they were; nothing was merged.")
    case .failure(let error):
      next(selected: asked)
      stage.showMessage(error.message)
    }
  }

  /// Keeps the draft as it was before Compare (once) as a draft of its own, until GitHub
  /// confirms the send.
  private func keepBeforeCompare() {
    guard beforeCompare == nil else { return }
    var kept = draft()
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
  private func next(selected: ComposeIntent? = nil) {
    guard let resolver = resolving else { return }
    if let question = resolver.question(in: draft(), selected: selected) {
      return stage.chooseAfresh(question)
    }
    resolving = nil
    pending = nil
    change { resolver.rebase(&$0) }
    let kept =
      beforeCompare == nil ? "" : " · your earlier version stays a draft until GitHub confirms"
    stage.showNotice("\(resolver.summary) · S sends this version\(kept)")
  }

  /// Takes GitHub's version; the user's is kept as a draft first (nothing is reloaded when
  /// it cannot be).
  private func reload() {
    guard let server = pending else { return }
    pending = nil
    let current = draft()
    var kept = current
    kept.id = Draft.newID()
    do throws(GistError) {
      try drafts.save(kept)
    } catch {
      return stage.showMessage(
        "Your version could not be kept, so nothing was reloaded: \(error.message)")
    }
    drafts.remove(current)
    report.onNext(.replaced(DraftChanges.draft(editing: server)))
    stage.showNotice("Reloaded the gist from the server; your version is kept as a draft.")
  }
}
