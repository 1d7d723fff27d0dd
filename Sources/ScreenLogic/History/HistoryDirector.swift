import Basics
import GistValues
import Model
import Reactive
import Store

/// All the logic of the history screen: loading the revisions, what one revision changed
/// (against the one before it), opening one (its files, as a gist at that revision), the
/// diff of a revision against the current version, and restoring the gist as it was at a
/// revision: the changes shown, a question, one `PATCH`, the restore kept as a draft until
/// GitHub confirms it.
public final class HistoryDirector: ScreenDirector {
  private let stage: any HistoryStage
  private let gist: Gist
  private let model: any GistHistoryModel
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  private let listing: RemoteListing<GistCommit, HistoryIntent>
  private let bag = DisposeBag()
  private var diffing = false
  /// Sends the restore (nil: restoring is not offered).
  private let compose: (any GistComposeModel)?
  /// Where a restore is kept until GitHub confirms it.
  private let drafts: DraftStore?
  /// The gist as it is now (a restore moves it on).
  private var current: Gist
  /// A restore the user is being asked about, or looking at.
  private var pendingRestore: (version: String, old: Gist, draft: Draft)?
  /// Whether the user is looking at a restore's changes (asked again on coming back).
  private var lookingAtRestore = false
  /// Whether a restore is being sent.
  private var restoring = false

  /// A Director for `stage`, showing the revisions of `gist` (the current version, whole).
  public init(
    stage: any HistoryStage, gist: Gist, model: any GistHistoryModel, session: AppSession,
    compose: (any GistComposeModel)? = nil, drafts: DraftStore? = nil,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    listing = RemoteListing(
      stage: stage, resource: model.commits, wording: Self.wording,
      retryKey: keyMap.retryKey(in: HistoryKeys.table))
    self.compose = compose
    self.drafts = drafts
    current = gist
    self.stage = stage
    self.gist = gist
    self.model = model
    self.session = session
    self.navigator = navigator
  }

  /// How the list's states are said.
  private static let wording = RemoteListing<GistCommit, HistoryIntent>.Wording(
    empty: EmptyState(title: "No revisions", subtitle: "GitHub keeps none for this gist"),
    loading: "Loading the history…", failure: "The history could not be loaded")

  /// Starts observing and loads the history.
  public func start() {
    listing.start(
      title: "History of \(gist.title)", session: session, bag: bag,
      handle: { [weak self] in self?.handle($0) },
      show: { [weak self] in self?.stage.showCommits($0.value ?? []) })
  }

  private var commits: [GistCommit] { listing.rows }

  private func handle(_ intent: HistoryIntent) {
    switch intent {
    case .changes(let version):
      changes(in: version)
    case .open(let version):
      guard commits.contains(where: { $0.version == version }) else { return }
      navigator?.go(.push(.gist(id: gist.id, revision: version)))
    case .diff(let version):
      guard commits.contains(where: { $0.version == version }) else { return }
      load([version]) { [weak self] revisions in
        guard let self, let old = revisions.first else { return }
        self.navigator?.go(
          .push(
            .diff(
              title: "Changes from \(Self.short(version)) to the current version",
              from: old, to: self.current)))
      }
    case .restore(let version):
      restore(version)
    case .showRestore(let version):
      guard let pending = pendingRestore, pending.version == version else { return }
      lookingAtRestore = true
      navigator?.go(
        .push(
          .diff(
            title: "Restoring \(Self.short(version)) sends these changes",
            from: current, to: pending.old)))
    case .confirmRestore(let version):
      guard let pending = pendingRestore, pending.version == version else { return }
      pendingRestore = nil
      send(pending.draft, version: version)
    case .refresh:
      listing.refresh()
    }
  }

  /// The screen shows again (a diff closed): a restore being looked at is asked about again.
  public func uncovered() {
    guard lookingAtRestore, let pending = pendingRestore else { return }
    lookingAtRestore = false
    ask(pending.version, pending.draft)
  }

  static func short(_ version: String) -> String { String(version.prefix(7)) }

