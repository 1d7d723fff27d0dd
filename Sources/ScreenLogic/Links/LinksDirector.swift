import Basics
import FoundationEssentials
import GistValues
import GistWork
import Reactive

/// The links screen's logic: every linked file with where it stands against the last sync
/// (read off the main thread, each gist revalidated with its ETag), its diff on the diff
/// screen, and a push, a pull or an unlink, each after a question that shows the change. A
/// conflict is written only after a choice (keep mine, GitHub's, or both); before writing,
/// the file is read again, and a side that moved since it was shown stops the write. Like
/// the other lists, it is read again when it shows, after a resume and on a timer.
public final class LinksDirector: ScreenDirector {
  public typealias Intent = LinksIntent

  private let stage: any LinksStage
  private let session: LinkSession
  private let work: any LinkWork
  private weak var navigator: (any Navigator)?
  private let now: () -> Date
  /// `$HOME`, written `~` in the paths shown.
  private let home: String?
  private let bag = DisposeBag()
  /// The links as last read (nil: never read).
  private var entries: [LinkActions.Entry]?
  /// Why the links could not be listed at all (the store could not be read).
  private var failure: String?
  /// The keys as `[keys]` remaps them, for the failure's sentence.
  private let keyMap: KeyMap
  private var loading = false
  /// Whether another read must follow the one under way (a write finished meanwhile).
  private var readAgain = false
  /// What waits for the reads under way to finish (the refresher's `done`).
  private var waiting: [() -> Void] = []
  private var refresher: Refresher?
  /// A push or a pull under way.
  private var applying = false
  private var userAskedRefresh = false

  /// A Director for `stage` over the links of `session`, its reading and writing run by
  /// `work`; the diff opens through `navigator`. Paths under `home` are shown from `~`.
  /// With a `scheduler`, the links are read again every `refreshInterval` seconds while
  /// the screen shows, and when `resumed` sends.
  public init(
    stage: any LinksStage, session: LinkSession, work: any LinkWork, navigator: any Navigator,
    home: String? = nil, scheduler: (any Scheduler)? = nil, refreshInterval: TimeInterval = 30,
    resumed: Observable<Void> = .never(), now: @escaping () -> Date = Date.init,
    keyMap: KeyMap = KeyMap()
  ) {
    self.keyMap = keyMap
    self.home = home
    self.stage = stage
    self.session = session
    self.work = work
    self.navigator = navigator
    self.now = now
    refresher = scheduler.map {
      Refresher(scheduler: $0, interval: refreshInterval, resumed: resumed) {
        [weak self] _, done in
        guard let self else { return done() }
        load(then: done)
      }
    }
  }

  /// Starts observing and reads the links.
  public func start() {
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    render()
    if let refresher { refresher.appeared() } else { load() }
  }

  /// Shown again (the diff closed): the links are read again, and the timer starts.
  public func uncovered() { refresher?.appeared() }

  /// Another screen covers this one: no timer meanwhile.
  public func covered() { refresher?.disappeared() }

  /// The screen closed: it stops refreshing.
  public func closed() { covered() }

  public func availability(of intent: LinksIntent) -> String? {
    switch intent {
    case .diff(let file):
      return state(of: file) == nil ? unread(file) : nil
    case .push(let file), .keepMine(let file), .confirmPush(let file):
      return moveAvailability(file) { $0.pushes ? nil : "nothing changed here" }
    case .pull(let file), .confirmPull(let file), .keepBoth(let file):
      return moveAvailability(file) { $0.pulls ? nil : "nothing changed on GitHub" }
    case .unlink, .confirmUnlink, .refresh:
      return nil
    }
  }

  /// Why a push or a pull of `file` does nothing now (`reason` for its status; a conflict
  /// always offers its choices).
  private func moveAvailability(_ file: LinkedFile, reason: (SyncStatus) -> String?) -> String? {
    guard let state = state(of: file), let status = state.file(file.name)?.status else {
      return unread(file)
    }
    if applying { return "a sync is under way" }
    if state.offlineSince != nil { return "GitHub cannot be reached" }
    return status == .conflict ? nil : reason(status)
  }

