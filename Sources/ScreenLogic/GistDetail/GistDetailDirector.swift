import Basics
import FoundationEssentials
import GistValues
import GistWork
import Model
import Reactive
import Store
import System

/// All the logic of the gist detail screen: loading the gist (a copy from the list shows at
/// once, then the whole gist with truncated files fetched in full, or the gist as it was at
/// a revision), the header, files as tabs, text against binary content, starring with
/// rollback, refreshing, and the actions: fork, delete (the owner's, after asking), copy
/// the URL, open the page, clone, history and comments. Errors show as messages when the
/// user asked; a failed first load shows its sentence.
public final class GistDetailDirector: ScreenDirector {
  private let stage: any GistDetailStage
  private let document: any GistDocumentModel
  private let star: any StarModelProtocol
  private let actions: any GistActionsModel
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  /// The key that loads the screen again (as remapped), for a failure to name.
  private let retryKey: String?
  /// Whether the gist was just created (its address is said once it shows).
  private var created: Bool
  /// The unsent drafts (an edit offers to resume one of this gist).
  private let drafts: DraftStore?
  private let bag = DisposeBag()
  /// The gist, the file shown and how, which the helpers read.
  private let state: DetailState
  private var selectedFile: Int {
    get { state.selectedFile }
    set { state.selectedFile = newValue }
  }
  private var isStarred: Bool?
  private var userAskedRefresh = false
  /// Whether the sentence for a gist GitHub listed only part of was said.
  private var saidFilesLeftOut = false
  /// What the shown file is rendered as.
  private let rendering = FileRendering()
  /// What `/` or the search the gist was opened from looks for, and the matches.
  private lazy var find: GistDetailFind = {
    let find = GistDetailFind(find: openedFrom, stage: stage, state: state)
    find.outcomes.subscribe(onNext: { [unowned self] in apply($0) }).disposed(by: bag)
    return find
  }()
  /// Fork, delete and clone, one at a time.
  private lazy var requests: GistDetailRequests = {
    let requests = GistDetailRequests(
      stage: stage, actions: actions, drafts: drafts, navigator: navigator,
      outbox: session.outbox)
    requests.outcomes.subscribe(onNext: { [unowned self] in apply($0) }).disposed(by: bag)
    return requests
  }()
  /// Copying and saving the shown file.
  private lazy var files = GistFileTaking(stage: stage, actions: actions, state: state)
  /// What the search the gist was opened from looks for.
  private let openedFrom: TextFind?
  /// How far the reader has read the shown text: its last line on the screen (from 0) and
  /// how many lines it has (nil until the Stage has drawn it).
  private var readTo: (lastLine: Int, lineCount: Int)?
  /// The columns shown while long lines are cut (nil: every line shows whole).
  private var readAcross: (columns: ClosedRange<Int>, widest: Int)?
  /// Whether the shown file is Markdown shown rendered.
  private var showsRendered = false
  /// Whether the file shown is text (not loading, failed, empty or binary): only then has
  /// it lines to be at.
  private var showsLines = false

  /// A Director for `stage`, showing `document` with its `star`, acting through `actions`.
  public init(
    stage: any GistDetailStage, document: any GistDocumentModel, star: any StarModelProtocol,
    actions: any GistActionsModel, session: AppSession, drafts: DraftStore? = nil,
    created: Bool = false, find: TextFind? = nil, keyMap: KeyMap = KeyMap(),
    navigator: any Navigator
  ) {
    retryKey = keyMap.retryKey(in: GistDetailKeys.table)
    openedFrom = find
    // Matches are lines of the text as written: Markdown whose text the search matched
    // opens that way (m renders it).
    state = DetailState(
      document: document,
      markdownAsWritten: find.map { !$0.terms.isEmpty && $0.file != nil } ?? false)
    self.created = created
    self.drafts = drafts
    self.stage = stage
    self.document = document
    self.star = star
    self.actions = actions
    self.session = session
    self.navigator = navigator
  }

