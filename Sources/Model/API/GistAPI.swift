import Basics
import Dispatch
import FoundationEssentials
import GistValues
import Reactive
import Synchronization
import System

/// The gist API: each call builds its request with the Router, sends it with the HTTP
/// client, checks the status and decodes the answer. Calls block; the network models run
/// them off the main thread. Safe to use from several threads.
///
/// Rate limits: every response's `x-ratelimit-*` headers are kept (`rateLimit`); after a
/// rate-limit refusal, calls fail at once, without a request, until the reset time.
/// Mutating calls go one at a time.
public final class GistAPI: Sendable {
  /// The router (base URL, token, headers).
  public let router: Router
  private let client: any HTTPClient
  /// The git that reads a gist past the files the API lists (none: such a gist stays
  /// `truncated`, and readers say what is left out).
  public let git: GitProgram
  /// The environment git runs in.
  let gitEnvironment: [String: String]?
  private let state = Mutex(State())
  private let mutations = Mutex(())
  private let clock: @Sendable () -> Date

  struct State {
    var rateLimit: RateLimit?
    var blockedUntil: Date?
  }

  /// A client of the API at `router.baseURL`; `git` (found on the process's PATH unless
  /// given) with `gitEnvironment` (the process's when nil) reads gists past 300 files.
  public init(
    router: Router, client: any HTTPClient, clock: @escaping @Sendable () -> Date = Date.init,
    git: GitProgram = .onPath(), gitEnvironment: [String: String]? = nil
  ) {
    self.git = git
    self.gitEnvironment = gitEnvironment
    self.router = router
    self.client = client
    self.clock = clock
  }

  /// The rate limit as the last response told it.
  public var rateLimit: RateLimit? { state.withLock { $0.rateLimit } }

  // MARK: - Lists

  /// One page of a list (or of a `Link` URL), revalidated with `etag` when given.
  public func page(
    _ route: Route, etag: String? = nil, reading: PageReading = .gists,
    cancellation: Cancellation? = nil
  ) throws(GistError) -> GistPage<Gist> {
    let response = try send(route, etag: etag, cancellation: cancellation)
    let links = self.links(of: response, to: route)
    var page: GistPage<Gist>
    if response.status == 304 {
      page = GistPage(items: nil, etag: etag, next: links?.next)
    } else if reading == .identities {
      let (identities, skipped) = try Gist.identitiesCountingSkipped(in: response.body)
      page = GistPage(
        items: [], etag: response.headers["ETag"], next: links?.next,
        raw: Dictionary(identities.map { ($0.id, $0.bytes) }) { first, _ in first })
      page.ids = identities.map(\.id)
      page.skipped = skipped
    } else {
      let (items, raw, skipped) = try Gist.listCountingSkipped(in: response.body)
      page = GistPage(items: items, etag: response.headers["ETag"], next: links?.next, raw: raw)
      page.skipped = skipped
    }
    page.last = links?.last
    return page
  }

  /// The pages at `addresses`, each revalidated with its ETag when given, asked at once: at
  /// most `width` in flight (GitHub allows 100 concurrent requests; GETs cost a point each,
  /// 304s none). The answers come in the order asked, each a page or its failure.
  public func pages(
    _ addresses: [(url: URL, etag: String?)], width: Int = 8, reading: PageReading = .gists,
    cancellation: Cancellation? = nil
  ) -> [Result<GistPage<Gist>, GistError>] {
    pages(
      routes: addresses.map { (Route.page($0.url), $0.etag) }, width: width, reading: reading,
      cancellation: cancellation)
  }

  /// `pages` of routes: a list's first page (whose route the list knows) among others.
  public func pages(
    routes: [(route: Route, etag: String?)], width: Int = 8, reading: PageReading = .gists,
    cancellation: Cancellation? = nil
  ) -> [Result<GistPage<Gist>, GistError>] {
    let answers = PageAnswers(count: routes.count)
    let group = DispatchGroup()
    for _ in 0..<min(max(1, width), routes.count) {
      group.enter()
      let worker: @Sendable () -> Void = {
        while let index = answers.take() {
          let (route, etag) = routes[index]
          answers.put(
            Result { () throws(GistError) in
              try self.page(route, etag: etag, reading: reading, cancellation: cancellation)
            }, at: index)
        }
        group.leave()
      }
      if !DetachedThread.start(worker) { worker() }
    }
    group.wait()
    return answers.all()
  }

