import GistValues
import GistWork
import Model
import Reactive
import Store

/// What the list does to the highlighted gist without opening it (`*`, `y`, `o`, `e`,
/// `d`), by the same rules as the detail screen (`GistRules`): a star shows at once and is
/// rolled back if GitHub refuses; a delete asks first and takes the gist's drafts with it;
/// an edit loads the whole gist, then opens compose (or asks about a kept draft).
final class GistRowActions {
  private let stage: any GistListStage
  private let session: AppSession
  private let tools: GistListTools
  private weak var navigator: (any Navigator)?
  private let report = PublishSubject<GistListOutcome>()
  /// What the row actions did that the list shows: a star changed (at once, and back again
  /// when refused), a gist deleted.
  var outcomes: Observable<GistListOutcome> { report.asObservable() }
  /// The stars being toggled, kept until GitHub answered.
  private var stars: [String: (model: any StarModelProtocol, watch: any Disposable)] = [:]
  /// The actions in flight, kept until they answered.
  private var inFlight: [String: any GistActionsModel] = [:]
  /// The gist being loaded whole to be edited.
  private var editing: (id: String, document: any GistDocumentModel, watch: any Disposable)?

  init(
    stage: any GistListStage, session: AppSession, tools: GistListTools,
    navigator: any Navigator
  ) {
    self.stage = stage
    self.session = session
    self.tools = tools
    self.navigator = navigator
  }

  /// Acts on a row for `intent`, on the list as `state` holds it. False for an intent that
  /// is not a row's action.
  func handle(_ intent: GistListIntent, in state: GistListState) -> Bool {
    let listed = state.listed
    switch intent {
    case .toggleStar(let id): listed(id).map { toggleStar($0, starred: state.isStarred(id)) }
    case .copyURL(let id): listed(id).map(copyURL)
    case .openInBrowser(let id): listed(id).map(openInBrowser)
    case .edit(let id): listed(id).map(edit)
    case .editFresh(let id): editFresh(id)
    case .resumeDraft(_, let draft): resume(draft: draft)
    case .delete(let id): listed(id).map(delete)
    case .confirmDelete(let id): listed(id).map(confirmDelete)
    default: return false
    }
    return true
  }

  /// Stars `gist` or takes its star away (`starred`: whether it is starred now, as known).
  func toggleStar(_ gist: Gist, starred: Bool) {
    guard stars[gist.id] == nil else { return }
    let model = tools.star(gist.id, starred)
    let id = gist.id
    let watch = model.isStarred.compactMap { $0 }.distinctUntilChanged().subscribe(onNext: {
      [weak self] in self?.report.onNext(.starChanged(id, $0))
    })
    stars[id] = (model, watch)
    model.toggle { [weak self] result in
      guard let self else { return }
      self.stars.removeValue(forKey: id)?.watch.dispose()
      switch result {
      case .success:
        self.stage.showNotice(starred ? "Unstarred “\(gist.title)”" : "Starred “\(gist.title)”")
      case .failure(let error):
        self.stage.showMessage(
          self.session.outbox?.queueInstead(of: error, .star(id: id, starred: !starred))
            ?? "Could not change the star: \(error.message)")
      }
    }
  }

  /// Puts the gist's web address on the clipboard.
  func copyURL(_ gist: Gist) {
    guard let url = GistRules.webPage(of: gist) else { return }
    stage.copyToClipboard(url)
    stage.showNotice(GistRules.copied(url))
  }

  /// Opens the gist's page in the web browser.
  func openInBrowser(_ gist: Gist) {
    guard let url = GistRules.webPage(of: gist) else { return }
    do throws(GistError) {
      try tools.actions(gist.id).openInBrowser(url)
      stage.showNotice(GistRules.opened(url))
    } catch {
      stage.showMessage(error.message)
    }
  }

  /// Asks whether to delete the gist (the owner's: the shell refused the key otherwise).
  func delete(_ gist: Gist) {
    let isOwner = GistRules.isOwn(gist, login: session.login.value)
    switch GistDeletion.decide(gist, isOwner: isOwner, kept: drafts(of: gist.id)) {
    case .refuse(let reason): stage.showMessage(reason)
    case .ask(let question): stage.confirmDelete(id: gist.id, message: question)
    }
  }

  /// Deletes the gist (the user said yes).
  func confirmDelete(_ gist: Gist) {
    guard inFlight[gist.id] == nil else { return }
    let actions = tools.actions(gist.id)
    inFlight[gist.id] = actions
    stage.showNotice("Deleting “\(gist.title)”…")
    actions.delete { [weak self] result in
      guard let self else { return }
      self.inFlight[gist.id] = nil
      switch result {
      case .success:
        GistDeletion.deleted(gist.id, drafts: self.tools.drafts)
        self.report.onNext(.deletedOne(gist))
      case .failure(let error):
        let write = OutboxWrite.delete(
          id: gist.id, title: gist.title, baseVersion: gist.history?.first?.version)
        self.stage.showMessage(
          self.session.outbox?.queueInstead(of: error, write)
            ?? "Could not delete: \(error.message)")
      }
    }
  }

  /// Starts editing the gist (the owner's: the shell refused the key otherwise): its whole
  /// text is loaded first.
  func edit(_ gist: Gist) {
    editing?.watch.dispose()
    // The list's copy has no file text: the whole gist is asked for before anything is
    // read from the document.
    let document = tools.document(gist.id, gist)
    document.load()
    let watch = SingleAssignmentDisposable()
    editing = (gist.id, document, watch)
    if document.current.isLoading { stage.showNotice("Loading “\(gist.title)” to edit it…") }
    watch.set(
      document.state.subscribe(onNext: { [weak self] state in self?.loaded(state, id: gist.id) }))
  }

  /// Edits the gist from its draft `draft`.
  func resume(draft: String) {
    guard let kept = tools.drafts?.all().first(where: { $0.id == draft }) else {
      return stage.showMessage("That draft is gone.")
    }
    navigator?.go(.push(.compose(kept)))
  }

  /// Edits the gist from the gist as it is.
  func editFresh(_ id: String) {
    guard let gist = editing?.document.current.value, gist.id == id else { return }
    navigator?.go(.push(.compose(DraftChanges.draft(editing: gist))))
  }

  private func loaded(_ state: RemoteState<Gist>, id: String) {
    guard let editing, editing.id == id, !state.isLoading else { return }
    editing.watch.dispose()
    // "Loading … to edit it" is over, whatever comes next.
    stage.showNotice("")
    let start = state.value.map {
      EditStart.decide(
        $0, isOwner: GistRules.isOwn($0, login: session.login.value), kept: drafts(of: id))
    }
    switch start {
    case nil,
      .refuse(.tooLarge) where state.error != nil:
      self.editing = nil
      stage.showMessage(
        "Could not load the gist to edit it: \(state.error?.message ?? "it did not arrive.")")
    case .refuse(let refusal):
      self.editing = nil
      stage.showMessage(refusal.sentence)
    case .offer(let kept):
      stage.choose(
        GistRules.resumeQuestion(
          kept: kept, resume: .resumeDraft(gist: id, draft: kept.id), fresh: .editFresh(id)))
    case .compose(let draft):
      navigator?.go(.push(.compose(draft)))
    }
  }

  private func drafts(of id: String) -> [Draft] {
    tools.drafts?.drafts(editing: id) ?? []
  }
}
