import FoundationEssentials
import GistValues

/// The gist lists page by page, as the API gave them (the `list_pages` table of the cache,
/// with `list_members` noting which gists each page shows): each page's address, ETag,
/// next page and GitHub's bytes of its gists. The pages of the account's own and starred
/// lists go into its search index too.
public struct PageStore: Sendable {
  let database: CacheDatabase
  /// What time it is (when pages were confirmed).
  let clock: @Sendable () -> Date

  /// Lists whose gists the search index keeps: the account's own and starred.
  static let indexedLists = ["mine", "starred"]

  // MARK: - Reading

  /// The cached pages of `list`, in order; `firstOnly` reads just the first (to paint at
  /// once). Pages that do not decode are dropped with the ones after them.
  public func all(account: String, list: String, firstOnly: Bool = false) -> [CachedPage] {
    all(account: account, list: list, atMost: firstOnly ? 1 : nil)
  }

  /// The first `atMost` cached pages of `list` (all when nil), in order: the browser, which
  /// holds 10,000 gists at most, reads no more of a longer list than it shows (at 100,000
  /// cached gists, reading them all took its memory to 362 MB for a moment).
  public func all(account: String, list: String, atMost: Int?) -> [CachedPage] {
    let rows =
      (database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT url, etag, next, fetched_at, body FROM list_pages
            WHERE account = ? AND list = ? ORDER BY page LIMIT ?
            """, arguments: [account, list, atMost ?? -1])
      }) ?? []
    var pages: [CachedPage] = []
    for row in rows {
      let body: Data = row["body"]
      guard let (gists, raw) = try? Gist.list(in: body) else { break }
      let url: String? = row["url"]
      let next: String? = row["next"]
      pages.append(
        CachedPage(
          url: url.flatMap(URL.init(string:)), etag: row["etag"],
          next: next.flatMap(URL.init(string:)),
          fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]), gists: gists, raw: raw))
    }
    return pages
  }

  /// Where the cached pages of `list` came from and their ETags, in order, without their
  /// gists (cheap: nothing is decoded); `page(account:list:number:)` reads one whole.
  public func heads(account: String, list: String) -> [CachedPage] {
    let rows =
      (database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT url, etag, next, fetched_at FROM list_pages
            WHERE account = ? AND list = ? ORDER BY page
            """, arguments: [account, list])
      }) ?? []
    return rows.map { row in
      let url: String? = row["url"]
      let next: String? = row["next"]
      return CachedPage(
        url: url.flatMap(URL.init(string:)), etag: row["etag"],
        next: next.flatMap(URL.init(string:)),
        fetchedAt: Date(timeIntervalSince1970: row["fetched_at"]), gists: [])
    }
  }

  /// The gists of page `number` (from 0) of `list`, nil when it is not cached or does not
  /// decode.
  public func page(account: String, list: String, number: Int) -> [Gist]? {
    rawPage(account: account, list: list, number: number)?.gists
  }

  /// The gists of page `number` (from 0) of `list` with GitHub's bytes of each, by id; nil
  /// when it is not cached or does not decode.
  public func rawPage(account: String, list: String, number: Int)
    -> (gists: [Gist], raw: [String: Data])?
  {
    guard let body = body(account: account, list: list, number: number),
      let (gists, raw) = try? Gist.list(in: body)
    else { return nil }
    return (gists, raw)
  }

  /// The ids of page `number` (from 0) of `list` in order, with GitHub's bytes of each,
  /// the rest of each gist unread; nil when it is not cached or does not decode.
  public func identities(account: String, list: String, number: Int)
    -> [(id: String, bytes: Data)]?
  {
    body(account: account, list: list, number: number).flatMap {
      try? Gist.identities(in: $0)
    }
  }

  private func body(account: String, list: String, number: Int) -> Data? {
    let body =
      database.read { db in
        try Data.fetchOne(
          db, sql: "SELECT body FROM list_pages WHERE account = ? AND list = ? AND page = ?",
          arguments: [account, list, number])
      }
    return body.flatMap { $0 }
  }

  /// The cached pages (list and number) of `account` that show gist `id`.
  func showing(_ id: String, account: String) -> [(list: String, page: Int)] {
    let rows =
      database.read { db in
        try Row.fetchAll(
          db, sql: "SELECT list, page FROM list_members WHERE account = ? AND id = ? ORDER BY 1, 2",
          arguments: [account, id])
      } ?? []
    return rows.map { ($0["list"], $0["page"]) }
  }

  // MARK: - Writing

  /// Keeps `pages` as the first pages of `list`; the cached pages after them stay when the
  /// last one still leads to them (its `next` is the next cached page's address), else they
  /// go. So a list loaded part way (the browser's) never drops pages another walk (the
  /// search indexer's, a command's) cached beyond it.
  public func merge(_ pages: [CachedPage], account: String, list: String) {
    guard !pages.isEmpty else { return save(pages, account: account, list: list) }
    let heads = heads(account: account, list: list)
    let keepRest =
      heads.count > pages.count && pages.last?.next != nil
      && pages.last?.next == heads[pages.count].url
    replace(pages, account: account, list: list, keepRest: keepRest)
  }

  /// Replaces the first `pages.count` cached pages of `list`; the cached pages after them
  /// stay when `keepRest` (the last new page still leads to them), else they go.
  public func replace(_ pages: [CachedPage], account: String, list: String, keepRest: Bool) {
    guard keepRest else { return save(pages, account: account, list: list) }
    let bodies = withStoredBytes(pages, account: account, list: list).map(\.body)
    database.write { db in
      try Self.deletePages(where: "<", pages.count, account: account, list: list, db: db)
      try Self.insert(pages, bodies: bodies, account: account, list: list, db: db)
    }
    index(pages, account: account, list: list)
  }

  /// Replaces the cached pages of `list`.
  public func save(_ pages: [CachedPage], account: String, list: String) {
    let bodies = withStoredBytes(pages, account: account, list: list).map(\.body)
    database.write { db in
      try db.execute(
        sql: "DELETE FROM list_pages WHERE account = ? AND list = ?", arguments: [account, list])
      try db.execute(
        sql: "DELETE FROM list_members WHERE account = ? AND list = ?", arguments: [account, list])
      try Self.insert(pages, bodies: bodies, account: account, list: list, db: db)
    }
    index(pages, account: account, list: list)
  }

  /// Writes each of `pages` as page `number` of `list`, in place of what was there: a
  /// list streamed page by page (`ListStream`) is kept as it comes.
  public func store(_ pages: [(number: Int, page: CachedPage)], account: String, list: String) {
    guard !pages.isEmpty else { return }
    database.write { db in
      for (number, page) in pages {
        try Self.deletePages(where: "=", number, account: account, list: list, db: db)
        try Self.insert(page, number: number, body: page.body, account: account, list: list, db: db)
      }
    }
    index(pages.map(\.page), account: account, list: list)
  }

  /// Forgets the cached pages of `list` from page `number` on (a list that ended sooner).
  public func drop(from number: Int, account: String, list: String) {
    database.write { db in
      try Self.deletePages(where: ">=", number, account: account, list: list, db: db)
    }
  }

  /// The server confirmed the cached pages of `list` as they are (the first `pages` of
  /// them when given): now is when they were seen. Pages seen in the last minute are left
  /// as they are (their age is told in minutes), so a command run again and again writes
  /// nothing (a write is a journal and two syncs to disk).
  public func touch(account: String, list: String, pages: Int? = nil) {
    let now = clock().timeIntervalSince1970
    database.write { db in
      try db.execute(
        sql: """
          UPDATE list_pages SET fetched_at = ?
          WHERE account = ? AND list = ? AND page < ? AND fetched_at < ?
          """,
        arguments: [now, account, list, pages ?? Int.max, now - 60])
    }
  }

  /// Rewrites the cached pages of `account` that show gist `id` (of `lists`, all when nil),
  /// and the first page of each of `addTo` that does not show it, with what `change` makes
  /// of their gists. Only those pages are read and written, whatever the lists' length.
  func rewrite(
    account: String, id: String, lists: [String]? = nil, addTo: [String] = [],
    _ change: (String, inout [Gist]) -> Bool
  ) {
    var targets = showing(id, account: account).filter { lists?.contains($0.list) ?? true }
    for list in addTo where !targets.contains(where: { $0.list == list }) {
      targets.append((list, 0))
    }
    database.write { db in
      for (list, number) in targets {
        guard
          let body = try Data.fetchOne(
            db, sql: "SELECT body FROM list_pages WHERE account = ? AND list = ? AND page = ?",
            arguments: [account, list, number]),
          let (before, raw) = try? Gist.list(in: body)
        else { continue }
        var gists = before
        guard change(list, &gists) else { continue }
        // GitHub's bytes stay for the gists the change left as they were.
        let unchanged = Dictionary(before.map { ($0.id, $0) }) { first, _ in first }
        let after = Dictionary(gists.map { ($0.id, $0) }) { first, _ in first }
        let page = CachedPage(
          url: nil, etag: nil, next: nil, fetchedAt: Date(), gists: gists,
          raw: raw.filter { id, _ in after[id] != nil && after[id] == unchanged[id] })
        try db.execute(
          sql: "UPDATE list_pages SET body = ? WHERE account = ? AND list = ? AND page = ?",
          arguments: [page.body, account, list, number])
        try db.execute(
          sql: "DELETE FROM list_members WHERE account = ? AND list = ? AND page = ?",
          arguments: [account, list, number])
        try Self.insertMembers(of: gists, account: account, list: list, page: number, db: db)
      }
    }
  }

  // MARK: - Inside

  /// `pages`, where they lack GitHub's bytes of a gist (the browser keeps slim rows, not
  /// bytes), with the bytes the cache holds for it while the row they make is the same:
  /// so the browser's saves keep what `list --json` prints.
  private func withStoredBytes(_ pages: [CachedPage], account: String, list: String)
    -> [CachedPage]
  {
    guard pages.contains(where: { $0.raw.count < $0.gists.count }) else { return pages }
    var stored: [String: (row: Gist, bytes: Data)] = [:]
    for page in all(account: account, list: list) {
      for gist in page.gists {
        if let bytes = page.raw[gist.id] { stored[gist.id] = (gist.listed, bytes) }
      }
    }
    guard !stored.isEmpty else { return pages }
    return pages.map { page in
      var page = page
      for gist in page.gists where page.raw[gist.id] == nil {
        if let kept = stored[gist.id], kept.row == gist.listed { page.raw[gist.id] = kept.bytes }
      }
      return page
    }
  }

  private func index(_ pages: [CachedPage], account: String, list: String) {
    guard Self.indexedLists.contains(list) else { return }
    SearchIndex(database: database, account: account).record(
      list: pages.flatMap(\.gists), mine: list == "mine", starred: list == "starred")
  }

  /// Deletes the cached pages of `list` whose number is `comparison` (`=`, `<`, `>=`)
  /// `number`, and the notes of which gists they show.
  private static func deletePages(
    where comparison: String, _ number: Int, account: String, list: String, db: Database
  ) throws {
    for table in ["list_pages", "list_members"] {
      try db.execute(
        sql: "DELETE FROM \(table) WHERE account = ? AND list = ? AND page \(comparison) ?",
        arguments: [account, list, number])
    }
  }

  private static func insert(
    _ page: CachedPage, number: Int, body: Data, account: String, list: String, db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO list_pages (account, list, page, url, etag, next, fetched_at, body)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        account, list, number, page.url?.absoluteString, page.etag, page.next?.absoluteString,
        page.fetchedAt.timeIntervalSince1970, body,
      ])
    try insertMembers(of: page.gists, account: account, list: list, page: number, db: db)
  }

  private static func insert(
    _ pages: [CachedPage], bodies: [Data], account: String, list: String, db: Database
  ) throws {
    for (index, page) in pages.enumerated() {
      try insert(page, number: index, body: bodies[index], account: account, list: list, db: db)
    }
  }

  /// Notes which gists page `page` of `list` shows, so a change to one finds its pages.
  private static func insertMembers(
    of gists: [Gist], account: String, list: String, page: Int, db: Database
  ) throws {
    let statement = try db.cachedStatement(
      sql: "INSERT OR IGNORE INTO list_members (account, list, page, id) VALUES (?, ?, ?, ?)")
    for gist in gists {
      try statement.execute(arguments: [account, list, page, gist.id])
    }
  }
}
