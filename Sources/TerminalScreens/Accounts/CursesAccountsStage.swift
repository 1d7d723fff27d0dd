import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The saved accounts drawn with the terminal toolkit: one row an account (its login and
/// where it stands).
public final class CursesAccountsStage: CursesListStage<AccountsIntent, AccountRow, String>,
  AccountsStage, KeyedStage
{
  /// An accounts Stage.
  public init() {
    super.init(
      columns: [.flexible, .fixed(28)],
      cells: { _, account in
        [
          ListView.Cell(account.login, style: account.inUse ? .accent : .normal),
          ListView.Cell(account.state, style: .dim),
        ]
      }, item: \.login, clicked: AccountsIntent.use)
  }

  public func showAccounts(_ accounts: [AccountRow]) { show(accounts) }
}
