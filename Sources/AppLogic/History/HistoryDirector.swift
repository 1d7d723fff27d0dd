import Model
import Reactive

/// All the logic of the history screen: loading the revisions, opening one (its files, as
/// a gist at that revision), and the diff of a revision against the current version.
public final class HistoryDirector {
  private let stage: any HistoryStage
  private let gist: Gist
  private let model: any GistHistoryModel
  private let session: AppSession
  private let navigate: (Transition) -> Void
  private let bag = DisposeBag()
  private var userAskedRefresh = false
  private var diffing = false

  /// A Director for `stage`, showing the revisions of `gist` (the current version, whole).
  public init(
    stage: any HistoryStage, gist: Gist, model: any GistHistoryModel, session: AppSession,
    navigate: @escaping (Transition) -> Void
  ) {
    self.stage = stage
    self.gist = gist
    self.model = model
    self.session = session
    self.navigate = navigate
  }

  /// Starts observing and loads the history.
  public func start() {
    stage.showTitle("History of \(gist.title)")
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak self] in
      self?.stage.useRelativeTimes($0)
    }).disposed(by: bag)
    model.commits.state.subscribe(onNext: { [weak self] in self?.render($0) }).disposed(by: bag)
    model.commits.load()
  }

  private var commits: [GistCommit] { model.commits.current.value ?? [] }

  private func handle(_ intent: HistoryIntent) {
    switch intent {
    case .open(let version):
      guard commits.contains(where: { $0.version == version }) else { return }
      navigate(.push(.gist(id: gist.id, revision: version)))
    case .diff(let version):
      guard let commit = commits.first(where: { $0.version == version }), !diffing else { return }
      diff(commit)
    case .refresh:
      userAskedRefresh = true
      model.commits.load()
    }
  }

  private func diff(_ commit: GistCommit) {
    let short = String(commit.version.prefix(7))
    diffing = true
    stage.showNotice("Loading revision \(short)…")
    let current = gist
    model.revision(commit.version) { [weak self] result in
      guard let self else { return }
      self.diffing = false
      switch result {
      case .success(let old):
        self.stage.showNotice("")
        self.navigate(
          .push(
            .diff(
              title: "Changes from \(short) to the current version",
              lines: GistDiff.lines(from: old, to: current))))
      case .failure(let error):
        self.stage.showMessage("Could not load revision \(short): \(error.message)")
      }
    }
  }

  private func render(_ state: RemoteState<[GistCommit]>) {
    if let error = state.error, !state.isLoading, userAskedRefresh, state.value != nil {
      stage.showMessage(error.message)
    }
    if !state.isLoading { userAskedRefresh = false }
    stage.showCommits(state.value ?? [])
    stage.setContentStatus(
      .of(
        state, empty: EmptyState(title: "No revisions", subtitle: "GitHub keeps none for this gist")
      ))
  }
}
