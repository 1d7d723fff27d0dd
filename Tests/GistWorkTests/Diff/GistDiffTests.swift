import GistValues
import GistWork
import Testing

@Suite struct GistDiffTests {
  @Test func editsAreShortestAndRebuildBothSides() {
    let old = Array("ABCABBA").map(String.init)
    let new = Array("CBABAC").map(String.init)
    let edits = LineDiff.edits(old, new)
    let changes = edits.filter {
      if case .same = $0 { return false }
      return true
    }
    #expect(changes.count == 5)  // Myers' example: D = 5
    var rebuiltOld: [String] = []
    var rebuiltNew: [String] = []
    for edit in edits {
      switch edit {
      case .same(let x, let y):
        #expect(old[x] == new[y])
        rebuiltOld.append(old[x])
        rebuiltNew.append(new[y])
      case .removed(let x): rebuiltOld.append(old[x])
      case .added(let y): rebuiltNew.append(new[y])
      }
    }
    #expect(rebuiltOld == old && rebuiltNew == new)
  }

  @Test func pastTheCostLimitTheMiddleIsReplaced() {
    let old = (0..<50).map { "a\($0)" }
    let new = (0..<50).map { "b\($0)" }
    let edits = LineDiff.edits(["same"] + old, ["same"] + new, maxCost: 10)
    #expect(edits.first == .same(old: 0, new: 0))
    #expect(edits.count == 101)
  }

  @Test func filesAddedRemovedChangedAndHunksWithContext() {
    let lines = (1...20).map { "line \($0)" }
    var changed = lines
    changed[9] = "line ten"
    let old = Gist(
      id: "g", description: "d",
      files: [
        GistFile(filename: "keep.txt", size: 1, content: lines.joined(separator: "\n")),
        GistFile(filename: "gone.txt", size: 1, content: "bye\n"),
        GistFile(filename: "same.txt", size: 1, content: "same\n"),
      ])
    let new = Gist(
      id: "g", description: "d2",
      files: [
        GistFile(filename: "keep.txt", size: 1, content: changed.joined(separator: "\n")),
        GistFile(filename: "new.txt", size: 1, content: "hi\n"),
        GistFile(filename: "same.txt", size: 1, content: "same\n"),
      ])
    #expect(
      GistDiff.lines(from: old, to: new).map(\.text) == [
        "description", "-d", "+d2",
        "gone.txt (deleted)", "@@ -1,1 +0,0 @@", "-bye",
        "keep.txt", "@@ -7,7 +7,7 @@", " line 7", " line 8", " line 9", "-line 10", "+line ten",
        " line 11", " line 12", " line 13",
        "new.txt (new file)", "@@ -0,0 +1,1 @@", "+hi",
      ])
    #expect(
      GistDiff.lines(from: new, to: new).map(\.text) == ["No changes: this is the current version."]
    )
  }
}
