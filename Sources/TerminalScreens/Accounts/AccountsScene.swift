import GistWork
import Model
import ScreenLogic

/// The accounts saved for the host in use: their Stage and Director.
public final class AccountsScene: StagedScene<CursesAccountsStage> {
  /// The accounts of the API's host.
  public init(context: SceneContext) {
    let stage = CursesAccountsStage()
    let director = AccountsDirector(
      stage: stage,
      accounts: SavedAccounts(
        store: context.tokenStore, host: HostName.of(api: context.api.router.baseURL)),
      session: context.session, navigator: context.navigator)
    super.init(
      title: "Accounts", stage: stage, table: AccountsKeys.table, director: director,
      keyMap: context.keyMap)
  }
}
