import Model
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
    func save(_ token: String) throws(GistError) {
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

  func make(message: String? = nil) -> (Stage, Verifier, Outcome, LoginDirector) {
    let stage = Stage()
    let verifier = Verifier()
    let outcome = Outcome()
    let director = LoginDirector(
      stage: stage, verifier: verifier, then: .starred, message: message,
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
}
