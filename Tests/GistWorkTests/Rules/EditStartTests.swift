import FoundationEssentials
import GistValues
import GistWork
import Store
import Testing

/// Starting an edit and deleting, decided once for the detail screen, the list's rows and
/// the scripting commands.
@Suite struct EditStartTests {
  let whole = Gist(
    id: "g", description: "notes", files: [GistFile(filename: "a.txt", content: "hello\n")])

  @Test func anEditStartsFromTheGistOrOffersTheNewestKeptDraft() {
    guard case .compose(let draft) = EditStart.decide(whole, isOwner: true, kept: []) else {
      Issue.record("expected a fresh draft")
      return
    }
    #expect(draft.gistID == "g" && draft.files == ["a.txt": "hello\n"])
    let older = Draft(gistID: "g", description: "old", files: [:], isPublic: false)
    let newer = Draft(gistID: "g", description: "new", files: [:], isPublic: false)
    #expect(EditStart.decide(whole, isOwner: true, kept: [older, newer]) == .offer(kept: newer))
    #expect(
      EditStart.decide(whole, isOwner: nil, kept: [older]) == .offer(kept: older),
      "the owner not known: the server decides")
  }

  @Test func anEditIsRefusedWithTheReasonInTheScreensWords() {
    #expect(EditStart.decide(whole, isOwner: false, kept: []) == .refuse(.notOwner))
    #expect(
      EditStart.decide(whole, isOwner: true, revision: "abc", kept: []) == .refuse(.oldRevision))
    let listed = Gist(id: "g", files: [GistFile(filename: "a.txt")])
    #expect(EditStart.decide(listed, isOwner: true, loading: true, kept: []) == .refuse(.loading))
    let cut = Gist(
      id: "g", files: [GistFile(filename: "big.log", truncated: true, content: "start")])
    #expect(EditStart.decide(cut, isOwner: true, kept: []) == .refuse(.tooLarge("big.log")))
    #expect(EditStart.Refusal.notOwner.sentence == "Only the owner can edit this gist.")
    #expect(EditStart.Refusal.tooLarge("big.log").sentence.contains("clone the gist (C)"))
  }

  @Test func aDeleteAsksWhatGoesWithItOrIsRefused() {
    #expect(GistDeletion.decide(whole, isOwner: false, kept: []) == .refuse(GistDeletion.onlyOwner))
    #expect(
      GistDeletion.decide(whole, isOwner: true, kept: [])
        == .ask(["notes", GistDeletion.undoable]))
    let kept = [Draft(gistID: "g", description: "", files: [:], isPublic: false)]
    #expect(
      GistDeletion.decide(whole, isOwner: nil, kept: kept + kept)
        == .ask(["notes", GistDeletion.undoable, "Your unsent drafts of it are discarded too."]))
  }
}
