import GistValues
import Model

/// Checks a token with the server and keeps it: the login screen's model.
public protocol TokenVerifier: AnyObject {
  /// Asks the server who `token` signs in as (and that it has the `gist` scope).
  func check(_ token: String, completion: @escaping (Result<GistUser, GistError>) -> Void)
  /// Saves the token, `login`'s, for the API's host for next time (mode 0600), as the
  /// host's active account.
  func save(_ token: String, login: String) throws(GistError)
}

/// The token verifier of the real API and token file.
public final class LiveTokenVerifier: TokenVerifier {
  private let api: GistAPI
  private let client: any HTTPClient
  private let worker: NetworkWorker
  private let store: TokenStore

  /// A verifier asking `api`'s host through `client` (the configured one: its timeouts and
  /// CA file) and saving into `store`.
  public init(api: GistAPI, client: any HTTPClient, worker: NetworkWorker, store: TokenStore) {
    self.api = api
    self.client = client
    self.worker = worker
    self.store = store
  }

  public func check(_ token: String, completion: @escaping (Result<GistUser, GistError>) -> Void) {
    let api = GistAPI(router: self.api.router.with(token: token), client: client)
    worker.perform(
      { () throws(GistError) -> GistUser in
        let (user, scopes) = try api.user()
        if let scopes, !scopes.contains("gist") { throw GistError.missingScope }
        return user
      }, then: completion)
  }

  public func save(_ token: String, login: String) throws(GistError) {
    let baseURL = api.router.baseURL
    try store.save(
      token, login: login, host: HostName.of(api: baseURL), apiURL: baseURL.absoluteString)
  }
}
