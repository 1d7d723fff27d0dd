import GistValues
import Reactive
import ScreenLogic
import Store
import Testing

final class RecordingOptionsStage: OptionsStage {
  let toggleSubject = PublishSubject<String>()
  var shown: [[String]] = []
  var messages: [String] = []
  var notices: [String] = []

  var toggled: Observable<String> { toggleSubject.asObservable() }
  func showOptions(_ options: [(option: AppOption, value: String)]) {
    shown.append(options.map(\.value))
  }
  func showMessage(_ message: String) { messages.append(message) }
  func showNotice(_ notice: String) { notices.append(notice) }
}

final class MemoryOptionStore: OptionStore {
  var saved: [String: Bool] = [:]
  var failure: GistError?
  func save(_ key: String, _ value: Bool) throws(GistError) {
    if let failure { throw failure }
    saved[key] = value
  }
  var words: [String: String] = [:]
  func save(_ key: String, word value: String) throws(GistError) {
    if let failure { throw failure }
    words[key] = value
  }
  var searches: [SavedSearch]?
  func save(searches: [SavedSearch]) throws(GistError) {
    if let failure { throw failure }
    self.searches = searches
  }
}

@Suite struct OptionsDirectorTests {
  @Test func togglingSavesAndTellsTheSessionAndAFailedSaveChangesNothing() {
    let stage = RecordingOptionsStage()
    let store = MemoryOptionStore()
    let session = AppSession(options: ["relative_times": false])
    let director = OptionsDirector(stage: stage, session: session, store: store)
    director.start()
    // Mouse off by default, relative times off, the dark theme, review once.
    #expect(stage.shown.last == ["[ ]", "[ ]", "dark", "[ ]"])
    stage.toggleSubject.onNext("mouse")
    #expect(store.saved == ["mouse": true])
    #expect(session.isOn(.mouse))
    #expect(stage.shown.last == ["[x]", "[ ]", "dark", "[ ]"])
    #expect(stage.notices.last == "Mouse support on (saved in the config)")
    store.failure = .local("Could not save /x/config.toml.")
    stage.toggleSubject.onNext("relative_times")
    #expect(!session.isOn(.relativeTimes))
    #expect(stage.messages.last == "Could not save the option: Could not save /x/config.toml.")
    withExtendedLifetime(director) {}
  }

  @Test func theThemeCyclesDarkLightNoneAndIsSavedAsAWord() {
    let stage = RecordingOptionsStage()
    let store = MemoryOptionStore()
    let session = AppSession(choices: ["theme": "purple"])
    let director = OptionsDirector(stage: stage, session: session, store: store)
    director.start()
    #expect(stage.shown.last?[2] == "dark", "a word it does not know is the default")
    stage.toggleSubject.onNext("theme")
    #expect(store.words == ["theme": "light"])
    #expect(session.choice(.theme) == "light")
    #expect(stage.notices.last == "Theme: light (saved in the config)")
    stage.toggleSubject.onNext("theme")
    #expect(stage.shown.last?[2] == "no colour")
    stage.toggleSubject.onNext("theme")
    #expect(session.choice(.theme) == "dark")
    store.failure = .local("read-only")
    stage.toggleSubject.onNext("theme")
    #expect(session.choice(.theme) == "dark")
    #expect(stage.messages.last == "Could not save the option: read-only")
    withExtendedLifetime(director) {}
  }
}
