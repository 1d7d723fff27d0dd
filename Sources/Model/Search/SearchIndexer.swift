import FoundationEssentials
import GistValues
import Store

/// Brings an account's search index up to date: walks the account's own and starred lists
/// (cached pages revalidated with ETags, so an unchanged list costs 304s and no rate
/// limit), records them, then fetches the content of gists not indexed yet or changed since
/// (newest first), one `GET /gists/ID` each, spending at most `share` of the rate limit
/// that remains. What it indexed stays indexed: the next run resumes with what is left.
public struct SearchIndexer: Sendable {
  /// How far the index is.
  public struct Progress: Equatable, Sendable {
    /// Gists whose content is indexed.
    public var indexed: Int
    /// Gists in the index.
    public var total: Int
    /// Whether the run stopped at its share of the rate limit (the rest waits for the
    /// next run).
    public var stoppedAtBudget = false

    /// Progress.
    public init(indexed: Int, total: Int, stoppedAtBudget: Bool = false) {
      self.indexed = indexed
      self.total = total
      self.stoppedAtBudget = stoppedAtBudget
    }

    /// Whether every gist's content is indexed.
    public var isComplete: Bool { indexed >= total }
  }

  /// How many whole gists are written to the index at a time.
  static let batchSize = 25

  /// The default share of the remaining rate limit a run may spend.
  public static let defaultShare = 0.2

  let api: GistAPI
  let cache: GistCache
  let account: String
  let share: Double

  /// An indexer of `account` in `cache` through `api`, spending at most `share` (0...1) of
  /// the remaining rate limit.
  public init(api: GistAPI, cache: GistCache, account: String, share: Double = defaultShare) {
    self.api = api
    self.cache = cache
    self.account = account
    self.share = min(1, max(0, share))
  }

  /// How many gists may wait for their content before the account's own are read through
  /// GraphQL (100 with their text a request) rather than one REST request each.
  static let graphQLThreshold = 20

  /// Runs once; `progress` hears after the lists and after each gist. `walkingLists` false
  /// skips the walk of the lists (just walked by the screen that asks): only the content of
  /// what is new is fetched.
  @discardableResult
  public func run(
    walkingLists: Bool = true, cancellation: Cancellation? = nil,
    progress: (Progress) -> Void = { _ in }
  ) throws(GistError) -> Progress {
    let index = cache.searchIndex(account: account)
    // A first index (or one far behind) reads the account's own gists with their text through
    // GraphQL: 10 requests for 1,000 gists, where REST takes 10 list pages and 1,000 gists.
    var ownRead = false
    var askedGraphQL = false
    if walkingLists && (index.counts().gists == 0 || isFarBehind(index)) {
      askedGraphQL = true
      ownRead = try readOwnGists(index, cancellation: cancellation, progress: progress)
    }
    if walkingLists {
      let walk = ListWalk(api: api, cache: cache, account: account)
      for (kind, mine) in [(GistListKind.mine, true), (.starred, false)] where !(mine && ownRead) {
        let outcome = try walk.walk(kind, cancellation: cancellation)
        // Written even when every page was confirmed unchanged: the index records the lists'
        // gists as it keeps them (it may be new beside old cached pages).
        if !outcome.pages.isEmpty {
          cache.pages.merge(outcome.pages, account: account, list: kind.description)
        }
        if outcome.reachedEnd { index.prune(keeping: outcome.seen, mine: mine) }
      }
    }
    if !askedGraphQL && isFarBehind(index) {
      ownRead = try readOwnGists(index, cancellation: cancellation, progress: progress)
    }
    let counts = index.counts()
    var state = Progress(indexed: counts.withContent, total: counts.gists)
    progress(state)
    var budget = Int(Double(api.rateLimit?.remaining ?? 60) * share)
    // Whole gists are written a batch at a time (one sync to disk each), and what was
    // fetched is written even when the run stops early.
    var batch: [Gist] = []
    defer { index.record(documents: batch) }
    for id in index.pendingIDs(limit: .max) {
      guard cancellation?.isCancelled != true else { throw GistError.cancelled }
      guard budget > 0 else {
        state.stoppedAtBudget = true
        break
      }
      budget -= 1
      do throws(GistError) {
        // A gist the API listed only part of is read whole through git (when there is one).
        let gist = try api.gist(id: id, cancellation: cancellation)
        batch.append(gist.truncated ? api.throughGit(gist) ?? gist : gist)
      } catch .notFound {
        index.remove(id)
        state.total -= 1
        continue
      } catch .rateLimited, .secondaryRateLimit {
        state.stoppedAtBudget = true
        break
      }
      state.indexed += 1
      if batch.count >= Self.batchSize {
        index.record(documents: batch)
        batch.removeAll()
        progress(state)
      }
    }
    index.record(documents: batch)
    batch.removeAll()
    progress(state)
    return state
  }

  /// Whether more gists wait for their content than REST should fetch one by one.
  private func isFarBehind(_ index: SearchIndex) -> Bool {
    index.pendingIDs(limit: Self.graphQLThreshold + 1).count > Self.graphQLThreshold
  }

  /// Reads the account's own gists, with their files' text, through GraphQL, page by page;
  /// gists GraphQL cannot give whole wait for REST. False when GraphQL could not be used (an
  /// Enterprise server without it, an answer not understood): the REST walk does the work.
  private func readOwnGists(
    _ index: SearchIndex, cancellation: Cancellation?, progress: (Progress) -> Void
  ) throws(GistError) -> Bool {
    var seen: Set<String> = []
    var cursor: String?
    var total = 0
    repeat {
      let page: ViewerGistsPage
      do throws(GistError) {
        page = try api.viewerGists(after: cursor, cancellation: cancellation)
      } catch {
        switch error {
        case .cancelled, .rateLimited, .secondaryRateLimit, .badToken: throw error
        case _ where error.isOffline: throw error
        default: return false
        }
      }
      index.record(own: page.gists, whole: page.whole)
      seen.formUnion(page.gists.map(\.id))
      total = page.totalCount
      cursor = page.next
      let counts = index.counts()
      progress(Progress(indexed: counts.withContent, total: counts.gists))
    } while cursor != nil
    // Gists gone from the account leave it, unless the walk may have missed some (gists
    // moved between pages while it ran).
    if seen.count >= total { index.prune(keeping: seen, mine: true) }
    return true
  }
}
