import Basics
import FoundationEssentials
import GistValues
import Model
import Reactive

/// The login screen's logic: sign-in is enabled only when the field holds something; the
/// token is checked with the server (`GET /user`), saved (mode 0600) and handed on when it
/// works; when it does not, the reason is shown and what was typed stays. "Browse public
/// gists" goes on without a token.
public final class LoginDirector: ScreenDirector {
  public typealias Intent = LoginIntent

  private let stage: any LoginStage
  private let verifier: any TokenVerifier
  private let then: Destination?
  /// Why the screen is shown (a token was rejected), said when it starts.
  private let message: String?
  private weak var navigator: (any Navigator)?
  private let bag = DisposeBag()
  private var token = ""
  private var checking = false
  /// Whether the focus is on "browse public gists" (Enter browses), not on the token.
  private var browseFocused = false
  /// The API's base URL: the title names its host, and the sentences its tokens page.
  private let api: URL?
  /// The field as last typed (a change clears why the last sign-in failed).
  private var typed = ""
  /// Whether the error shown says why a sign-in failed (not why the screen is shown).
  private var showsFailure = false

  /// A Director for `stage`, checking tokens with `verifier`; once signed in (or browsing
  /// without), the app starts again on the gists, then opens `then`; `message` says why
  /// the screen is shown; `api` is the API's base URL (its host's tokens page is named; nil:
  /// api.github.com).
  public init(
    stage: any LoginStage, verifier: any TokenVerifier, then: Destination? = nil,
    message: String? = nil, api: URL? = nil, navigator: any Navigator
  ) {
    self.api = api
    self.message = message
    self.stage = stage
    self.verifier = verifier
    self.then = then
    self.navigator = navigator
  }

  /// Starts observing the Stage, showing the message it was made with, if any.
  public func start() {
    stage.showIntro(title: LoginWording.title(forAPI: api), lines: LoginWording.intro(forAPI: api))
    stage.enableSignIn(false)
    stage.showError(message)
    stage.tokenText.subscribe(onNext: { [weak self] text in
      guard let self else { return }
      // What was typed changed: why the last try failed is about another token.
      if text != self.typed, self.showsFailure { self.showFailure(nil) }
      self.typed = text
      self.token = text.trimmingWhitespace()
      self.stage.enableSignIn(!self.token.isEmpty && !self.checking)
    }).disposed(by: bag)
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
  }

  /// What the login screen says when a token fails: here the user can simply paste again,
  /// so the scripting commands' advice (`dehub auth login`) is not repeated; the tokens
  /// page named is the API's host's.
  func sentence(for error: GistError) -> String {
    switch error {
    case .badToken:
      "GitHub rejected this token (bad credentials): check it was copied whole and has not "
        + "expired, then paste it again."
    case .missingScope: LoginWording.missingScope(forAPI: api)
    default: error.message
    }
  }

  /// Shows why signing in failed (nil: clears it).
  private func showFailure(_ sentence: String?) {
    showsFailure = sentence != nil
    stage.showError(sentence)
  }

  private func handle(_ intent: LoginIntent) {
    switch intent {
    case .switchFocus:
      browseFocused.toggle()
      stage.showFocus(onBrowse: browseFocused)
    case .submit:
      handle(browseFocused ? .browsePublic : .signIn)
    case .browsePublic:
      navigator?.go(.browsePublic(then: then))
    case .signIn:
      guard !token.isEmpty, !checking else { return }
      guard TokenStore.isWellFormed(token) else {
        return showFailure(
          "That is not a token: it holds spaces or line breaks. Paste the token alone.")
      }
      checking = true
      showFailure(nil)
      stage.showChecking(true)
      stage.enableSignIn(false)
      let token = self.token
      verifier.check(token) { [weak self] result in
        guard let self else { return }
        self.checking = false
        self.stage.showChecking(false)
        switch result {
        case .success(let user):
          do throws(GistError) {
            try self.verifier.save(token, login: user.login)
            self.navigator?.go(.signedIn(token: token, login: user.login, then: self.then))
          } catch {
            self.showFailure(error.message)
            self.stage.enableSignIn(true)
          }
        case .failure(let error):
          self.showFailure(self.sentence(for: error))
          self.stage.enableSignIn(!self.token.isEmpty)
        }
      }
    }
  }
}
