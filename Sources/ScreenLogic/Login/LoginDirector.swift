import Basics
import FoundationEssentials
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

  /// A Director for `stage`, checking tokens with `verifier`; once signed in (or browsing
  /// without), the app starts again on the gists, then opens `then`; `message` says why
  /// the screen is shown.
  public init(
    stage: any LoginStage, verifier: any TokenVerifier, then: Destination? = nil,
    message: String? = nil, navigator: any Navigator
  ) {
    self.message = message
    self.stage = stage
    self.verifier = verifier
    self.then = then
    self.navigator = navigator
  }

  /// Starts observing the Stage, showing the message it was made with, if any.
  public func start() {
    stage.enableSignIn(false)
    stage.showError(message)
    stage.tokenText.subscribe(onNext: { [weak self] text in
      guard let self else { return }
      self.token = text.trimmingWhitespace()
      self.stage.enableSignIn(!self.token.isEmpty && !self.checking)
    }).disposed(by: bag)
    stage.intents.subscribe(onNext: { [weak self] in self?.handle($0) }).disposed(by: bag)
  }

  /// What the login screen says when a token fails: here the user can simply paste again,
  /// so the scripting commands' advice (`dehub auth login`) is not repeated.
  static func sentence(for error: GistError) -> String {
    switch error {
    case .badToken:
      "GitHub rejected this token (bad credentials): check it was copied whole and has not "
        + "expired, then paste it again."
    case .missingScope:
      "This token lacks the gist scope: create one with it at "
        + "https://github.com/settings/tokens and paste it here."
    default: error.message
    }
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
        return stage.showError(
          "That is not a token: it holds spaces or line breaks. Paste the token alone.")
      }
      checking = true
      stage.showError(nil)
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
            try self.verifier.save(token)
            self.navigator?.go(.signedIn(token: token, login: user.login, then: self.then))
          } catch {
            self.stage.showError(error.message)
            self.stage.enableSignIn(true)
          }
        case .failure(let error):
          self.stage.showError(Self.sentence(for: error))
          self.stage.enableSignIn(!self.token.isEmpty)
        }
      }
    }
  }
}
