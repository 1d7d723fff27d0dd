import Testing

@testable import ScreenLogic

/// The tab machine (issue 54): where each tab key leads, decided without a Director or a
/// Stage, and the highlight each tab keeps.
@Suite struct GistListTabMachineTests {
  static let saved = ["ops", "notes"]

  func step(_ machine: GistListTabMachine, _ intent: GistListIntent, signedOut: Bool = false)
    -> GistListTabMachine.Step?
  {
    machine.step(for: intent, signedOut: signedOut, savedNames: Self.saved)
  }

  @Test func aTabThatNeedsAnAccountAsksToSignInWithoutAToken() {
    let machine = GistListTabMachine()
    #expect(step(machine, .selectTab(.starred), signedOut: true) == .signIn(.starred))
    #expect(step(machine, .selectTab(.discover), signedOut: true) == .show(.discover, user: nil))
    #expect(step(machine, .selectSaved("ops"), signedOut: true) == .signIn(.mine))
  }

  @Test func theUserTabAsksForANameUntilItHasOneThenAsksAgainOnItsOwnKey() {
    var machine = GistListTabMachine()
    #expect(step(machine, .selectTab(.user)) == .askForUser)
    #expect(step(machine, .showUser("  octocat ")) == .show(.user, user: "octocat"))
    _ = machine.enter(.user, user: "octocat", selected: nil)
    #expect(machine.user == "octocat")
    // On the User tab, its key asks for another user; from elsewhere it shows the last one.
    #expect(step(machine, .selectTab(.user)) == .askForUser)
    _ = machine.enter(.mine, user: "octocat", selected: nil)
    #expect(step(machine, .selectTab(.user)) == .show(.user, user: "octocat"))
  }

  @Test func aNameThatIsNoLoginIsRefusedAndAnEmptyOneIsIgnored() {
    let machine = GistListTabMachine()
    guard case .refuse(let words) = step(machine, .showUser("not a/login")) else {
      Issue.record("expected a refusal")
      return
    }
    #expect(words.contains("not a/login"))
    #expect(step(machine, .showUser("   ")) == nil)
    #expect(step(machine, .refresh) == nil)
  }

  @Test func tabGoesRoundTheFourThenTheSavedSearchesAndBack() {
    var machine = GistListTabMachine()
    _ = machine.enter(.user, user: "octocat", selected: nil)
    #expect(step(machine, .cycleTab(forward: true)) == .showSaved("ops"))
    machine.show(saved: "ops")
    #expect(step(machine, .cycleTab(forward: true)) == .showSaved("notes"))
    machine.show(saved: "notes")
    // Past the last saved search: round to Mine; back from the first: the User tab.
    #expect(step(machine, .cycleTab(forward: true)) == .show(.mine, user: "octocat"))
    machine.show(saved: "ops")
    #expect(step(machine, .cycleTab(forward: false)) == .show(.user, user: "octocat"))
    // Signed out, saved searches are skipped and the account's tabs too.
    let left = machine.show(saved: nil)
    #expect(left)
    #expect(
      step(machine, .cycleTab(forward: true), signedOut: true) == .show(.discover, user: "octocat"))
  }

  @Test func eachTabKeepsItsHighlightAndTheSameListKeepsTheCurrentOne() {
    var machine = GistListTabMachine()
    #expect(machine.enter(.mine, user: nil, selected: nil) == nil)
    #expect(machine.enter(.starred, user: nil, selected: "m3") == nil)
    #expect(machine.enter(.mine, user: nil, selected: "s7") == "m3")
    #expect(machine.enter(.mine, user: nil, selected: "m4") == "m4")
    #expect(machine.enter(.starred, user: nil, selected: "m4") == "s7")
    // Another user's list is another list: it does not keep the highlight.
    _ = machine.enter(.user, user: "ada", selected: "s7")
    #expect(machine.enter(.user, user: "bob", selected: "a1") == nil)
  }

  /// Issue 57, item 16: keys 5–9 go to the saved tabs by place; a place with none says how
  /// to make one.
  @Test func theNumberKeysAfterTheFourGoToTheSavedTabs() {
    let machine = GistListTabMachine()
    #expect(step(machine, .selectSavedAt(1)) == .showSaved("notes"))
    #expect(step(machine, .selectSavedAt(0), signedOut: true) == .signIn(.mine))
    #expect(step(machine, .selectSavedAt(4)) == .refuse(GistListTabMachine.noSavedTab(4)))
    #expect(GistListTabMachine.noSavedTab(4).hasPrefix("No saved tab 5:"))
    let keys = GistListKeys.table.filter { $0.name.hasPrefix("saved-tab-") }
    #expect(keys.map(\.label) == ["5", "6", "7", "8", "9"])
  }
}
