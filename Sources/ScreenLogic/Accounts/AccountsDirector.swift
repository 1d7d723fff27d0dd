import GistValues
import GistWork
import Reactive

/// The accounts screen's logic: the accounts saved for the host in use (`dehub auth login`
/// adds them), the one the app works for marked; Enter on another signs in with it (it
/// becomes the host's active account, as `dehub auth switch` makes it), and the screens,
/// the cache, the drafts and the links follow that account.
public final class AccountsDirector: ScreenDirector {
  public typealias Intent = AccountsIntent

  private let stage: any AccountsStage
  private let accounts: SavedAccounts
  private let session: AppSession
  private weak var navigator: (any Navigator)?
  private let bag = DisposeBag()

  /// A Director for `stage` over the host's saved `accounts`.
  public init(
    stage: any AccountsStage, accounts: SavedAccounts, session: AppSession,
    navigator: any Navigator
  ) {
    self.stage = stage
    self.accounts = accounts
    self.session = session
    self.navigator = navigator
  }

  /// Starts observing and shows the accounts.
  public func start() {
    stage.showTitle("Accounts on \(accounts.host)")
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
    render()
  }

  private func handle(_ intent: AccountsIntent) {
    switch intent {
    case .refresh:
      render()
    case .use(let login):
      guard login.lowercased() != session.login.value?.lowercased() else {
        return stage.showNotice("You are signed in as \(login) already.")
      }
      do throws(GistError) {
        let token = try accounts.use(login)
        navigator?.go(.signedIn(token: token, login: login, then: nil))
      } catch {
        stage.showMessage(error.message)
      }
    }
  }

  private func render() {
    let current = session.login.value?.lowercased()
    let entries: [SavedAccounts.Entry]
    do throws(GistError) {
      entries = try accounts.entries()
    } catch {
      stage.showAccounts([])
      return stage.setContentStatus(
        .failure("The saved accounts could not be read", reason: error.message, retryKey: "r"))
    }
    let rows = entries.compactMap { entry -> AccountRow? in
      guard let login = entry.login else { return nil }
      let inUse = login.lowercased() == current
      let state =
        inUse ? "in use" : entry.isActive ? "active for the next start" : "saved"
      return AccountRow(login: login, state: state, inUse: inUse)
    }
    stage.showAccounts(rows)
    stage.setContentStatus(
      rows.isEmpty
        ? .isEmpty(
          EmptyState(
            title: "No saved accounts",
            subtitle: "`dehub auth login` saves one; a token from the environment is not listed"))
        : .hasContent)
  }
}
