import FoundationEssentials
import GistValues
import Reactive
import ScreenLogic
import Testing

@Suite struct LoginDirectorTests {
  final class Stage: LoginStage {
    let intentSubject = PublishSubject<LoginIntent>()
    let textSubject = PublishSubject<String>()
    var enabled: [Bool] = []
    var checking: [Bool] = []
    var errors: [String?] = []
    var intents: Observable<LoginIntent> { intentSubject.asObservable() }
    var tokenText: Observable<String> { textSubject.asObservable() }
    func enableSignIn(_ enabled: Bool) { self.enabled.append(enabled) }
    func showChecking(_ checking: Bool) { self.checking.append(checking) }
    func showError(_ message: String?) { errors.append(message) }
    var focus: [Bool] = []
    func showFocus(onBrowse: Bool) { focus.append(onBrowse) }
    var intro: (title: String, lines: [String])?
    func showIntro(title: String, lines: [String]) { intro = (title, lines) }
  }

  final class Verifier: TokenVerifier {
    var checked: [String] = []
    var saved: [String] = []
    var pending: ((Result<GistUser, GistError>) -> Void)?
    var saveError: GistError?
    func check(_ token: String, completion: @escaping (Result<GistUser, GistError>) -> Void) {
      checked.append(token)
      pending = completion
    }
    func save(_ token: String, login: String) throws(GistError) {
      if let saveError { throw saveError }
      saved.append(token)
    }
  }

  final class Outcome: Navigator {
    var moves: [Transition] = []
    func go(_ transition: Transition) { moves.append(transition) }
    var signedIn: [(String, String)] {
      moves.compactMap {
        guard case .signedIn(let token, let login, _) = $0 else { return nil }
        return (token, login)
      }
    }
    var browsedPublic: Int { moves.filter { $0 == .browsePublic(then: .starred) }.count }
  }

  func make(message: String? = nil, api: URL? = nil) -> (Stage, Verifier, Outcome, LoginDirector) {
    let stage = Stage()
    let verifier = Verifier()
    let outcome = Outcome()
    let director = LoginDirector(
      stage: stage, verifier: verifier, then: .starred, message: message, api: api,
      navigator: outcome)
    director.start()
    return (stage, verifier, outcome, director)
  }

  @Test func signInIsEnabledOnlyWithSomethingTyped() {
    let (stage, verifier, _, director) = make()
    defer { withExtendedLifetime(director) {} }
    #expect(stage.enabled == [false])
    stage.textSubject.onNext("  ")
    #expect(stage.enabled.last == false)
    stage.intentSubject.onNext(.signIn)
    #expect(verifier.checked.isEmpty)
    stage.textSubject.onNext("ghp_abc")
    #expect(stage.enabled.last == true)
  }