  private func unread(_ file: LinkedFile) -> String {
    entries?.contains { $0.link.path == file.path } == true ? "the link was not read" : "loading"
  }

  private func handle(_ intent: LinksIntent) {
    if let reason = availability(of: intent) {
      return stage.showMessage("Nothing done: \(reason).")
    }
    switch intent {
    case .refresh:
      userAskedRefresh = true
      if let refresher { refresher.refreshNow() } else { load() }
    case .diff(let file):
      guard let state = state(of: file), let status = state.file(file.name)?.status else { return }
      let sides = state.sides([file.name])
      let title = "\(file.name): \(status.label)"
      navigator?.go(
        .push(
          status.pulls
            ? .diff(title: title + " (here → GitHub's)", from: sides.here, to: sides.github)
            : .diff(title: title + " (GitHub's → here)", from: sides.github, to: sides.here)))
    case .push(let file):
      guard let state = state(of: file) else { return }
      if state.file(file.name)?.status == .conflict {
        return stage.choose(LinkQuestions.conflict(state, file: file))
      }
      askPush(state, file: file)
    case .keepMine(let file):
      guard let state = state(of: file) else { return }
      askPush(state, file: file)
    case .pull(let file):
      guard let state = state(of: file) else { return }
      if state.file(file.name)?.status == .conflict {
        return stage.choose(LinkQuestions.conflict(state, file: file))
      }
      let question = LinkQuestions.pull(state, name: file.name, home: home)
      stage.choose(
        .confirm(
          title: question.title, message: question.message, action: question.action,
          yes: .confirmPull(file)))
    case .confirmPush(let file): apply(.push, to: file)
    case .confirmPull(let file): apply(.pull, to: file)
    case .keepBoth(let file): apply(.keepBoth, to: file)
    case .unlink(let file):
      guard let link = entries?.first(where: { $0.link.path == file.path })?.link else { return }
      let question = LinkQuestions.unlink(link)
      stage.choose(
        .confirm(
          title: question.title, message: question.message, action: question.action,
          yes: .confirmUnlink(link.path)))
    case .confirmUnlink(let path):
      do throws(GistError) {
        try session.store.remove(path: path)
      } catch {
        return stage.showMessage(error.message)
      }
      entries?.removeAll { $0.link.path == path }
      stage.showNotice("Unlinked \(path); its files stay as they are.")
      render()
    }
  }

  /// Asks before pushing `file`: the change, and the secrets found in it (a public gist's
  /// question says so).
  private func askPush(_ state: LinkState, file: LinkedFile) {
    let findings = SecretScanner.scan(session.changes(state, pushing: [file.name]))
    let question = LinkQuestions.push(state, name: file.name, findings: findings)
    stage.choose(
      .confirm(
        title: question.title, message: question.message, action: question.action,
        yes: .confirmPush(file)))
  }

  /// Does `move` to `file` off the main thread, then reads the links again.
  private func apply(_ move: LinkActions.Move, to file: LinkedFile) {
    guard let state = state(of: file) else { return }
    applying = true
    stage.showNotice(move == .push ? "Pushing \(file.name)…" : "Pulling \(file.name)…")
    let session = self.session
    work.perform({ () throws(GistError) -> String? in
      try LinkActions.apply(move, name: file.name, shown: state, session: session)
    }) { [weak self] result in
      guard let self else { return }
      applying = false
      switch result {
      case .success(let aside):
        let path = state.link.localURL(of: file.name).path
        let shown = state.file(file.name)
        // A deletion is said as one: "Pushed" for a file deleted here read as an upload.
        switch move {
        case .push where shown?.local == nil:
          stage.showNotice("Deleted \(file.name) from gist \(state.link.gistID) (deleted here).")
        case .push: stage.showNotice("Pushed \(file.name) to gist \(state.link.gistID).")
        case .pull where shown?.remote == nil:
          stage.showNotice("Deleted \(path) (deleted on GitHub).")
        case .pull: stage.showNotice("Pulled \(file.name) into \(path).")
        case .keepBoth:
          stage.showNotice("Kept yours as \(aside ?? "a copy"); pulled GitHub's into \(path).")
        }
      case .failure(let error):
        stage.showMessage(error.message)
      }
      load()
    }
  }

