import Foundation
import GistValues
import Reactive
import ScreenLogic
import TestSupport
import Testing

/// The list's preview pane, in virtual time: shown from 140 columns or with `p`, the
/// cached copy at once, a fetch only when the highlight rests.
@Suite struct GistPreviewerTests {
  final class Harness {
    let scheduler = VirtualTimeScheduler()
    let stage = RecordingGistListStage()
    let columns: BehaviorSubject<Int>
    let collection = FakeGistCollection(kind: .mine)
    /// Every document made, by gist id, in order.
    var documents: [(id: String, document: FakeGistDocument)] = []
    /// What the cache holds (a document starts with it, else with the listed copy).
    var cached: [String: Gist] = [:]
    var director: GistListDirector!

    init(columns: Int) {
      self.columns = BehaviorSubject(value: columns)
      let previewer = GistPreviewer(
        stage: stage, scheduler: scheduler, columns: self.columns.asObservable(),
        documents: { [unowned self] id, listed in
          let document = FakeGistDocument(id: id, initial: self.cached[id] ?? listed)
          self.documents.append((id, document))
          return document
        })
      let collection = self.collection
      director = GistListDirector(
        stage: stage, scheduler: scheduler, refreshInterval: 3600, resumed: .never(),
        collections: { _ in collection }, previewer: previewer, navigator: RecordingNavigator())
      director.start()
    }

    var loads: Int { documents.map(\.document.loads).reduce(0, +) }
    var preview: GistPreview? { stage.previews.last ?? nil }
  }

  static func withText(_ gist: Gist, _ text: String) -> Gist {
    var full = gist
    full.files[0].content = text
    full.files[0].size = text.utf8.count
    return full
  }

  @Test func wideTerminalsShowTheHighlightedGistAndFetchItOnlyWhenTheHighlightRests() {
    let h = Harness(columns: 160)
    let gists = FakeGistCollection.gists(60)
    h.cached["gist0"] = Self.withText(gists[0], "print(0)\n")
    h.collection.answer(gists)
    // The cached copy shows at once, before any request.
    #expect(h.preview?.id == "gist0")
    #expect(h.preview?.content == .text("print(0)\n", language: "Swift"))
    #expect(h.loads == 0)
    // Fifty rows passed quickly: no fetch for any of them.
    for index in 1...50 {
      h.stage.intentSubject.onNext(.select("gist\(index)"))
      h.scheduler.advance(by: 0.05)
    }
    #expect(h.loads == 0)
    #expect(h.preview?.id == "gist50")
    #expect(h.preview?.content == .loading)
    // It rests: one fetch, and its text shows.
    h.scheduler.advance(by: GistPreviewer.restDelay)
    #expect(h.loads == 1)
    #expect(h.documents.last?.id == "gist50")
    h.documents.last?.document.answer(Self.withText(gists[50], "x = 50\n"))
    #expect(h.preview?.content == .text("x = 50\n", language: "Swift"))
    #expect(h.preview?.filename == "f50.swift")
    // A failed fetch says why in the pane.
    h.stage.intentSubject.onNext(.select("gist51"))
    h.scheduler.advance(by: 1)
    h.documents.last?.document.answer(nil, error: .serverError(status: 502))
    guard case .failed = h.preview?.content else {
      Issue.record("expected the failure, got \(String(describing: h.preview))")
      return
    }
  }

  @Test func markdownIsRenderedInThePane() {
    let h = Harness(columns: 160)
    let gist = Gist(
      id: "md", description: "Notes", files: [GistFile(filename: "notes.md", size: 4)])
    h.cached["md"] = Self.withText(gist, "# Hi\n")
    h.collection.answer([gist])
    #expect(h.preview?.content == .markdown("# Hi\n"))
  }

  @Test func pTogglesThePaneAndNarrowTerminalsHaveNone() {
    let h = Harness(columns: 100)
    h.collection.answer(FakeGistCollection.gists(3))
    #expect(h.stage.previews.isEmpty, "no pane below 140 columns")
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.preview?.id == "gist0")
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.stage.previews.last == .some(nil))
    // Widening does not undo what the user chose; narrowing below 100 hides it.
    h.columns.onNext(200)
    #expect(h.stage.previews.last == .some(nil))
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.preview?.id == "gist0")
    h.columns.onNext(60)
    #expect(h.stage.previews.last == .some(nil))
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.stage.messages.last == "The preview needs 100 columns; this terminal has 60.")
    #expect(h.loads <= 2)
    // Issue 57, item 3: at 80 columns the list's half cut descriptions to 12 characters.
    h.columns.onNext(80)
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.stage.messages.last == "The preview needs 100 columns; this terminal has 80.")
    #expect(h.stage.previews.last == .some(nil))
  }

  /// A new-user review: at 60x20 `p` said the preview needs 80 columns; after a resize to
  /// 200 the pane showed, and the sentence stayed. Once there is room, it goes.
  @Test func theTooNarrowSentenceGoesOnceThereIsRoom() {
    let h = Harness(columns: 60)
    h.collection.answer(FakeGistCollection.gists(3))
    h.stage.intentSubject.onNext(.togglePreview)
    #expect(h.stage.messages.last == "The preview needs 100 columns; this terminal has 60.")
    let notices = h.stage.notices.count
    h.columns.onNext(90)
    #expect(h.stage.notices.count == notices, "still too narrow: it stays")
    h.columns.onNext(200)
    #expect(h.preview?.id == "gist0")
    #expect(h.stage.notices.last == "", "the sentence is taken back")
    h.columns.onNext(150)
    #expect(h.stage.notices.count == notices + 1, "once")
  }

  @Test func anEmptyListPreviewsNothing() {
    let h = Harness(columns: 150)
    h.collection.answer([])
    #expect(h.preview?.id == "")
    #expect(h.preview?.content == .empty)
  }
}
