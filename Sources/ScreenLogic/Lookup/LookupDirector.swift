import FoundationEssentials
import Model
import Reactive

/// The logic of a name that can be a gist id or a login (`gist.github.com/NAME`): it asks
/// the server (counting the seconds while it waits), then shows the gist or the user's
/// gists in its place. When the server cannot be asked (offline) or knows neither, it says
/// so and never guesses.
public final class LookupDirector: ScreenDirector {
  public typealias Intent = LookupIntent

  private let stage: any LookupStage
  private let name: String
  private let model: any GistLookupModel
  private weak var navigator: (any Navigator)?
  /// The key that loads the screen again (as remapped), for a failure to name.
  private let retryKey: String?
  private let bag = DisposeBag()
  private var asking = false
  /// The clock the wait is counted on.
  private let scheduler: any Scheduler
  /// The next second of the wait to show (nil: not waiting).
  private var ticking: (any Disposable)?
  /// The key that leaves the screen (as remapped), named while the wait goes on.
  private let backKey: String

  /// A Director for `stage` finding out what `name` is through `model`, counting the wait
  /// on `scheduler`.
  public init(
    stage: any LookupStage, name: String, model: any GistLookupModel, scheduler: any Scheduler,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    retryKey = keyMap.retryKey(in: LookupKeys.table)
    backKey = keyMap.key(named: "back", in: ShellKeys.table) ?? "Esc"
    self.scheduler = scheduler
    self.stage = stage
    self.name = name
    self.model = model
    self.navigator = navigator
  }

  /// Starts observing and asks the server.
  public func start() {
    stage.showTitle("Opening \(name)")
    stage.intents.subscribe(onNext: { [weak self] _ in self?.ask() }).disposed(by: bag)
    ask()
  }

  private func ask() {
    guard !asking else { return }
    asking = true
    showWait(since: scheduler.now)
    model.lookUp(name) { [weak self] result in
      guard let self else { return }
      self.asking = false
      self.ticking?.dispose()
      switch result {
      case .success(.gist(let gist)): self.navigator?.go(.replaceTop(.loadedGist(gist)))
      case .success(.user(let login)): self.navigator?.go(.replaceTop(.user(login)))
      case .failure(.notFound):
        self.failed("\(self.name) is neither a gist nor a user GitHub knows.")
      case .failure(let error):
        self.failed("Cannot tell whether \(self.name) is a gist or a user: \(error.message)")
      }
    }
  }

  /// The screen was left: the count stops.
  public func closed() { ticking?.dispose() }

  /// Says what is asked and, after the first second, how long the server has taken (a
  /// slow server read as a stuck screen), then again a second later.
  private func showWait(since start: TimeInterval) {
    let seconds = Int(scheduler.now - start)
    let asking = "Asking the server whether \(name) is a gist or a user…"
    stage.setContentStatus(
      .loading(seconds > 0 ? "\(asking) \(seconds) s · \(backKey) goes back" : asking))
    ticking = scheduler.schedule(after: 1) { [weak self] in self?.showWait(since: start) }
  }

  /// It could not be opened, for `reason`.
  private func failed(_ reason: String) {
    stage.setContentStatus(
      .failure("It could not be opened", reason: reason, retryKey: retryKey))
  }
}
