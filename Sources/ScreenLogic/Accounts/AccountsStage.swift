import Reactive

/// The accounts Stage, as its Director sees it.
public protocol AccountsStage: MessagingStage<AccountsIntent> {
  /// Shows the saved accounts of the host.
  func showAccounts(_ accounts: [AccountRow])
}
