import Model
import TerminalUI

/// The login screen: shown when no token is found or the token was rejected.
public final class LoginScene: Scene {
  private let stage: CursesLoginStage
  private let director: LoginDirector
  private let message: String?
  private var started = false

  /// A login for the API of `api`, saving into `store`; `message` says why it is shown.
  public init(
    api: GistAPI, worker: NetworkWorker, store: TokenStore, message: String?,
    signedIn: @escaping (_ token: String, _ user: GistUser) -> Void,
    browsePublic: @escaping () -> Void
  ) {
    stage = CursesLoginStage(host: api.router.host)
    director = LoginDirector(
      stage: stage, verifier: LiveTokenVerifier(api: api, worker: worker, store: store),
      signedIn: signedIn, browsePublic: browsePublic)
    self.message = message
  }

  public var title: String { "Sign in" }
  public var helpEntries: [(keys: String, action: String)] { CursesLoginStage.helpEntries }
  public func content() -> any Widget { stage.content() }
  public func handle(_ key: Key) -> Bool { stage.handle(key) }

  public func appear() {
    if started { return }
    started = true
    director.start(message: message)
  }

  public func disappear() {}
}