  /// Starts observing and loads the gist.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak self] relative in
      self?.stage.useRelativeTimes(relative)
    }).disposed(by: bag)
    document.state.subscribe(onNext: { [weak self] in self?.render($0) }).disposed(by: bag)
    star.isStarred.subscribe(onNext: { [weak self] starred in
      guard let self else { return }
      self.isStarred = starred
      self.render(self.document.current)
    }).disposed(by: bag)
    session.changedGist.asObservable().subscribe(onNext: { [weak self] gist in
      guard let self, gist.id == self.gist?.id, self.document.revision == nil else { return }
      self.document.changed(to: gist)
    }).disposed(by: bag)
    document.load()
    star.check()
  }

  private var gist: Gist? { state.gist }

  /// Applies what a helper did.
  private func apply(_ outcome: DetailOutcome) {
    switch outcome {
    case .select(let index): select(index)
    case .rerender: render(document.current)
    case .showAsWritten: state.markdownAsWritten = true
    case .forked: document.load()
    case .deleted: if let gist { session.deletedGist.onNext(gist) }
    }
  }

  private func handle(_ intent: GistDetailIntent) {
    switch intent {
    case .cycleFile(let forward):
      guard let files = gist?.files, !files.isEmpty else { return }
      select((selectedFile + (forward ? 1 : files.count - 1)) % files.count)
    case .selectFile(let name):
      guard let index = gist?.files.firstIndex(where: { $0.filename == name }) else { return }
      select(index)
    case .find:
      stage.askForFind(initial: find.typed)
    case .findText(let text):
      find.findText(text)
    case .goToLine(let line):
      goToLine(line)
    case .read(let lastLine, let lineCount, let columns, let widest):
      readTo = (lastLine, lineCount)
      readAcross = columns.map { ($0, widest) }
      showPosition()
    case .toggleRendering:
      toggleRendering()
    case .nextMatch(let forward):
      find.move(forward: forward)
    case .toggleStar:
      let (id, starred) = (gist?.id ?? "", isStarred != true)
      star.toggle { [weak self] result in
        guard case .failure(let error) = result, let self else { return }
        let queued = self.session.outbox?.queueInstead(of: error, .star(id: id, starred: starred))
        self.stage.showMessage(
          (id.isEmpty ? nil : queued) ?? "Could not change the star: \(error.message)")
      }
    case .refresh:
      userAskedRefresh = true
      document.load()
    case .fork:
      if gist != nil { requests.fork() }
    case .delete:
      guard let gist else { return }
      switch GistDeletion.decide(gist, isOwner: isOwn(gist), kept: draftsOf(gist.id)) {
      case .refuse(let reason): stage.showMessage(reason)
      case .ask(let question): stage.confirmDelete(message: question)
      }
    case .confirmDelete, .deleteSecretOriginal:
      requests.delete(gist)
    case .makePublic:
      guard let gist else { return }
      if let refusal = PublicCopy.refusal(gist, isOwner: isOwn(gist)) {
        return stage.showMessage(refusal)
      }
      stage.choose(GistDetailRequests.makePublicQuestion)
    case .confirmMakePublic:
      requests.makePublic()
    case .keepBoth(let address):
      stage.showNotice("Both stay: the secret gist, and its public copy at \(address)")
    case .copyURL:
      guard let url = pageURL else { return }
      stage.copyToClipboard(url)
      stage.showNotice(GistRules.copied(url))
    case .openInBrowser:
      guard !files.openBinaryInViewer(), let url = pageURL else { return }
      do throws(GistError) {
        try actions.openInBrowser(url)
        stage.showNotice(GistRules.opened(url))
      } catch {
        stage.showMessage(error.message)
      }
    case .copyFile, .copyRawURL, .saveFile, .saveFileAs, .replaceFile:
      _ = files.handle(intent)
    case .clone:
      guard let gist else { return }
      // A folder the server cannot choose: its id only when it is a plain id.
      stage.askForDirectory(suggested: GitCloner.defaultFolder(typed: gist.id, serverID: ""))
    case .cloneInto(let directory):
      requests.clone(gist?.gitPullURL, into: directory)
    case .history:
      if let gist { navigator?.go(.push(.history(gist))) }
    case .comments:
      if let gist { navigator?.go(.push(.comments(gist))) }
    case .openOriginal:
      guard let source = gist?.forkOf else { return }
      navigator?.go(.push(.gist(id: source.id, revision: nil)))
    case .forks:
      if let gist { navigator?.go(.push(.forks(gist))) }
    case .edit:
      guard let gist else { return }
      switch EditStart.decide(
        gist, isOwner: isOwn(gist), revision: document.revision,
        loading: document.current.isLoading, kept: draftsOf(gist.id))
      {
      case .refuse(let refusal): stage.showMessage(refusal.sentence)
      case .offer(let kept):
        stage.choose(
          GistRules.resumeQuestion(kept: kept, resume: .resumeDraft(kept.id), fresh: .editFresh))
      case .compose(let draft): navigator?.go(.push(.compose(draft)))
      }
    case .editFresh:
      guard let gist else { return }
      navigator?.go(.push(.compose(DraftChanges.draft(editing: gist))))
    case .resumeDraft(let id):
      guard let kept = drafts?.all().first(where: { $0.id == id }) else {
        return stage.showMessage("That draft is gone.")
      }
      navigator?.go(.push(.compose(kept)))
    }
  }

  /// The file shown, when there is one.
  private var shownFile: GistFile? { state.shownFile }

  /// Shows file `index` from its top.
  private func select(_ index: Int) {
    if index != selectedFile { (readTo, readAcross) = (nil, nil) }
    selectedFile = index
    render(document.current)
  }

  /// Shows line `line` (from 1) of the shown text, or says why not.
  private func goToLine(_ line: Int) {
    guard let lineCount = readTo?.lineCount, lineCount > 0 else {
      return stage.showMessage("This file has no lines to go to.")
    }
    guard (1...lineCount).contains(line) else {
      return stage.showMessage(
        "This file has \(lineCount.grouped) lines; there is no line \(line).")
    }
    stage.showLine(line - 1)
  }

  /// Says where the reader is in the shown file.
  private func showPosition() {
    guard let file = shownFile else { return stage.showPosition("") }
    stage.showPosition(
      ReadingPosition.describe(
        file: file, rendered: showsRendered, lastLine: showsLines ? readTo?.lastLine : nil,
        lineCount: readTo?.lineCount, columns: showsLines ? readAcross : nil))
  }

  private func toggleRendering() {
    guard let file = shownFile, let kind = FileRendering.kind(of: file) else { return }
    guard kind != .markdown || (file.content?.utf8.count ?? 0) <= BodyLimit.renderedMarkdown
    else {
      return stage.showMessage(
        "This file is too large to render (over \(BodyLimit.renderedMarkdown / 1024) KB); it shows as written."
      )
    }
    state.markdownAsWritten.toggle()
    render(document.current)
    stage.showNotice(FileRendering.toggled(kind, asWritten: state.markdownAsWritten))
  }

  /// The unsent drafts that edit gist `id`, oldest first.
  private func draftsOf(_ id: String) -> [Draft] {
    drafts?.drafts(editing: id) ?? []
  }

  /// The gist's web page (at the revision shown, if any).
  private var pageURL: String? {
    gist.flatMap { GistRules.webPage(of: $0, revision: document.revision) }
  }

  private func isOwn(_ gist: Gist) -> Bool { GistRules.isOwn(gist, login: session.login.value) }

  private func render(_ state: RemoteState<Gist>) {
    if let error = state.error, !state.isLoading, userAskedRefresh || state.value == nil {
      userAskedRefresh = false
      if state.value == nil {
        stage.setContentStatus(
          .failure("The gist could not be loaded", reason: error.message, retryKey: retryKey))
        return
      }
      stage.showMessage(error.message)
    }
    if !state.isLoading { userAskedRefresh = false }
    guard let gist = state.value else {
      stage.setContentStatus(.loading("Loading the gist…"))
      return
    }
    stage.showHeader(GistHeader(gist, isStarred: isStarred, revision: document.revision))
    // GitHub listed only part of it and git did not read the rest: said once, and the
    // header keeps saying it.
    if !state.isLoading, let leftOut = gist.filesLeftOut, !saidFilesLeftOut {
      saidFilesLeftOut = true
      stage.showMessage(leftOut)
    }
    if let name = find.fileToOpen,
      let index = gist.files.firstIndex(where: { $0.filename == name })
    {
      selectedFile = index
    }
    selectedFile = min(selectedFile, max(0, gist.files.count - 1))
    stage.showFiles(gist.files.map(FileTab.init), selected: selectedFile)
    if gist.files.isEmpty {
      showsLines = false
      stage.showContent(.empty)
    } else {
      let file = gist.files[selectedFile]
      let content = rendering.shown(
        FileContent.of(
          file, loading: state.isLoading, failure: state.error?.message, retryKey: retryKey),
        of: file, asWritten: self.state.markdownAsWritten)
      showsRendered =
        switch content {
        case .markdown, .notebook, .table: true
        default: false
        }
      showsLines =
        switch content {
        case .text, .markdown, .notebook, .table, .partial: true
        case .binary, .empty, .loading, .failed: false
        }
      stage.showContent(content)
      find.findMatches(in: content)
    }
    showPosition()
    stage.setContentStatus(.hasContent)
    if created, let url = pageURL {
      created = false
      stage.showNotice("Created \(url) · y copies the URL")
    }
  }

  /// Why `intent` does nothing on the gist now, in a few words (nil: it works, or the gist
  /// is not here yet): the shell refuses the key with it, and help says it.
  public func availability(of intent: GistDetailIntent) -> String? {
    guard let gist else {
      // Loading: the keys wait for it. Failed: only reloading has something to act on.
      let failed = document.current.error != nil && !document.current.isLoading
      return failed && intent != .refresh ? Availability.gistNotLoaded : nil
    }
    switch intent {
    case .cycleFile: return gist.files.count < 2 ? Availability.oneFile : nil
    case .fork: return isOwn(gist) ? "your own gist" : nil
    case .edit:
      return GistRules.ownersOnly(gist, login: session.login.value)
        ?? (document.revision != nil ? "an old revision" : nil)
    case .delete: return GistRules.ownersOnly(gist, login: session.login.value)
    case .makePublic:
      return GistRules.ownersOnly(gist, login: session.login.value)
        ?? (gist.isPublic ? "public already" : nil)
    case .clone: return gist.gitPullURL == nil ? "no git URL" : nil
    case .openOriginal: return gist.forkOf == nil ? "not a fork" : nil
    case .nextMatch: return find.find == nil ? "after / or a search" : nil
    case .toggleRendering:
      return shownFile.flatMap(FileRendering.kind) == nil ? FileRendering.onlyFor : nil
    case .copyURL: return pageURL == nil ? GistRules.noWebAddress : nil
    case .openInBrowser:
      return pageURL == nil && shownFile?.encoding != "base64" ? GistRules.noWebAddress : nil
    default: return nil
    }
  }

}
