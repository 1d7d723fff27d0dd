import GistValues
import GistWork
import Testing

/// Every case of the status table, decided from the three hashes.
@Suite struct SyncStatusTests {
  let base = ContentHash("base\n")
  let mine = ContentHash("mine\n")
  let theirs = ContentHash("theirs\n")

  @Test(
    arguments: [
      ("base", "base", "base", SyncStatus.inSync),
      ("base", "mine", "base", .changedHere),
      ("base", "base", "theirs", .changedOnGitHub),
      ("base", "mine", "theirs", .conflict),
      ("base", "mine", "mine", .inSync),
      ("base", nil, "base", .deletedHere),
      ("base", "base", nil, .deletedOnGitHub),
      ("base", nil, "theirs", .conflict),
      ("base", "mine", nil, .conflict),
      ("base", nil, nil, .deletedBoth),
      (nil, "mine", nil, .newHere),
      (nil, nil, "theirs", .newOnGitHub),
      (nil, "mine", "mine", .inSync),
      (nil, "mine", "theirs", .conflict),
      (nil, nil, nil, .deletedBoth),
    ] as [(String?, String?, String?, SyncStatus)])
  func theTable(base: String?, local: String?, remote: String?, expected: SyncStatus) {
    func hash(_ name: String?) -> ContentHash? {
      switch name {
      case "base": self.base
      case "mine": mine
      case "theirs": theirs
      default: nil
      }
    }
    #expect(
      SyncStatus.decide(base: hash(base), local: hash(local), remote: hash(remote)) == expected)
  }

  @Test func aTrailingNewlineCountsAsEqualUnlessExact() {
    let bare = ContentHash("base")
    #expect(SyncStatus.decide(base: base, local: bare, remote: base) == .inSync)
    #expect(SyncStatus.decide(base: base, local: bare, remote: base, exactly: true) == .changedHere)
    #expect(SyncStatus.decide(base: nil, local: bare, remote: base) == .inSync)
    #expect(SyncStatus.decide(base: nil, local: bare, remote: base, exactly: true) == .conflict)
  }

  @Test func pushesAndPullsSplitTheCases() {
    #expect(SyncStatus.allCases.filter(\.pushes) == [.changedHere, .deletedHere, .newHere])
    #expect(
      SyncStatus.allCases.filter(\.pulls) == [.changedOnGitHub, .deletedOnGitHub, .newOnGitHub])
    #expect(Set(SyncStatus.allCases.map(\.label)).count == SyncStatus.allCases.count)
  }
}

extension SyncStatusTests {
  /// A copy kept at a conflict (`NAME.mine`, `NAME.mine-2`) is not a new file of the
  /// folder: a review found the next sync pushed it.
  @Test func aCopyKeptAtAConflictIsKnownByItsName() {
    let names: Set<String> = ["b.md", "c.txt", "d.txt.mine"]
    #expect(LinkSession.isConflictCopy("b.md.mine", of: names))
    #expect(LinkSession.isConflictCopy("b.md.mine-2", of: names))
    #expect(LinkSession.isConflictCopy("b.md.mine-12", of: names))
    // Not a copy: no such file, not the pattern, or a file of the gist itself.
    #expect(!LinkSession.isConflictCopy("x.md.mine", of: names))
    #expect(!LinkSession.isConflictCopy("b.md.mine-", of: names))
    #expect(!LinkSession.isConflictCopy("b.md.mine-x", of: names))
    #expect(!LinkSession.isConflictCopy("b.md.mines", of: names))
    #expect(!LinkSession.isConflictCopy("d.txt.mine", of: names))
    #expect(!LinkSession.isConflictCopy("b.md", of: names))
  }

  /// A file not here yet stands "new on GitHub" in the summary, not "changed on GitHub".
  @Test func theSummaryNamesTheOneStatusThatMoves() {
    let link = Link(path: "/l/r.rs", isFolder: false, gistID: "g", host: "h", files: [])
    func state(_ statuses: [SyncStatus]) -> LinkState {
      LinkState(
        link: link, gist: Gist(id: "g", files: []), etag: nil,
        files: statuses.enumerated().map {
          LinkState.FileState(name: "f\($0.offset)", local: nil, remote: nil, status: $0.element)
        })
    }
    #expect(state([.newOnGitHub]).summary == "new on GitHub")
    #expect(state([.inSync, .newOnGitHub, .newOnGitHub]).summary == "new on GitHub")
    #expect(state([.changedOnGitHub, .newOnGitHub]).summary == "changed on GitHub")
    #expect(state([.newHere, .changedOnGitHub]).summary == "changed here and on GitHub")
    #expect(state([.inSync, .deletedBoth]).summary == "in sync")
    #expect(state([.conflict, .newHere]).summary == "changed on both (conflict)")
  }
}
