import Foundation
import Model
import Reactive

/// All the logic of the gist detail screen: loading the gist (a copy from the list shows at
/// once, then the whole gist with truncated files fetched in full, or the gist as it was at
/// a revision), the header, files as tabs, text against binary content, starring with
/// rollback, refreshing, and the actions: fork, delete (the owner's, after asking), copy
/// the URL, open the page, clone, history and comments. Errors show as messages when the
/// user asked; a failed first load shows its sentence.
public final class GistDetailDirector {
  private let stage: any GistDetailStage
  private let document: any GistDocumentModel
  private let star: any StarModelProtocol
  private let actions: any GistActionsModel
  private let session: AppSession
  private let navigate: (Transition) -> Void
  private let bag = DisposeBag()
  private var selectedFile = 0
  private var isStarred: Bool?
  private var userAskedRefresh = false
  private var busy = false

  /// A Director for `stage`, showing `document` with its `star`, acting through `actions`.
  public init(
    stage: any GistDetailStage, document: any GistDocumentModel, star: any StarModelProtocol,
    actions: any GistActionsModel, session: AppSession,
    navigate: @escaping (Transition) -> Void
  ) {
    self.stage = stage
    self.document = document
    self.star = star
    self.actions = actions
    self.session = session
    self.navigate = navigate
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

  private var gist: Gist? { document.current.value }

  private func handle(_ intent: GistDetailIntent) {
    switch intent {
    case .cycleFile(let forward):
      guard let files = gist?.files, !files.isEmpty else { return }
      selectedFile = (selectedFile + (forward ? 1 : files.count - 1)) % files.count
      render(document.current)
    case .toggleStar:
      star.toggle { [weak self] result in
        if case .failure(let error) = result {
          self?.stage.showMessage("Could not change the star: \(error.message)")
        }
      }
    case .refresh:
      userAskedRefresh = true
      document.load()
    case .fork:
      fork()
    case .delete:
      guard let gist else { return }
      guard isOwn(gist) else {
        return stage.showMessage("Only the owner can delete this gist.")
      }
      stage.confirmDelete(title: gist.title)
    case .confirmDelete:
      delete()
    case .copyURL:
      guard let url = pageURL else { return stage.showMessage("This gist has no web address.") }
      stage.copyToClipboard(url)
      stage.showNotice("Copied \(url) (through the terminal, if it allows it)")
    case .openInBrowser:
      guard let url = pageURL else { return stage.showMessage("This gist has no web address.") }
      do throws(GistError) {
        try actions.openInBrowser(url)
        stage.showNotice("Opened \(url) in the web browser")
      } catch {
        stage.showMessage(error.message)
      }
    case .clone:
      guard let gist else { return }
      guard gist.gitPullURL != nil else { return stage.showMessage("This gist has no git URL.") }
      stage.askForDirectory(suggested: gist.id)
    case .cloneInto(let directory):
      clone(into: directory)
    case .history:
      if let gist { navigate(.push(.history(gist))) }
    case .comments:
      if let gist { navigate(.push(.comments(gist))) }
    case .edit:
      guard let gist else { return }
      guard isOwn(gist) else { return stage.showMessage("Only the owner can edit this gist.") }
      guard document.revision == nil else {
        return stage.showMessage("This is an old revision; open the current version to edit.")
      }
      guard gist.files.allSatisfy({ $0.content != nil && !$0.truncated }) else {
        return stage.showMessage("The gist is still loading; try again in a moment.")
      }
      navigate(.push(.compose(DraftChanges.draft(editing: gist))))
    }
  }

  /// The gist's web page (at the revision shown, if any).
  private var pageURL: String? {
    guard let url = gist?.htmlURL else { return nil }
    return document.revision.map { "\(url)/\($0)" } ?? url
  }

  private func isOwn(_ gist: Gist) -> Bool {
    guard let login = session.login.value, let owner = gist.owner?.login else { return false }
    return login.caseInsensitiveCompare(owner) == .orderedSame
  }

  private func fork() {
    guard let gist, !busy else { return }
    if isOwn(gist) { return stage.showMessage("You cannot fork your own gist.") }
    busy = true
    stage.showNotice("Forking…")
    actions.fork { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success(let fork):
        self.navigate(.push(.loadedGist(fork)))
      case .failure(let error):
        self.stage.showMessage("Could not fork: \(error.message)")
      }
    }
  }

  private func delete() {
    guard !busy else { return }
    busy = true
    stage.showNotice("Deleting…")
    actions.delete { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success: self.navigate(.back)
      case .failure(let error): self.stage.showMessage("Could not delete: \(error.message)")
      }
    }
  }

  private func clone(into directory: String) {
    let folder = directory.trimmingCharacters(in: .whitespaces)
    guard let url = gist?.gitPullURL, !folder.isEmpty, !busy else { return }
    busy = true
    stage.showNotice("Cloning into \(folder)…")
    actions.clone(url, into: folder) { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success: self.stage.showNotice("Cloned into \(folder)")
      case .failure(let error): self.stage.showMessage(error.message)
      }
    }
  }

  private func render(_ state: RemoteState<Gist>) {
    if let error = state.error, !state.isLoading, userAskedRefresh || state.value == nil {
      userAskedRefresh = false
      if state.value == nil {
        stage.setContentStatus(.failed(error.message))
        return
      }
      stage.showMessage(error.message)
    }
    if !state.isLoading { userAskedRefresh = false }
    guard let gist = state.value else {
      stage.setContentStatus(.loading)
      return
    }
    stage.showHeader(GistHeader(gist, isStarred: isStarred, revision: document.revision))
    selectedFile = min(selectedFile, max(0, gist.files.count - 1))
    stage.showFiles(gist.files.map(\.filename), selected: selectedFile)
    if gist.files.isEmpty {
      stage.showContent(.empty)
    } else {
      stage.showContent(Self.content(of: gist.files[selectedFile], loading: state.isLoading))
    }
    stage.setContentStatus(.hasContent)
    stage.showUnavailable(unavailable(gist))
  }

  /// Which actions do nothing on `gist` now, and why.
  private func unavailable(_ gist: Gist) -> [GistDetailIntent: String] {
    var reasons: [GistDetailIntent: String] = [:]
    if isOwn(gist) {
      reasons[.fork] = "not your own"
    } else {
      reasons[.edit] = "your gists only"
      reasons[.delete] = "your gists only"
    }
    if document.revision != nil, reasons[.edit] == nil { reasons[.edit] = "an old revision" }
    if gist.gitPullURL == nil { reasons[.clone] = "no git URL" }
    if gist.htmlURL == nil {
      reasons[.copyURL] = "no web address"
      reasons[.openInBrowser] = "no web address"
    }
    return reasons
  }

  /// What to show for `file`: its text, or that it is binary (base64-encoded, or holding
  /// NUL bytes or replacement characters from undecodable bytes).
  public static func content(of file: GistFile, loading: Bool) -> FileContent {
    guard let text = file.content else {
      if loading { return .loading }
      return file.size > 0 ? .binary(size: file.size) : .empty
    }
    if file.encoding == "base64" || text.contains("\u{0}") || text.contains("\u{FFFD}") {
      return .binary(size: file.size)
    }
    return text.isEmpty ? .empty : .text(text, language: file.language)
  }
}