  /// Up to `limit` gists of a list, following `Link: rel="next"` with 100 per page.
  public func gists(_ kind: GistListKind, limit: Int, cancellation: Cancellation? = nil)
    throws(GistError) -> [Gist]
  {
    try collect(
      .list(kind, since: nil, perPage: min(100, max(1, limit)), page: nil), of: Gist.self,
      limit: limit, cancellation: cancellation)
  }

  /// Up to `limit` forks of a gist.
  public func forks(id: String, limit: Int = 100) throws(GistError) -> [Gist] {
    try collect(.forks(id: id, perPage: 100, page: nil), of: Gist.self, limit: limit)
  }

  /// Up to `limit` revisions of a gist, newest first.
  public func commits(id: String, limit: Int = 100) throws(GistError) -> [GistCommit] {
    try collect(.commits(id: id, perPage: 100, page: nil), of: GistCommit.self, limit: limit)
  }

  /// Up to `limit` comments of a gist, oldest first.
  public func comments(id: String, limit: Int = 300) throws(GistError) -> [GistComment] {
    try collect(.comments(id: id, perPage: 100, page: nil), of: GistComment.self, limit: limit)
  }

  /// A page of the signed-in user's gists with their files' text, through the GraphQL API
  /// (`after`: the cursor `next` of the page before).
  public func viewerGists(after cursor: String?, cancellation: Cancellation? = nil)
    throws(GistError) -> ViewerGistsPage
  {
    try ViewerGistsPage(body: send(.viewerGists(after: cursor), cancellation: cancellation).body)
  }

  // MARK: - One gist

  /// A gist with its files' content (truncated ones cut at about 1 MB).
  public func gist(id: String, cancellation: Cancellation? = nil) throws(GistError) -> Gist {
    try decodeGist(from: send(.gist(id: id), cancellation: cancellation), what: "a gist")
  }

  /// A gist, revalidated with `etag`.
  public func gist(id: String, etag: String?) throws(GistError) -> Fetched<Gist> {
    let response = try send(.gist(id: id), etag: etag)
    if response.status == 304 { return .notModified }
    return .value(
      try decodeGist(from: response, what: "a gist"), etag: response.headers["ETag"])
  }

  /// A gist with GitHub's bytes of it (what `export` keeps as `gist.json`), revalidated with
  /// `etag`.
  public func gistWithBytes(id: String, etag: String?) throws(GistError)
    -> Fetched<(gist: Gist, bytes: Data)>
  {
    let response = try send(.gist(id: id), etag: etag)
    if response.status == 304 { return .notModified }
    return .value(
      (try decodeGist(from: response, what: "a gist"), response.body),
      etag: response.headers["ETag"])
  }

  /// A gist as it was at revision `sha`.
  public func revision(id: String, sha: String) throws(GistError) -> Gist {
    try decodeGist(from: send(.revision(id: id, sha: sha)), what: "a gist revision")
  }

  /// The whole content at a file's `raw_url`.
  public func raw(_ url: URL, cancellation: Cancellation? = nil) throws(GistError) -> Data {
    try send(.raw(url), cancellation: cancellation).body
  }

  /// A gist (at revision `sha` when given) with every truncated file fetched whole from its
  /// `raw_url`. A file over `BodyLimit.rawFile` keeps the part the API sent and stays
  /// `truncated`: the rest of the gist still shows.
  public func completeGist(
    id: String, revision sha: String? = nil, cancellation: Cancellation? = nil
  )
    throws(GistError) -> Gist
  {
    let gist =
      if let sha {
        try revision(id: id, sha: sha)
      } else {
        try self.gist(id: id, cancellation: cancellation)
      }
    // Git reads the newest commit: a revision the API listed only part of stays so.
    return try completing(gist, cancellation: cancellation, throughGit: sha == nil)
  }

