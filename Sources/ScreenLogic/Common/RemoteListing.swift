import Model
import Reactive

/// What the Directors of a list GitHub holds (comments, history, forks) share, written
/// once: the title first, the user's intents to the Director, relative times as the option
/// says, the list's state shown as it changes with its content status (loading, empty,
/// failed with the retry key), the first load, and a refresh the user asked for, whose
/// failure over rows already shown is said (a background one only shows).
final class RemoteListing<Element: Sendable, Intent: Equatable & Sendable> {
  /// How the list's states are said.
  struct Wording {
    /// What an empty list shows.
    var empty: EmptyState
    /// What shows while the first load is under way.
    var loading: String
    /// The title of a failed first load.
    var failure: String
  }

  private let stage: any TimedListStage<Intent>
  private let resource: any RemoteModel<[Element]>
  private let wording: Wording
  /// The key that loads the list again (as remapped), for a failure to name.
  private let retryKey: String?
  private var userAskedRefresh = false

  /// The list `resource` on `stage`, said in `wording`; a failure names `retryKey`.
  init<Stage: TimedListStage>(
    stage: Stage, resource: any RemoteModel<[Element]>, wording: Wording, retryKey: String?
  ) where Stage.Intent == Intent {
    self.stage = stage
    self.resource = resource
    self.wording = wording
    self.retryKey = retryKey
  }

  /// The rows as they are (none before the first answer).
  var rows: [Element] { resource.current.value ?? [] }

  /// Shows `title`, then sends the user's intents to `handle`, each state of the list to
  /// `show` (the rows; the content status follows) and loads it; all held by `bag`.
  func start(
    title: String, session: AppSession, bag: DisposeBag,
    handle: @escaping (Intent) -> Void, show: @escaping (RemoteState<[Element]>) -> Void
  ) {
    stage.showTitle(title)
    stage.intents.subscribe(onNext: handle).disposed(by: bag)
    session.watch(.relativeTimes).subscribe(onNext: { [weak stage] in
      stage?.useRelativeTimes($0)
    }).disposed(by: bag)
    resource.state.subscribe(onNext: { [weak self] state in
      guard let self else { return }
      if let failure = state.failureToTell(asked: &self.userAskedRefresh) {
        self.stage.showMessage(failure)
      }
      show(state)
      self.stage.setContentStatus(
        .of(
          state, empty: wording.empty, loading: wording.loading, failure: wording.failure,
          retryKey: retryKey))
    }).disposed(by: bag)
    resource.load()
  }

  /// Loads the list again because the user asked: a failure is then said.
  func refresh() {
    userAskedRefresh = true
    resource.load()
  }
}
