import FoundationEssentials
import GistValues
import Model
import Reactive

/// The forks screen's logic: the forks of a gist (up to 100, newest first), each opened
/// through the switchboard.
public final class ForksDirector: ScreenDirector {
  public typealias Intent = ForksIntent

  private let stage: any ForksStage
  private let gist: Gist
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  private let listing: RemoteListing<Gist, ForksIntent>
  private let bag = DisposeBag()

  /// A Director for `stage` showing the `forks` of `gist`.
  public init(
    stage: any ForksStage, gist: Gist, forks: any RemoteModel<[Gist]>, session: AppSession,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    listing = RemoteListing(
      stage: stage, resource: forks, wording: Self.wording,
      retryKey: keyMap.retryKey(in: ForksKeys.table))
    self.stage = stage
    self.gist = gist
    self.session = session
    self.navigator = navigator
  }

  /// How the list's states are said.
  private static let wording = RemoteListing<Gist, ForksIntent>.Wording(
    empty: EmptyState(title: "No forks yet", subtitle: "nobody has forked this gist"),
    loading: "Loading the forks…", failure: "The forks could not be loaded")

  /// Starts observing and loads the forks.
  public func start() {
    listing.start(
      title: "Forks of \(gist.title)", session: session, bag: bag,
      handle: { [weak self] in self?.handle($0) }, show: { [weak self] _ in self?.render() })
  }

  private var sorted: [Gist] {
    listing.rows.sorted {
      ($0.updatedAt ?? .distantPast) > ($1.updatedAt ?? .distantPast)
    }
  }

  private func handle(_ intent: ForksIntent) {
    switch intent {
    case .open(let id):
      guard let fork = sorted.first(where: { $0.id == id }) else { return }
      navigator?.go(.push(.loadedGist(fork)))
    case .refresh:
      listing.refresh()
    }
  }

  private func render() {
    let rows = sorted.map(ForkRow.init)
    stage.showTitle(
      "Forks of \(gist.title)" + (rows.isEmpty ? "" : " (\(rows.count.grouped))"))
    stage.showForks(rows)
  }
}