  /// `gist` with every truncated file fetched whole from its `raw_url` (as `completeGist`);
  /// a gist the API listed only part of, or with a file past what `raw_url` gives dehub, is
  /// read whole through its git repository instead (unless `throughGit` is false: `gist` is
  /// not the newest version).
  public func completing(
    _ gist: Gist, cancellation: Cancellation? = nil, throughGit: Bool = true
  ) throws(GistError) -> Gist {
    if throughGit, gist.truncated, let whole = self.throughGit(gist) { return whole }
    var gist = gist
    for index in gist.files.indices where gist.files[index].truncated {
      guard let text = gist.files[index].rawURL, let url = URL(string: text) else { continue }
      let data: Data
      do throws(GistError) {
        data = try raw(url, cancellation: cancellation)
      } catch .tooLarge {
        if throughGit, let whole = self.throughGit(gist) { return whole }
        continue
      }
      // A binary file's bytes stay as the API gives them: base64.
      gist.files[index].content =
        gist.files[index].encoding == "base64"
        ? data.base64EncodedString() : String(decoding: data, as: UTF8.self)
      gist.files[index].truncated = false
      gist.files[index].size = data.count
    }
    return gist
  }

  // MARK: - Changes

  /// Creates a gist.
  public func create(_ gist: NewGist) throws(GistError) -> Gist {
    try decodeGist(from: send(.create(gist)), what: "the new gist")
  }

  /// Changes a gist; only what `changes` names is sent.
  public func update(id: String, _ changes: GistChanges) throws(GistError) -> Gist {
    try decodeGist(from: send(.update(id: id, changes)), what: "the changed gist")
  }

  /// Deletes a gist.
  public func delete(id: String) throws(GistError) {
    _ = try send(.delete(id: id))
  }

  /// Stars or unstars a gist.
  public func setStarred(_ starred: Bool, id: String) throws(GistError) {
    _ = try send(starred ? .star(id: id) : .unstar(id: id))
  }

  /// Whether the signed-in user starred a gist.
  public func isStarred(id: String) throws(GistError) -> Bool {
    do {
      let response = try send(.isStarred(id: id))
      return response.status == 204
    } catch .notFound {
      return false
    }
  }

  /// Forks a gist; returns the new fork.
  public func fork(id: String) throws(GistError) -> Gist {
    try decodeGist(from: send(.fork(id: id)), what: "the fork")
  }

  /// Adds a comment.
  public func addComment(id: String, body: String) throws(GistError) -> GistComment {
    try decode(
      GistComment.self, from: send(.createComment(id: id, CommentBody(body: body))),
      what: "the comment")
  }

  /// Edits a comment.
  public func editComment(id: String, commentID: Int, body: String) throws(GistError)
    -> GistComment
  {
    try decode(
      GistComment.self,
      from: send(.updateComment(id: id, commentID: commentID, CommentBody(body: body))),
      what: "the comment")
  }

  /// Deletes a comment.
  public func deleteComment(id: String, commentID: Int) throws(GistError) {
    _ = try send(.deleteComment(id: id, commentID: commentID))
  }

  // MARK: - Account

  /// The signed-in user and the token's scopes (nil when the token does not list them,
  /// as with fine-grained tokens).
  public func user() throws(GistError) -> (user: GistUser, scopes: [String]?) {
    let response = try send(.user)
    let scopes = response.headers["x-oauth-scopes"].map {
      $0.split(separator: ",").map { $0.trimmingSpaces() }
        .filter { !$0.isEmpty }
    }
    return (try decode(GistUser.self, from: response, what: "the user"), scopes)
  }