  /// Loads the gist at each of `versions` (in order), then `body` with them; a failure is
  /// said and `body` is not called.
  private func load(_ versions: [String], then body: @escaping ([Gist]) -> Void) {
    guard !diffing else { return }
    diffing = true
    stage.showNotice("Loading revision \(versions.map(Self.short).joined(separator: " and "))…")
    var loaded: [Gist] = []
    func next() {
      guard loaded.count < versions.count else {
        diffing = false
        stage.showNotice("")
        return body(loaded)
      }
      let version = versions[loaded.count]
      model.revision(version) { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let gist):
          loaded.append(gist)
          next()
        case .failure(let error):
          self.diffing = false
          self.stage.showMessage(
            "Could not load revision \(Self.short(version)): \(error.message)")
        }
      }
    }
    next()
  }

  /// What `version` changed: the diff from the revision before it (none: from nothing).
  private func changes(in version: String) {
    guard let index = commits.firstIndex(where: { $0.version == version }) else { return }
    let parent = commits.indices.contains(index + 1) ? commits[index + 1].version : nil
    load([parent, version].compactMap { $0 }) { [weak self] revisions in
      guard let self, let new = revisions.last else { return }
      let old =
        parent == nil ? Gist(id: new.id, description: new.description, files: []) : revisions[0]
      let title =
        parent.map { "What \(Self.short(version)) changed (against \(Self.short($0)))" }
        ?? "What \(Self.short(version)) changed (the first revision)"
      self.navigator?.go(.push(.diff(title: title, from: old, to: new)))
    }
  }

  /// Why `intent` does nothing now, in a few words (nil: it works): only the owner restores,
  /// and the current version has nothing to restore.
  public func availability(of intent: HistoryIntent) -> String? {
    guard case .restore(let version) = intent else { return nil }
    if commits.first?.version == version { return "already the current version" }
    return GistRules.ownersOnly(current, login: session.login.value)
  }

  private func restore(_ version: String) {
    guard compose != nil, !restoring else { return }
    guard commits.contains(where: { $0.version == version }) else { return }
    load([version]) { [weak self] revisions in
      guard let self, let old = revisions.first else { return }
      guard old.files.allSatisfy({ $0.content != nil && !$0.truncated }) else {
        return self.stage.showMessage(
          "A file of that revision is too large to restore here; clone the gist and push instead.")
      }
      let draft = DraftChanges.draft(restoring: old, over: self.current)
      guard !DraftChanges.changes(from: self.current, to: draft).isEmpty else {
        return self.stage.showNotice("The current version is as it was at \(Self.short(version)).")
      }
      self.pendingRestore = (version, old, draft)
      self.ask(version, draft)
    }
  }

  private func ask(_ version: String, _ draft: Draft) {
    let changes = DraftChanges.changes(from: current, to: draft)
    let names = changes.files.keys.sorted()
    stage.choose(
      Choice(
        title: "Restore \(Self.short(version))?",
        message: [
          "“\(current.title)”", "goes back to how it was at \(Self.short(version)):",
          names.isEmpty
            ? "its description."
            : "\(names.count.counted("file")) change: \(names.joined(separator: ", ")).",
          "It is one edit; the history keeps every revision.",
        ],
        options: [
          .init("Cancel", nil), .init("Show the changes", .showRestore(version)),
          .init("Restore", .confirmRestore(version)),
        ]))
  }

  /// Sends the restore: the draft is kept until GitHub confirmed it, and GitHub is asked
  /// first whether the gist changed since it was shown.
  private func send(_ draft: Draft, version: String) {
    guard let compose, let id = draft.gistID else { return }
    restoring = true
    do throws(GistError) {
      if let drafts { _ = try drafts.save(draft) }
    } catch {
      restoring = false
      return stage.showMessage("Could not keep the restore as a draft: \(error.message)")
    }
    stage.showNotice("Restoring \(Self.short(version))…")
    compose.current(id: id) { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let server) where draft.isStale(against: server):
        self.restoring = false
        self.stage.showMessage(
          "The gist changed on GitHub since; nothing was sent. The restore is kept in D, drafts.")
      case .success(let server):
        compose.update(id: id, DraftChanges.changes(from: server, to: draft)) {
          [weak self] result in
          self?.restored(result, draft: draft, version: version)
        }
      case .failure(let error):
        self.restored(.failure(error), draft: draft, version: version)
      }
    }
  }

  private func restored(_ result: Result<Gist, GistError>, draft: Draft, version: String) {
    restoring = false
    switch result {
    case .success(let gist):
      drafts?.remove(draft)
      current = gist
      session.changedGist.onNext(gist)
      stage.showNotice("Restored as it was at \(Self.short(version)).")
      model.commits.load()
    case .failure(let error):
      stage.showMessage(
        "Could not restore: \(error.message) The restore is kept in D, drafts.")
    }
  }
}
