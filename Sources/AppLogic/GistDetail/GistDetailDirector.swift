import Basics
import FoundationEssentials
import Model
import Reactive

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
  private let navigate: (Transition) -> Void
  /// Whether the gist was just created (its address is said once it shows).
  private var created: Bool
  /// The unsent drafts (an edit offers to resume one of this gist).
  private let drafts: DraftStore?
  private let bag = DisposeBag()
  private var selectedFile = 0
  private var isStarred: Bool?
  private var userAskedRefresh = false
  private var busy = false
  /// Whether Markdown shows as written (m), rather than rendered.
  private var markdownAsWritten = false
  /// What `/` or the search the gist was opened from looks for.
  private var find: TextFind?
  /// Whether the view went to the first match yet (once, when the text arrived).
  private var foundFirst = false
  private var matches: FileMatches?
  /// What `/` looked for last (offered again).
  private var findTyped = ""
  /// Where `n` / `N` land in a file they moved to: its first match, or with `N` its last.
  private var landOnLast: Bool?
  /// The files that hold what is looked for, by the terms and the files they were found
  /// in (found again only when either changes).
  private var matching: (key: [String], names: [String])?
  /// How far the reader has read the shown text: its last line on the screen (from 0) and
  /// how many lines it has (nil until the Stage has drawn it).
  private var readTo: (lastLine: Int, lineCount: Int)?
  /// Whether the shown file is Markdown shown rendered.
  private var showsRendered = false

  /// A Director for `stage`, showing `document` with its `star`, acting through `actions`.
  public init(
    stage: any GistDetailStage, document: any GistDocumentModel, star: any StarModelProtocol,
    actions: any GistActionsModel, session: AppSession, drafts: DraftStore? = nil,
    created: Bool = false, find: TextFind? = nil, navigate: @escaping (Transition) -> Void
  ) {
    self.find = find.flatMap { $0.terms.isEmpty ? nil : $0 }
    // Matches are lines of the text as written: Markdown whose text the search matched
    // opens that way (m renders it).
    markdownAsWritten = self.find?.file != nil
    self.created = created
    self.drafts = drafts
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
      select((selectedFile + (forward ? 1 : files.count - 1)) % files.count)
    case .selectFile(let name):
      guard let index = gist?.files.firstIndex(where: { $0.filename == name }) else { return }
      select(index)
    case .find:
      stage.askForFind(initial: findTyped)
    case .findText(let text):
      findText(text)
    case .goToLine(let line):
      goToLine(line)
    case .read(let lastLine, let lineCount):
      readTo = (lastLine, lineCount)
      showPosition()
    case .toggleRendering:
      toggleRendering()
    case .nextMatch(let forward):
      moveMatch(forward: forward)
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
      stage.confirmDelete(
        message: GistRules.deleteQuestion(gist, hasDraft: !draftsOf(gist.id).isEmpty))
    case .confirmDelete:
      delete()
    case .copyURL:
      guard let url = pageURL else { return }
      stage.copyToClipboard(url)
      stage.showNotice(GistRules.copied(url))
    case .openInBrowser:
      guard let url = pageURL else { return }
      do throws(GistError) {
        try actions.openInBrowser(url)
        stage.showNotice(GistRules.opened(url))
      } catch {
        stage.showMessage(error.message)
      }
    case .copyFile:
      copyFile()
    case .copyRawURL:
      guard let file = shownFile else { return }
      guard let url = file.rawURL, GistLink.isWebPage(url) else {
        return stage.showMessage("This file has no raw address.")
      }
      stage.copyToClipboard(url)
      stage.showNotice(GistRules.copied(url))
    case .saveFile:
      guard let file = shownFile else { return }
      guard shownText(of: file) != nil else { return }
      stage.askForFileName(suggested: FileSaver.suggestion(for: file.filename) ?? "")
    case .saveFileAs(let name):
      save(as: name.trimmingSpaces(), replacing: false)
    case .replaceFile(let name):
      save(as: name, replacing: true)
    case .clone:
      guard let gist else { return }
      // A folder the server cannot choose: its id only when it is a plain id.
      stage.askForDirectory(suggested: GitCloner.defaultFolder(typed: gist.id, serverID: ""))
    case .cloneInto(let directory):
      clone(into: directory)
    case .history:
      if let gist { navigate(.push(.history(gist))) }
    case .comments:
      if let gist { navigate(.push(.comments(gist))) }
    case .openOriginal:
      guard let source = gist?.forkOf else { return }
      navigate(.push(.gist(id: source.id, revision: nil)))
    case .forks:
      if let gist { navigate(.push(.forks(gist))) }
    case .edit:
      guard let gist else { return }
      if let refusal = GistRules.editRefusal(gist, loading: document.current.isLoading) {
        return stage.showMessage(refusal)
      }
      if let kept = draftsOf(gist.id).last {
        return stage.choose(
          GistRules.resumeQuestion(kept: kept, resume: .resumeDraft(kept.id), fresh: .editFresh))
      }
      navigate(.push(.compose(DraftChanges.draft(editing: gist))))
    case .editFresh:
      guard let gist else { return }
      navigate(.push(.compose(DraftChanges.draft(editing: gist))))
    case .resumeDraft(let id):
      guard let kept = drafts?.all().first(where: { $0.id == id }) else {
        return stage.showMessage("That draft is gone.")
      }
      navigate(.push(.compose(kept)))
    }
  }

  /// The file shown, when there is one.
  private var shownFile: GistFile? {
    guard let files = gist?.files, files.indices.contains(selectedFile) else { return nil }
    return files[selectedFile]
  }

  /// The whole text of `file`, or nil after saying why there is none to copy or save.
  private func shownText(of file: GistFile) -> String? {
    switch Self.content(of: file, loading: document.current.isLoading) {
    case .text(let text, _): return text
    case .empty: return ""
    case .binary: stage.showMessage("This file is binary; clone the gist (C) to get it.")
    case .partial:
      stage.showMessage("Only the start of this file is here; clone the gist (C) to get it all.")
    case .loading: stage.showMessage("The file is still loading; try again in a moment.")
    default: stage.showMessage("The file's text is not here; press r to load it again.")
    }
    return nil
  }

  private func copyFile() {
    guard let file = shownFile, let text = shownText(of: file) else { return }
    let size = text.utf8.count
    guard size <= BodyLimit.clipboard else {
      return stage.showMessage(
        "\(file.filename) is \(size / 1000) KB, more than terminals take through the clipboard (\(BodyLimit.clipboard / 1000) KB); S saves it to a file."
      )
    }
    stage.copyToClipboard(text)
    let lines =
      text.isEmpty ? 0 : text.split(separator: "\n", omittingEmptySubsequences: false).count
    stage.showNotice(
      "Copied \(file.filename) (\(lines) line\(lines == 1 ? "" : "s")) through the terminal, if it allows it"
    )
  }

  private func save(as name: String, replacing: Bool) {
    guard let file = shownFile, let text = shownText(of: file) else { return }
    if let refusal = FileSaver.refusal(name) { return stage.showMessage(refusal) }
    do throws(GistError) {
      switch try actions.saveFile(text, named: name, replacing: replacing) {
      case .saved(let path):
        stage.showNotice("Saved \(file.filename) as \(path)")
      case .exists(let path):
        stage.choose(
          Choice(
            title: "\(name) exists", message: ["\(path) is there already.", "Replace it?"],
            options: [.init("Cancel", nil), .init("Replace", .replaceFile(name))]))
      }
    } catch {
      stage.showMessage(error.message)
    }
  }

  /// Shows file `index` from its top.
  private func select(_ index: Int) {
    if index != selectedFile { readTo = nil }
    selectedFile = index
    render(document.current)
  }

  private func moveMatch(forward: Bool) {
    guard let find else { return }
    if var matches, !matches.lines.isEmpty {
      let next = matches.current + (forward ? 1 : -1)
      if matches.lines.indices.contains(next) {
        matches.current = next
        self.matches = matches
        stage.showMatches(matches)
        return stage.showNotice(describe(matches))
      }
    }
    // Past the file's last (or first) match: the next file around that has one.
    let files = gist?.files ?? []
    let names = matchingFiles(find)
    guard !names.isEmpty else {
      return stage.showMessage(
        find.file == nil && findTyped.isEmpty
          ? "Nothing in this file matches the search." : "Nothing in this gist matches.")
    }
    let count = files.count
    let order = (1...count).map { (selectedFile + (forward ? $0 : count - $0)) % count }
    guard let next = order.first(where: { names.contains(files[$0].filename) }) else { return }
    landOnLast = !forward
    matches = nil
    select(next)
  }

  private func describe(_ matches: FileMatches) -> String {
    let files = matching?.names ?? []
    let place = files.count > 1 ? " in \(shownFile?.filename ?? "")" : ""
    return "Match \(matches.current + 1) of \(matches.lines.count)\(place) · n next · N previous"
  }

  /// The names of the files whose text holds one of `find`'s terms.
  private func matchingFiles(_ find: TextFind) -> [String] {
    let files = gist?.files ?? []
    let key = find.terms + files.map { "\($0.filename)\u{0}\($0.content?.utf8.count ?? -1)" }
    if let matching, matching.key == key { return matching.names }
    let names = files.filter { file in
      guard case .text(let body, _) = Self.content(of: file, loading: false) else { return false }
      return !TextMatches.lines(in: body, terms: find.terms, limit: 1).isEmpty
    }.map(\.filename)
    matching = (key, names)
    stage.markFiles(Set(names))
    return names
  }

  /// `/`'s answer: find `typed` in the gist's files (the shown one first, else the next
  /// that holds it), or stop finding when it is empty.
  private func findText(_ typed: String) {
    let text = typed.trimmingSpaces()
    findTyped = text
    matches = nil
    matching = nil
    guard !text.isEmpty else {
      find = nil
      stage.showMatches(nil)
      stage.markFiles([])
      return render(document.current)
    }
    let asked = TextFind(terms: [text])
    let names = matchingFiles(asked)
    guard !names.isEmpty else {
      find = nil
      stage.showMatches(nil)
      render(document.current)
      return stage.showMessage("“\(text)” is not in this gist.")
    }
    find = asked
    foundFirst = false
    landOnLast = false
    // Matches are lines of the text as written.
    markdownAsWritten = true
    let files = gist?.files ?? []
    if let shown = shownFile, names.contains(shown.filename) {
      render(document.current)
    } else if let index = files.indices.first(where: { names.contains(files[$0].filename) }) {
      select(index)
    }
  }

  /// Shows line `line` (from 1) of the shown text, or says why not.
  private func goToLine(_ line: Int) {
    guard let lineCount = readTo?.lineCount, lineCount > 0 else {
      return stage.showMessage("This file has no lines to go to.")
    }
    guard (1...lineCount).contains(line) else {
      return stage.showMessage(
        "This file has \(GistListDirector.grouped(lineCount)) lines; there is no line \(line).")
    }
    stage.showLine(line - 1)
  }

  /// Says where the reader is in the shown file.
  private func showPosition() {
    guard let file = shownFile else { return stage.showPosition("") }
    stage.showPosition(
      ReadingPosition.describe(
        file: file, rendered: showsRendered, lastLine: readTo?.lastLine,
        lineCount: readTo?.lineCount))
  }

  /// Finds the terms looked for in the file shown (once its text is there), going to the
  /// first match the first time (or to the last, when `N` came to this file).
  private func findMatches(in content: FileContent) {
    guard let find else { return }
    guard case .text(let body, _) = content else {
      if matches != nil { stage.showMatches(nil) }
      matches = nil
      return
    }
    _ = matchingFiles(find)
    let lines = TextMatches.lines(in: body, terms: find.terms)
    var found = FileMatches(terms: find.terms, lines: lines, current: 0)
    if landOnLast == true { found.current = max(0, lines.count - 1) }
    // Opened from a search: at the line it found best, in the file it named.
    if !foundFirst, let line = find.line, find.file == shownFile?.filename,
      let at = lines.firstIndex(of: line - 1)
    {
      found.current = at
    }
    guard found != matches else { return }
    matches = found
    stage.showMatches(found)
    if !foundFirst || landOnLast != nil, !lines.isEmpty {
      foundFirst = true
      landOnLast = nil
      stage.showNotice(describe(found))
    }
  }

  private func toggleRendering() {
    guard let gist, gist.files.indices.contains(selectedFile) else { return }
    let file = gist.files[selectedFile]
    guard (file.content?.utf8.count ?? 0) <= BodyLimit.renderedMarkdown else {
      return stage.showMessage(
        "This file is too large to render (over \(BodyLimit.renderedMarkdown / 1024) KB); it shows as written."
      )
    }
    markdownAsWritten.toggle()
    render(document.current)
    stage.showNotice(
      markdownAsWritten
        ? "The Markdown as written · m renders it" : "The Markdown rendered · m shows it as written"
    )
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

  private func fork() {
    guard gist != nil, !busy else { return }
    busy = true
    stage.showNotice("Forking…")
    actions.fork { [weak self] result in
      guard let self else { return }
      self.busy = false
      switch result {
      case .success(let fork):
        // The original's fork count changed: load it again for when the user comes back.
        self.document.load()
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
      case .success:
        if let id = self.gist?.id { for kept in self.draftsOf(id) { self.drafts?.remove(kept) } }
        self.navigate(.back)
      case .failure(let error): self.stage.showMessage("Could not delete: \(error.message)")
      }
    }
  }

  private func clone(into directory: String) {
    let folder = directory.trimmingSpaces()
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
    if !foundFirst, let name = find?.file,
      let index = gist.files.firstIndex(where: { $0.filename == name })
    {
      selectedFile = index
    }
    selectedFile = min(selectedFile, max(0, gist.files.count - 1))
    stage.showFiles(gist.files.map(FileTab.init), selected: selectedFile)
    if gist.files.isEmpty {
      stage.showContent(.empty)
    } else {
      let file = gist.files[selectedFile]
      var content = Self.content(
        of: file, loading: state.isLoading, failure: state.error?.message)
      if case .text(let body, _) = content, file.isMarkdown, !markdownAsWritten,
        body.utf8.count <= BodyLimit.renderedMarkdown
      {
        content = .markdown(body)
      }
      showsRendered = if case .markdown = content { true } else { false }
      stage.showContent(content)
      findMatches(in: content)
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
    guard let gist else { return nil }
    switch intent {
    case .fork: return isOwn(gist) ? "not your own" : nil
    case .edit:
      return GistRules.ownersOnly(gist, login: session.login.value)
        ?? (document.revision != nil ? "an old revision" : nil)
    case .delete: return GistRules.ownersOnly(gist, login: session.login.value)
    case .clone: return gist.gitPullURL == nil ? "no git URL" : nil
    case .openOriginal: return gist.forkOf == nil ? "not a fork" : nil
    case .nextMatch: return find == nil ? "after / or a search" : nil
    case .toggleRendering:
      let markdown =
        gist.files.indices.contains(selectedFile) && gist.files[selectedFile].isMarkdown
      return markdown ? nil : "Markdown files only"
    case .copyURL, .openInBrowser: return pageURL == nil ? GistRules.noWebAddress : nil
    default: return nil
    }
  }

  /// What to show for `file`: its text, or that it is binary (base64-encoded, or holding
  /// NUL bytes or replacement characters from undecodable bytes). A file whose text has not
  /// arrived is loading, or failed (with `failure`, why), never binary.
  public static func content(of file: GistFile, loading: Bool, failure: String? = nil)
    -> FileContent
  {
    guard let text = file.content else {
      if loading { return .loading }
      if file.size == 0 && failure == nil { return .empty }
      return .failed(
        "The file could not be loaded: \(failure ?? "its text did not arrive.") Press r to try again."
      )
    }
    if file.encoding == "base64" || text.contains("\u{0}") || text.contains("\u{FFFD}") {
      return .binary(size: file.size)
    }
    if file.truncated && !loading {
      return .partial(
        text, language: file.language,
        note:
          "Over \(BodyLimit.megabytes(BodyLimit.rawFile)): only the start is shown; C clones it all."
      )
    }
    return text.isEmpty ? .empty : .text(text, language: file.language)
  }
}