  /// The rate limit of the core API, asked of the server.
  public func fetchRateLimit() throws(GistError) -> RateLimit {
    struct Body: Decodable {
      struct Resources: Decodable { var core: Window? }
      struct Window: Decodable {
        var limit: Int
        var remaining: Int
        var reset: TimeInterval
      }
      var resources: Resources?
      var rate: Window?
    }
    let body = try decode(Body.self, from: send(.rateLimit), what: "the rate limit")
    guard let window = body.resources?.core ?? body.rate else {
      throw GistError.malformedResponse("the rate limit has no core window")
    }
    return RateLimit(
      limit: window.limit, remaining: window.remaining,
      reset: Date(timeIntervalSince1970: window.reset))
  }

  // MARK: - Plumbing

  /// Sends `route` and checks the status; a 304 is returned as is.
  public func send(_ route: Route, etag: String? = nil, cancellation: Cancellation? = nil)
    throws(GistError) -> HTTPResponse
  {
    if let until = state.withLock({ $0.blockedUntil }), until > clock() {
      throw GistError.rateLimited(reset: until)
    }
    var request = router.request(for: route)
    if let etag { request.headers["If-None-Match"] = etag }
    let response: HTTPResponse
    if route.isMutating {
      response = try mutations.withLock { _ throws(GistError) in
        try client.send(request, cancellation: cancellation)
      }
    } else {
      response = try client.send(request, cancellation: cancellation)
    }
    let hadToken = request.headers["Authorization"] != nil
    let error = ResponseInterpreter.error(for: response, route: route, hadToken: hadToken)
    record(response, error: error)
    if let error { throw error }
    return response
  }

  private func record(_ response: HTTPResponse, error: GistError?) {
    let reading = RateLimit(headers: response.headers)
    state.withLock { state in
      if let reading { state.rateLimit = reading }
      switch error {
      case .rateLimited(let reset?):
        state.blockedUntil = reset
      case .secondaryRateLimit(let retryAfter?):
        state.blockedUntil = clock().addingTimeInterval(TimeInterval(retryAfter))
      default:
        break
      }
    }
  }

  /// The `Link` header of `response` to `route`, relative targets resolved against the
  /// request's URL.
  private func links(of response: HTTPResponse, to route: Route) -> LinkHeader? {
    response.headers["Link"].map { LinkHeader($0, relativeTo: router.request(for: route).url) }
  }

  private func decodedPage<Item: Decodable & Sendable>(
    _ route: Route, of type: Item.Type, etag: String?, cancellation: Cancellation? = nil
  ) throws(GistError) -> GistPage<Item> {
    let response = try send(route, etag: etag, cancellation: cancellation)
    let next = links(of: response, to: route)?.next
    if response.status == 304 {
      return GistPage(items: nil, etag: etag, next: next)
    }
    let items = try decode([Lenient<Item>].self, from: response, what: "a list").compactMap(\.value)
    return GistPage(items: items, etag: response.headers["ETag"], next: next)
  }

  private func collect<Item: Decodable & Sendable>(
    _ first: Route, of type: Item.Type, limit: Int, cancellation: Cancellation? = nil
  ) throws(GistError) -> [Item] {
    var items: [Item] = []
    var route = first
    var seen: Set<URL> = []
    while items.count < limit {
      let page = try decodedPage(route, of: type, etag: nil, cancellation: cancellation)
      let pageItems = page.items ?? []
      items.append(contentsOf: pageItems.prefix(limit - items.count))
      guard let next = page.next, !pageItems.isEmpty, seen.insert(next).inserted else { break }
      route = .page(next)
    }
    return items
  }

  /// A whole gist, read by the fast reader (`Gist.whole(from:)`).
  private func decodeGist(from response: HTTPResponse, what: String) throws(GistError) -> Gist {
    do {
      return try Gist.whole(from: response.body)
    } catch {
      throw GistError.malformedResponse("expected \(what)")
    }
  }

  private func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, what: String)
    throws(GistError) -> T
  {
    do {
      return try GistJSON.decoder().decode(type, from: response.body)
    } catch {
      throw GistError.malformedResponse("expected \(what)")
    }
  }
}
