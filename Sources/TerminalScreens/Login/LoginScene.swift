import Model
import ScreenLogic

/// The login screen: shown when no token is found or the token was rejected (the first
/// screen then), or over the list when a tab needs an account (`Esc` goes back).
public final class LoginScene: StagedScene<CursesLoginStage> {
  /// A login for the API of `context`, saving into its token store; `message` says why it
  /// is shown, `then` opens after signing in (or browsing).
  public init(message: String?, then: Destination?, context: SceneContext) {
    let stage = CursesLoginStage()
    let anonymous = GistAPI(router: context.api.router.with(token: nil), client: context.client)
    let director = LoginDirector(
      stage: stage,
      verifier: LiveTokenVerifier(
        api: anonymous, client: context.client, worker: context.worker,
        store: context.tokenStore),
      then: then, message: message, api: context.api.router.baseURL,
      navigator: context.navigator)
    super.init(
      title: "Sign in", stage: stage, table: LoginKeys.table, director: director,
      keyMap: context.keyMap, typesLetters: true)
  }
}
