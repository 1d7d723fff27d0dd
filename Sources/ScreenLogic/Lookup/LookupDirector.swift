import Model
import Reactive

/// The logic of a name that can be a gist id or a login (`gist.github.com/NAME`): it asks
/// the server, then shows the gist or the user's gists in its place. When the server cannot
/// be asked (offline) or knows neither, it says so and never guesses.
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

  /// A Director for `stage` finding out what `name` is through `model`.
  public init(
    stage: any LookupStage, name: String, model: any GistLookupModel,
    keyMap: KeyMap = KeyMap(), navigator: any Navigator
  ) {
    retryKey = keyMap.retryKey(in: LookupKeys.table)
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
    stage.setContentStatus(.loading("Asking the server…"))
    model.lookUp(name) { [weak self] result in
      guard let self else { return }
      self.asking = false
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

  /// It could not be opened, for `reason`.
  private func failed(_ reason: String) {
    stage.setContentStatus(
      .failure("It could not be opened", reason: reason, retryKey: retryKey))
  }
}