  @Test func aGoodTokenIsCheckedSavedAndHandedOn() {
    let (stage, verifier, outcome, director) = make()
    defer { withExtendedLifetime(director) {} }
    stage.textSubject.onNext(" ghp_abc\n")
    stage.intentSubject.onNext(.signIn)
    #expect(verifier.checked == ["ghp_abc"])
    #expect(stage.checking == [true])
    #expect(stage.enabled.last == false)
    stage.intentSubject.onNext(.signIn)
    #expect(verifier.checked.count == 1)
    verifier.pending?(.success(GistUser(login: "ada", id: 1)))
    #expect(verifier.saved == ["ghp_abc"])
    #expect(outcome.signedIn.map(\.1) == ["ada"])
    #expect(
      outcome.moves.last == .signedIn(token: outcome.signedIn[0].0, login: "ada", then: .starred))
    #expect(stage.checking == [true, false])
  }

  @Test func aBadTokenSaysWhyAndKeepsWhatWasTyped() {
    let (stage, verifier, outcome, director) = make()
    defer { withExtendedLifetime(director) {} }
    stage.textSubject.onNext("wrong")
    stage.intentSubject.onNext(.signIn)
    verifier.pending?(.failure(.badToken))
    #expect(
      stage.errors.last
        == "GitHub rejected this token (bad credentials): check it was copied whole and has not expired, then paste it again."
    )
    #expect(stage.enabled.last == true)
    #expect(verifier.saved.isEmpty && outcome.signedIn.isEmpty)
    stage.intentSubject.onNext(.signIn)
    #expect(verifier.checked == ["wrong", "wrong"])
    #expect(stage.errors.last == .some(nil))
    verifier.pending?(.failure(.missingScope))
    #expect(
      stage.errors.last
        == "This token lacks the gist scope: create one with it at https://github.com/settings/tokens and paste it here."
    )
  }

  @Test func aTokenThatCannotBeSavedIsSaidAndNotHandedOn() {
    let (stage, verifier, outcome, director) = make()
    defer { withExtendedLifetime(director) {} }
    verifier.saveError = .local("Cannot write the token file /x/token.")
    stage.textSubject.onNext("ghp_abc")
    stage.intentSubject.onNext(.signIn)
    verifier.pending?(.success(GistUser(login: "ada", id: 1)))
    #expect(stage.errors.last == "Cannot write the token file /x/token.")
    #expect(outcome.signedIn.isEmpty)
  }

  @Test func browsingPublicAndAFirstMessage() {
    let (stage, _, outcome, director) = make(message: "GitHub rejected the token.")
    defer { withExtendedLifetime(director) {} }
    #expect(stage.errors == ["GitHub rejected the token."])
    stage.intentSubject.onNext(.browsePublic)
    #expect(outcome.browsedPublic == 1)
  }

  /// Issue 31: the focus is the Director's, and so is what Enter means: sign in from the
  /// token field, browse public gists from the button.
  @Test func enterDoesWhatTheFocusedControlDoes() {
    let (stage, verifier, outcome, director) = make()
    defer { withExtendedLifetime(director) {} }
    stage.textSubject.onNext("ghp_token")
    stage.intentSubject.onNext(.switchFocus)
    #expect(stage.focus == [true])
    stage.intentSubject.onNext(.submit)
    #expect(outcome.browsedPublic == 1 && verifier.checked.isEmpty)
    stage.intentSubject.onNext(.switchFocus)
    #expect(stage.focus == [true, false])
    stage.intentSubject.onNext(.submit)
    #expect(verifier.checked == ["ghp_token"] && outcome.browsedPublic == 1)
  }

  /// A new-user review: after Ctrl-U cleared the field, "GitHub rejected this token…"
  /// stayed. A change of the field clears why the last try failed (not why the screen is
  /// shown).
  @Test func changingTheFieldClearsWhyTheLastTryFailed() {
    let (stage, verifier, _, director) = make(message: "Sign in to see your gists.")
    defer { withExtendedLifetime(director) {} }
    stage.textSubject.onNext("wrong")
    #expect(stage.errors == ["Sign in to see your gists."], "the reason stays while typing")
    stage.intentSubject.onNext(.signIn)
    verifier.pending?(.failure(.badToken))
    #expect(stage.errors.last??.hasPrefix("GitHub rejected this token") == true)
    stage.textSubject.onNext("wrong")  // the cursor moved: the same text
    #expect(stage.errors.last??.hasPrefix("GitHub rejected this token") == true)
    stage.textSubject.onNext("")  // Ctrl-U
    #expect(stage.errors.last == .some(nil))
    let count = stage.errors.count
    stage.textSubject.onNext("ghp_")
    #expect(stage.errors.count == count, "nothing more to clear")
  }

  /// A new-user review: against 127.0.0.1 the screen still said "Create one at
  /// https://github.com/settings/tokens". The tokens page named is the API host's: GitHub's
  /// for api.github.com, the server's for GitHub Enterprise, none for another server.
  @Test(arguments: [
    ("https://api.github.com", "https://github.com/settings/tokens"),
    ("https://ghe.example.com/api/v3", "https://ghe.example.com/settings/tokens"),
    ("https://ghe.example.com:8443/api/v3/", "https://ghe.example.com:8443/settings/tokens"),
    ("http://127.0.0.1:8080", nil),
  ])
  func theTokensPageIsTheHostsOwn(api: String, page: String?) throws {
    let url = try #require(URL(string: api))
    #expect(LoginWording.tokensPage(forAPI: url) == page)
    let (stage, verifier, _, director) = make(api: url)
    defer { withExtendedLifetime(director) {} }
    let intro = try #require(stage.intro)
    #expect(intro.title == "Sign in to \(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")")
    stage.textSubject.onNext("ghp_abc")
    stage.intentSubject.onNext(.signIn)
    verifier.pending?(.failure(.missingScope))
    let said = (intro.lines + [stage.errors.last.flatMap { $0 } ?? ""]).joined(separator: " ")
    if let page {
      #expect(said.contains("Create one at \(page), then paste it here."))
      #expect(said.contains("create one with it at \(page) and paste it here."))
    } else {
      #expect(!said.contains("https://"), "\(said)")
      #expect(said.contains("This token lacks the gist scope"))
    }
  }
}
