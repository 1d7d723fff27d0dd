import FoundationEssentials
import GistValues
import Synchronization

/// The in-memory gist service with GitHub's semantics, independent of HTTP: `handle` takes
/// a request and gives the response. `GistServer` puts it on a loopback port.
///
/// Safe to use from several threads (one lock around the state).
public final class GistStore: Sendable {
  /// A request the store received, for tests to inspect.
  public struct LoggedRequest: Sendable, Equatable {
    /// The method.
    public var method: String
    /// The path.
    public var path: String
    /// The query parameters.
    public var query: [String: String]
    /// The header fields, names lowercased.
    public var headers: [String: String]
    /// The status answered.
    public var status: Int
    /// The bytes of the response's body.
    public var bodyBytes: Int = 0
    /// The request's body when it was small (up to 64 KB; what a test checks was sent).
    public var requestBody: Data? = nil
  }

  private let state: Mutex<StoreState>

  /// An empty store whose clock is `now` and whose URLs start with `baseURL`.
  public init(baseURL: String = "http://127.0.0.1", now: @escaping @Sendable () -> Date = Date.init)
  {
    state = Mutex(StoreState(baseURL: baseURL, now: now))
  }

  /// Sets the base URL (known once the server is listening).
  public func setBaseURL(_ url: String, rawBaseURL: String? = nil) {
    state.withLock {
      $0.baseURL = url
      $0.rawBaseURL = rawBaseURL ?? url
    }
  }

  /// Sets the API address clients use through a front (see `GistServer.init`).
  public func setPublicURL(_ url: String?) {
    state.withLock { $0.publicURL = url }
  }

  /// Keeps bare git repositories of the gists in `folder`, so their pull URLs clone.
  public func mirrorGit(in folder: URL) {
    state.withLock { $0.mirror = GitMirror(root: folder) }
  }

  /// Brings the git repository of gist `id` up to date (when mirroring).
  public func updateMirror(id: String) {
    let snapshot = state.withLock { state -> (GitMirror, String, StoredGist)? in
      guard let mirror = state.mirror, let gist = state.gists[id] else { return nil }
      return (mirror, gist.revisions.first?.version ?? "0", gist)
    }
    guard let (mirror, version, gist) = snapshot else { return }
    mirror.update(id: id, version: version, files: gist.files, binaries: gist.binaries)
  }

  /// Who may read or push a gist's repository over git.
  enum GitAccess: Equatable {
    /// Allowed, as this user (nil: anyone, for a clone).
    case allowed(String?)
    /// A token is needed (a 401 asks git for one), or the one given is unknown.
    case unauthorized
    /// The token's user may not push to it.
    case forbidden
    /// No such gist.
    case notFound
  }

  /// Whether a clone needs a token, as on an Enterprise server in private mode (GitHub's
  /// own lets anyone clone a gist whose URL they know); a push always needs the owner's.
  public func setGitReadsNeedToken(_ needed: Bool) {
    state.withLock { $0.gitReadsNeedToken = needed }
  }

  /// Whether `token` may read (or `push` to) gist `id`'s repository.
  func gitAccess(id: String, token: String?, push: Bool) -> GitAccess {
    state.withLock { state in
      guard let gist = state.gists[id] else { return .notFound }
      let login = token.flatMap { state.tokens[$0]?.login }
      if token != nil && login == nil { return .unauthorized }
      if push || state.gitReadsNeedToken {
        guard let login else { return .unauthorized }
        if push && login != gist.owner { return .forbidden }
        return .allowed(login)
      }
      return .allowed(login)
    }
  }

  /// The folder of the gists' repositories, when mirroring.
  var mirrorRoot: URL? { state.withLock { $0.mirror?.root } }

  /// Takes what was just pushed to gist `id`'s repository as its new revision (by `login`):
  /// its files (text and binary) and the commit's id as the version, as GitHub does.
  func takePush(id: String, by login: String) {
    guard let mirror = state.withLock({ $0.mirror }), let (commit, files) = mirror.newest(id: id)
    else { return }
    state.withLock { $0.takePush(id: id, by: login, commit: commit, files: files) }
    mirror.mark(id: id, version: commit)
  }

  /// Adds a user with a token; returns the user.
  @discardableResult
  public func addUser(_ login: String, token: String?, name: String? = nil, scopes: [String]? = nil)
    -> GistUser
  {
    state.withLock { $0.addUser(SeedUser(login: login, token: token, name: name, scopes: scopes)) }
  }

  /// Loads a seed file's users and gists.
  public func load(_ seed: SeedFile) {
    state.withLock { $0.load(seed) }
  }

  /// Adds `count` generated gists owned by `owner` (deterministic: the same count gives the
  /// same gists), spread over several languages; every fifth is secret.
  public func generate(count: Int, owner: String) {
    state.withLock { $0.generate(count: count, owner: owner) }
  }

  /// Adds a fault.
  public func inject(_ fault: Fault) {
    state.withLock { $0.faults.append(fault) }
  }

  /// Removes every fault.
  public func clearFaults() {
    state.withLock { $0.faults.removeAll() }
  }

  /// Sets the rate limit for every identity (requests per hour).
  public func setRateLimit(_ limit: Int) {
    state.withLock { $0.rateLimit = limit }
  }

  /// The requests received so far (the last 10,000).
  public var requests: [LoggedRequest] { state.withLock { $0.log } }

  /// Forgets the request log.
  public func clearLog() { state.withLock { $0.log.removeAll() } }

  /// How many gists the store holds.
  public var gistCount: Int { state.withLock { $0.gists.count } }

  /// The ids of the gists the store holds, sorted.
  public var gistIDs: [String] { state.withLock { $0.gists.keys.sorted() } }

  /// A gist's current state, as the API would show it (nil when there is none).
  public func gist(id: String) -> Gist? {
    state.withLock { state in state.gists[id].map { state.render($0, content: true, detail: true) }
    }
  }

  /// The whole content of a file, as `raw_url` serves it.
  public func rawContent(id: String, filename: String) -> String? {
    state.withLock { $0.gists[id]?.files[filename] }
  }

  /// The answer a fault gives `request`, when one matches: the git mirror's routes
  /// (`/git/ID.git/…`) honour faults too, such as a 401 that makes git ask for credentials.
  public func faultedResponse(to request: ServerRequest) -> ServerResponse? {
    state.withLock { $0.faulted(request) }
  }

  /// Answers one request.
  public func handle(_ request: ServerRequest) -> ServerResponse {
    state.withLock { $0.respond(to: request) }
  }
}
