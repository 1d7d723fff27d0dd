import Model
import Store

/// Who the app works for: the API it calls (with the token, or with none after "browse
/// without signing in"), the account the cache and the drafts are kept for, and the search
/// over that account's index. It changes only when the app starts, the user signs in or
/// browses without signing in, or the server says whose the token is; each change tells the
/// session, the cache and the drafts at once, and makes the search for the API in use then
/// (never as a side effect of reading it).
public struct Account {
  /// The API calls go through now.
  public private(set) var api: GistAPI
  /// The search over the account's index (nil without a cache).
  public private(set) var search: (any GistSearchModel)?
  private let anonymous: GistAPI
  private let client: any HTTPClient
  private let session: AppSession
  private let cache: CacheScope?
  private let drafts: DraftAccount?
  private let makeSearch: (GistAPI) -> (any GistSearchModel)?

  /// An account calling `api` (through `client` once another token is used), telling
  /// `session`, `cache` and `drafts` who it is; `search` makes the search for an API (nil:
  /// none, as without a cache).
  public init(
    api: GistAPI, client: any HTTPClient, session: AppSession, cache: CacheScope?,
    drafts: DraftAccount?, search: @escaping (GistAPI) -> (any GistSearchModel)?
  ) {
    self.api = api
    self.client = client
    self.session = session
    self.cache = cache
    self.drafts = drafts
    makeSearch = search
    anonymous = GistAPI(router: api.router.with(token: nil), client: client)
  }

  /// Whether the API carries a token.
  public var hasToken: Bool { api.router.tokenFingerprint != nil }

  /// The app starts: the search is made, and with a token the login the cache knew from
  /// last time is used at once (the screens show it before the server answers `learned`).
  public mutating func start() {
    search = makeSearch(api)
    // The cache has that login on record for this token already: nothing to write before the
    // first paint, which reads the same database.
    if hasToken, let known = cache?.login { use(login: known, recorded: true) }
  }

  /// From now on, `token`, which the server said is `login`'s.
  public mutating func signIn(token: String, login: String) {
    api = GistAPI(router: anonymous.router.with(token: token), client: client)
    search = makeSearch(api)
    session.tokenSource = nil
    session.signedOut.onNext(false)
    use(login: login)
  }

  /// From now on, no token: public gists only.
  public mutating func browseAnonymously() {
    api = anonymous
    search = makeSearch(api)
    session.tokenSource = nil
    cache?.use(login: CacheScope.anonymous)
    session.login.onNext(nil)
    session.signedOut.onNext(true)
  }

  /// The server said the token `asked` carries is `login`'s: used, unless another token is
  /// in use by now (the answer is for an account the app left). True when it was used.
  @discardableResult
  public func learned(login: String, asking asked: GistAPI) -> Bool {
    guard asked === api else { return false }
    use(login: login)
    return true
  }

  /// The token is `login`'s: drafts are written for it, the cache reads and writes that
  /// account and remembers the token's login (unless `recorded` says it has it), and the
  /// session says who is signed in.
  private func use(login: String, recorded: Bool = false) {
    drafts?.use(login: login)
    // The cache knows the account before anyone hears of the login (the search index starts
    // on it).
    if let cache, let fingerprint = api.router.tokenFingerprint {
      cache.use(login: login)
      if !recorded {
        cache.write { store, _ in
          store.accounts.remember(host: cache.host, fingerprint: fingerprint, login: login)
        }
      }
    }
    session.login.onNext(login)
  }
}
