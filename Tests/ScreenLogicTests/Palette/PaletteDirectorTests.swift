import Reactive
import ScreenLogic
import Testing

/// A Stage that records what the palette's Director showed and lets the test type.
final class RecordingPaletteStage: PaletteStage {
  let intentSubject = PublishSubject<PaletteIntent>()
  var entries: [PaletteEntry] = []
  var selected: String?
  var statuses: [String] = []

  var intents: Observable<PaletteIntent> { intentSubject.asObservable() }
  func showEntries(_ entries: [PaletteEntry], selected: String?) {
    self.entries = entries
    self.selected = selected
  }
  func showStatus(_ status: String) { statuses.append(status) }
}

/// The command palette's logic: the screen's actions then the app's (one entry per name),
/// fuzzy filtering, what choosing each kind of entry does, and text opened as a link.
@Suite struct PaletteDirectorTests {
  static let screen = [
    PaletteEntry(id: "Enter", action: "open the gist", keys: "Enter"),
    PaletteEntry(id: "2", action: "Starred", keys: "2"),
    PaletteEntry(id: "n", action: "new gist", keys: "n"),
    PaletteEntry(id: "edit", action: "edit", keys: "e", unavailable: "your gists only"),
  ]

  final class Harness {
    let stage = RecordingPaletteStage()
    var outcomes: [PaletteDirector.Outcome] = []
    let director: PaletteDirector

    init(screen: [PaletteEntry] = PaletteDirectorTests.screen, goesToLines: Bool = false) {
      var record: (PaletteDirector.Outcome) -> Void = { _ in }
      director = PaletteDirector(stage: stage, screen: screen, goesToLines: goesToLines) {
        record($0)
      }
      record = { [unowned self] in outcomes.append($0) }
      director.start()
    }

    func type(_ text: String) { stage.intentSubject.onNext(.query(text)) }
    func choose(_ id: String) { stage.intentSubject.onNext(.choose(id)) }
  }