  /// Reads every link again (after the read under way, when there is one), then `then`.
  private func load(then done: (() -> Void)? = nil) {
    if let done { waiting.append(done) }
    guard !loading else {
      readAgain = true
      return
    }
    loading = true
    readAgain = false
    render()
    let session = self.session
    work.perform({ () throws(GistError) in try LinkActions.readAll(session) }) {
      [weak self] result in
      guard let self else { return }
      loading = false
      switch result {
      case .success(let entries):
        self.entries = entries
        failure = nil
      case .failure(let error):
        if userAskedRefresh && entries != nil { stage.showMessage(error.message) }
        if entries == nil { failure = error.message }
      }
      userAskedRefresh = false
      render()
      if readAgain { return load() }
      let done = waiting
      waiting = []
      for finish in done { finish() }
    }
  }

  /// The state of `file`'s link, when it was read and has the file.
  private func state(of file: LinkedFile) -> LinkState? {
    for entry in entries ?? [] {
      if case .read(let state) = entry, state.link.path == file.path,
        state.file(file.name) != nil
      {
        return state
      }
    }
    return nil
  }

  private func render() {
    let entries = self.entries ?? []
    let rows = entries.flatMap { Self.rows($0, home: home) }
    var title = "Linked files"
    if !entries.isEmpty {
      title += " · \(entries.count.counted("link")), \(rows.count.counted("file"))"
    }
    let offline = entries.compactMap { entry -> Date? in
      if case .read(let state) = entry { return state.offlineSince }
      return nil
    }.min()
    if let offline {
      title +=
        " · offline: GitHub's side from the cache, \(RelativeTime.age(of: offline, now: now()))"
    } else if loading && self.entries != nil {
      title += " · checking GitHub…"
    }
    stage.showTitle(title)
    stage.showRows(rows)
    if self.entries == nil {
      stage.setContentStatus(
        failure.map {
          .failure(
            "The links could not be read", reason: $0,
            retryKey: keyMap.retryKey(in: LinksKeys.table))
        } ?? .loading("Reading the links…"))
    } else {
      stage.setContentStatus(
        rows.isEmpty
          ? .isEmpty(
            EmptyState(title: "No linked files.", subtitle: "`dehub link PATH GIST` links one."))
          : .hasContent)
    }
  }

  /// The rows of one link: one a file, or one saying why it was not read; paths under
  /// `home` are written from `~`.
  static func rows(_ entry: LinkActions.Entry, home: String?) -> [LinkRow] {
    func shown(_ path: String) -> String { LinkQuestions.shown(path, home: home) }
    switch entry {
    case .failed(let link, let reason):
      return [
        LinkRow(
          file: LinkedFile(path: link.path, name: ""), local: shown(link.path),
          gist: Self.gist(link.gistID), name: "", status: "not read: \(reason)", tone: .trouble)
      ]
    case .read(let state):
      return state.files.map { file in
        LinkRow(
          file: LinkedFile(path: state.link.path, name: file.name),
          local: shown(state.link.localURL(of: file.name).path),
          gist: Self.gist(state.link.gistID),
          name: file.name, status: file.status.label,
          tone: file.status == .inSync
            ? .calm : file.status == .conflict ? .trouble : .changed)
      }
    }
  }

  /// A gist in a row: "gist " and its id, cut to seven characters as git cuts a commit's.
  public static func gist(_ id: String) -> String {
    "gist " + (id.count > 12 ? String(id.prefix(7)) : id)
  }
}
