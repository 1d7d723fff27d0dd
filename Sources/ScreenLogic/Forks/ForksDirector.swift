import FoundationEssentials
import Model
import Reactive

/// The forks screen's logic: the forks of a gist (up to 100, newest first), each opened
/// through the switchboard.
public final class ForksDirector: ScreenDirector {
  public typealias Intent = ForksIntent

  private let stage: any ForksStage
  private let gist: Gist
  private let forks: any RemoteModel<[Gist]>
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  /// The key that loads the screen again (as remapped), for a failure to name.
  private let retryKey: String?
  private let bag = DisposeBag()
  private var userAskedRefresh = false

  /// A Director for `stage` showing the `forks` of `gist`.
  public init(
    stage: any ForksStage, gist: Gist, forks: any RemoteModel<[Gist]>, session: AppSession,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    retryKey = keyMap.retryKey(in: ForksKeys.table)
    self.stage = stage
    self.gist = gist
    self.forks = forks
    self.session = session
    self.navigator = navigator
  }

  /// Starts observing and loads the forks.
  public func start() {
    stage.showTitle("Forks of \(gist.title)")
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak self] in
      self?.stage.useRelativeTimes($0)
    }).disposed(by: bag)
    forks.state.subscribe(onNext: { [weak self] in self?.render($0) }).disposed(by: bag)
    forks.load()
  }

  private var sorted: [Gist] {
    (forks.current.value ?? []).sorted {
      ($0.updatedAt ?? .distantPast) > ($1.updatedAt ?? .distantPast)
    }
  }

  private func handle(_ intent: ForksIntent) {
    switch intent {
    case .open(let id):
      guard let fork = sorted.first(where: { $0.id == id }) else { return }
      navigator?.go(.push(.loadedGist(fork)))
    case .refresh:
      userAskedRefresh = true
      forks.load()
    }
  }

  private func render(_ state: RemoteState<[Gist]>) {
    if let failure = state.failureToTell(asked: &userAskedRefresh) { stage.showMessage(failure) }
    let rows = sorted.map(ForkRow.init)
    stage.showTitle(
      "Forks of \(gist.title)" + (rows.isEmpty ? "" : " (\(rows.count.grouped))"))
    stage.showForks(rows)
    stage.setContentStatus(
      .of(
        state, empty: EmptyState(title: "No forks yet", subtitle: "nobody has forked this gist"),
        loading: "Loading the forks…", failure: "The forks could not be loaded",
        retryKey: retryKey))
  }
}