  @Test func theScreensActionsComeFirstThenTheAppsOncePerName() {
    let h = Harness()
    #expect(
      h.stage.entries.map(\.action)
        == [
          "open the gist", "Starred", "new gist", "edit", "Mine", "Public",
          "unsent drafts", "outbox: writes waiting to send", "linked files", "options",
          "switch account", "this help", "quit",
        ])
    #expect(h.stage.entries.first { $0.action == "new gist" }?.keys == "n")
    #expect(h.stage.entries.first { $0.action == "this help" }?.keys == "?")
    #expect(h.stage.selected == "Enter")
    #expect(h.stage.statuses.last == "13 actions · type to filter · Enter runs · Esc closes")
  }

  @Test func typingFiltersFuzzilyBestFirstAndOffersToOpenTheText() {
    let h = Harness()
    h.type("star")
    #expect(h.stage.entries.map(\.action) == ["Starred", "open “star” (a URL, gist id or user)"])
    #expect(h.stage.selected == "2")
    #expect(h.stage.statuses.last == "1 of 13 actions · Enter runs · Esc closes")
    h.type("ng")
    #expect(h.stage.entries.first?.action == "new gist")
    h.type("zzzz")
    #expect(h.stage.entries.map(\.id) == ["palette.open"])
  }

  /// Issue 35, the reader: on a screen with a text, `:120` then Enter goes to line 120 (as
  /// in vim and less); elsewhere a number is something to open.
  @Test func aNumberGoesToThatLineOnAScreenWithAText() {
    let h = Harness(goesToLines: true)
    h.type("120")
    #expect(h.stage.entries.first?.action == "go to line 120")
    #expect(h.stage.selected == "palette.line")
    h.choose("palette.line")
    #expect(h.outcomes == [.line(120)])
    let other = Harness()
    other.type("120")
    #expect(!other.stage.entries.contains { $0.id == "palette.line" })
    let words = Harness(goesToLines: true)
    words.type("12a")
    #expect(!words.stage.entries.contains { $0.id == "palette.line" })
  }

  @Test func choosingRunsTheScreensKeyOrMovesOrShowsHelpOrQuits() {
    let h = Harness()
    h.choose("2")
    h.choose("app.mine")
    h.choose("app.drafts")
    h.choose("app.help")
    h.choose("app.quit")
    #expect(
      h.outcomes == [.screen("2"), .go(.push(.mine)), .go(.push(.drafts)), .help, .quit])
    h.stage.intentSubject.onNext(.cancel)
    #expect(h.outcomes.last == .cancelled)
  }

  @Test func aNewGistFromAnotherScreenOpensAnEmptySecretDraft() {
    let h = Harness(screen: [])
    h.type("new gist")
    h.choose(h.stage.entries[0].id)
    guard case .go(.push(.compose(let draft))) = h.outcomes.last else {
      Issue.record("expected compose, got \(h.outcomes)")
      return
    }
    #expect(draft.description.isEmpty && draft.files.isEmpty && !draft.isPublic)
  }

  @Test func typedTextOpensAsALinkOrSaysWhyNot() {
    let h = Harness()
    h.type("https://gist.github.com/ada/abc123")
    h.choose("palette.open")
    #expect(h.outcomes == [.go(.push(.gist(id: "abc123", revision: nil)))])
    h.type("https://example.com/../etc")
    h.choose("palette.open")
    #expect(h.outcomes.count == 1)
    #expect(h.stage.statuses.last?.isEmpty == false)
    #expect(h.stage.statuses.last?.contains("action") == false)
  }

  /// A new-user review: on the list, "opt" ranked "open the gist" above "options" (Enter
  /// opened a gist), and the count said "27 actions", then "9 of 28": the list's "open"
  /// was taken for the palette's own entry.
  @Test func aWholeWordOutranksScatteredLettersAndTheCountsAgree() {
    let h = Harness(screen: [
      PaletteEntry(id: "open", action: "open the gist", keys: "Enter"),
      PaletteEntry(id: "refresh", action: "refresh", keys: "r"),
    ])
    let all = h.director.entries.count
    #expect(h.stage.statuses.last == "\(all) actions · type to filter · Enter runs · Esc closes")
    h.type("opt")
    #expect(h.stage.entries.first?.action == "options")
    #expect(h.stage.entries.map(\.action).contains("open the gist"))
    let shown = h.stage.entries.filter { $0.id != "palette.open" }.count
    #expect(h.stage.statuses.last == "\(shown) of \(all) actions · Enter runs · Esc closes")
  }

  /// Issue 57, item 16: "pyth" matched "copy the URL" (p and y inside "copy", t and h in
  /// "the"): a palette word matches where it runs whole or from word starts, not letters
  /// scattered inside words.
  @Test func aWordMatchesWholeOrFromWordStartsNotScatteredInsideWords() {
    let h = Harness(screen: [
      PaletteEntry(id: "copy-url", action: "copy the URL", keys: "y"),
      PaletteEntry(id: "open", action: "open the gist", keys: "Enter"),
      PaletteEntry(id: "file", action: "file: hello.py", keys: ""),
    ])
    h.type("pyth")
    #expect(h.stage.entries.map(\.id) == ["palette.open"])
    h.type("opt")
    #expect(h.stage.entries.map(\.id).prefix(2) == ["app.options", "open"])
    h.type("hello")
    #expect(h.stage.entries.first?.id == "file")
    h.type("ng")
    #expect(h.stage.entries.first?.id == "app.newGist")
  }

  /// Issue 57, item 16: an entry that cannot apply read as an instruction ("fork (your own
  /// gist)"); it says it is unavailable, and why.
  @Test func anEntryThatCannotApplySaysSo() {
    let fork = PaletteEntry(id: "fork", action: "fork", keys: "f", unavailable: "your own gist")
    #expect(fork.description == "fork (unavailable: your own gist)")
    let delete = PaletteEntry(id: "delete", action: "delete", note: "asks first", keys: "d")
    #expect(delete.description == "delete (asks first)")
  }
}
