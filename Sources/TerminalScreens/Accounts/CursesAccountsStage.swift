import FoundationEssentials
import Keys
import Reactive
import ScreenLogic
import TerminalUI

/// The saved accounts drawn with the terminal toolkit: one row an account (its login and
/// where it stands).
public final class CursesAccountsStage: CursesMessagingStage<AccountsIntent>, AccountsStage,
  KeyedStage
{
  private var accounts: [AccountRow] = []
  private lazy var list = ListView(
    columns: [.flexible, .fixed(28)], count: { [unowned self] in accounts.count }
  ) { [unowned self] in
    let account = accounts[$0]
    return [
      ListView.Cell(account.login, style: account.inUse ? .accent : .normal),
      ListView.Cell(account.state, style: .dim),
    ]
  }

  /// An accounts Stage.
  public init() { super.init() }

  public func showAccounts(_ accounts: [AccountRow]) {
    self.accounts = accounts
    list.reload()
  }

  /// The account under the highlight.
  public var highlighted: String? {
    accounts.indices.contains(list.selection) ? accounts[list.selection].login : nil
  }

  /// A click on an account uses it.
  public func handleUnbound(_ key: Key) -> Bool {
    click(key, on: list, item: { highlighted }, intent: AccountsIntent.use)
  }

  public func perform(_ operation: ViewOperation) { ViewMoves.perform(operation, on: list) }

  /// The widget tree, with `help` in the hint line.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    listScreen(list, help: help)
  }
}
