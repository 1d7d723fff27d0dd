import GistValues

/// The order and visibility of each list tab's rows (`s`, `v`), as the options say: the next
/// one chosen is kept in the session and the config and said as a notice, and the tabs'
/// titles name them. The list shows its rows again when one changed (`changed`).
final class GistListArranger {
  private let stage: any GistListStage
  private let session: AppSession
  private let options: (any OptionStore)?
  /// Called after an option changed.
  var changed: () -> Void = {}

  /// An arranger saying what it does on `stage`, keeping choices in `session` and `options`.
  init(stage: any GistListStage, session: AppSession, options: (any OptionStore)?) {
    self.stage = stage
    self.session = session
    self.options = options
  }

  /// How the tabs' rows are picked and ordered now.
  var arrangement: GistListArrangement {
    GistListArrangement(choices: session.choices.value)
  }

  /// `s` on `tab`: the next order of its rows.
  func cycleOrder(of tab: GistListTab) {
    let order = arrangement.order(of: tab).next
    save(GistListArrangement.orderKey(tab), order.rawValue)
    stage.showNotice("\(tab.title): \(order.label)")
  }

  /// `v` on `tab`: the next visibility it shows (a tab of public gists only says so).
  func cycleVisibility(of tab: GistListTab) {
    guard tab.hasSecretGists else {
      return stage.showMessage("Only public gists are listed on \(tab.title).")
    }
    let visibility = arrangement.visibility(of: tab).next
    save(GistListArrangement.visibilityKey(tab), visibility.rawValue)
    stage.showNotice("\(tab.title): \(visibility.label ?? "public and secret")")
  }

  /// Shows the tabs' titles: the User tab names its `user`, `tab` (showing) says how its
  /// rows are chosen and ordered, and without a token the account's tabs say they need a
  /// sign-in.
  func showTabs(showing tab: GistListTab, user: String?) {
    stage.showTabs(
      arrangement.titles(showing: tab, user: user, signedOut: session.signedOut.value),
      selected: tab)
  }

  /// Keeps `value` for the option `key`, in the session and the config.
  private func save(_ key: String, _ value: String) {
    do throws(GistError) {
      try options?.save(key, word: value)
    } catch {
      stage.showMessage("Could not save the option: \(error.message)")
    }
    var choices = session.choices.value
    choices[key] = value
    session.choices.onNext(choices)
    changed()
  }
}
