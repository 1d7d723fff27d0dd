import Foundation
import GRDB

/// The full-text index of one account's gists (its own and starred), in the offline cache:
/// a row per gist (what its list row shows, its filters, when its content was indexed) and
/// an FTS5 table with a row per file (name, language, description, content).
///
/// It is fed by what the app fetches anyway (list pages, whole gists) and by the
/// `SearchIndexer`; it answers `SearchQuery`s offline.
public struct SearchIndex: Sendable {
  /// The cache it lives in.
  public let cache: GistCache
  /// The account (`HOST/LOGIN`).
  public let account: String

  /// The index of `account` in `cache`.
  public init(cache: GistCache, account: String) {
    self.cache = cache
    self.account = account
  }

  /// The account's login (what `mine` means for a whole gist).
  private var login: String { account.split(separator: "/").last.map(String.init) ?? "" }

  // MARK: - Writing

  /// Records the gists of a list page: `mine` or `starred` marks them. A gist new to the
  /// index, or changed since its content was indexed, is written again (keeping the
  /// content of files whose names stay) and waits for its content.
  public func record(list gists: [Gist], mine: Bool = false, starred: Bool = false) {
    guard !gists.isEmpty else { return }
    cache.database.write { db in
      // What is known already, read once: a page of unchanged gists writes nothing.
      var known: [String: (updated: Double, mine: Bool, starred: Bool)] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT id, updated_at, mine, starred FROM search_gists WHERE account = ?",
        arguments: [account])
      {
        known[row["id"]] = (row["updated_at"], row["mine"], row["starred"])
      }
      for gist in gists {
        if let entry = known[gist.id],
          entry.updated == (gist.updatedAt?.timeIntervalSince1970 ?? 0),
          entry.mine || !mine, entry.starred || !starred
        {
          continue
        }
        try upsert(gist, content: nil, mine: mine, starred: starred, db: db)
      }
    }
  }

  /// Records `gist` changed by the user (a new gist when `mine`), whole when its content is
  /// all there.
  public func changed(_ gist: Gist, mine: Bool) {
    if gist.files.allSatisfy({ $0.content != nil && !$0.truncated }) {
      record(document: gist)
    } else {
      record(list: [gist], mine: mine)
    }
  }

  /// Gist `id` was unstarred.
  public func unstarred(_ id: String) {
    cache.database.write { db in
      try db.execute(
        sql: "UPDATE search_gists SET starred = 0 WHERE account = ? AND id = ?",
        arguments: [account, id])
    }
  }

  /// Records a whole gist (with its files' content): it is searchable by content now.
  /// Only gists of the account (already indexed, or owned by its login) are kept.
  public func record(document gist: Gist) {
    record(documents: [gist])
  }

  /// Records whole gists in one transaction (one sync to disk for the lot).
  public func record(documents gists: [Gist]) {
    guard !gists.isEmpty else { return }
    cache.database.write { db in
      for gist in gists {
        let known =
          try Bool.fetchOne(
            db, sql: "SELECT 1 FROM search_gists WHERE account = ? AND id = ?",
            arguments: [account, gist.id]) ?? false
        guard known || gist.owner?.login == login else { continue }
        try upsert(gist, content: gist, mine: gist.owner?.login == login, starred: false, db: db)
      }
    }
  }

  /// Forgets gist `id` (deleted).
  public func remove(_ id: String) {
    cache.database.write { db in
      try db.execute(
        sql: "DELETE FROM search_gists WHERE account = ? AND id = ?", arguments: [account, id])
      try deleteText(of: id, db: db)
    }
  }

  /// The ids of the account's gists with a text row matching an FTS expression (arguments:
  /// the account, the expression). Only the FTS index and `search_rows` are read: asking
  /// FTS5 for its `id` column would load every matching row's content.
  static let idsMatching = """
    SELECT r.id FROM search_rows r WHERE r.account = ? AND r.row IN
      (SELECT rowid FROM search_text WHERE search_text MATCH ?)
    """

  /// The text rows of gist `id` go (found through `search_rows`: FTS5's own columns have
  /// no index, so a `WHERE id = ?` on them reads the whole table).
  private func deleteText(of id: String, db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM search_text WHERE rowid IN
          (SELECT row FROM search_rows WHERE account = ? AND id = ?)
        """, arguments: [account, id])
    try db.execute(
      sql: "DELETE FROM search_rows WHERE account = ? AND id = ?", arguments: [account, id])
  }

  /// The file name and content of each text row of gist `id`, in order.
  private func text(of id: String, db: Database) throws -> [Row] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT filename, content FROM search_text WHERE rowid IN
          (SELECT row FROM search_rows WHERE account = ? AND id = ?) ORDER BY rowid
        """, arguments: [account, id])
  }

  /// After a whole list was walked: gists of that list (`mine` or `starred`) not in `ids`
  /// leave it, and gists in neither list leave the index.
  public func prune(keeping ids: Set<String>, mine: Bool) {
    let column = mine ? "mine" : "starred"
    cache.database.write { db in
      let listed = try String.fetchAll(
        db, sql: "SELECT id FROM search_gists WHERE account = ? AND \(column) = 1",
        arguments: [account])
      for id in listed where !ids.contains(id) {
        try db.execute(
          sql: "UPDATE search_gists SET \(column) = 0 WHERE account = ? AND id = ?",
          arguments: [account, id])
      }
      let orphans = try String.fetchAll(
        db, sql: "SELECT id FROM search_gists WHERE account = ? AND mine = 0 AND starred = 0",
        arguments: [account])
      for id in orphans {
        try db.execute(
          sql: "DELETE FROM search_gists WHERE account = ? AND id = ?", arguments: [account, id])
        try deleteText(of: id, db: db)
      }
    }
  }

  private func upsert(_ gist: Gist, content: Gist?, mine: Bool, starred: Bool, db: Database)
    throws
  {
    let updated = gist.updatedAt?.timeIntervalSince1970 ?? 0
    let existing = try Row.fetchOne(
      db,
      sql:
        "SELECT updated_at, content_at, mine, starred FROM search_gists WHERE account = ? AND id = ?",
      arguments: [account, gist.id])
    let wasMine: Bool = existing?["mine"] ?? false
    let wasStarred: Bool = existing?["starred"] ?? false
    let contentAt: Double? = existing?["content_at"]
    let unchanged = existing != nil && (existing?["updated_at"] as Double?) == updated
    var row = gist
    for index in row.files.indices { row.files[index].content = nil }
    let body = try GistJSON.encoder().encode(row)
    let names = gist.files.map { $0.filename.lowercased() }
    let languages = gist.files.compactMap { $0.language?.lowercased() }
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO search_gists (account, id, updated_at, content_at, is_public,
          is_fork, mine, starred, owner, description, filenames, languages, row)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        account, gist.id, updated,
        content != nil ? updated : (unchanged ? contentAt : nil), gist.isPublic,
        gist.forkOf != nil, mine || wasMine, starred || wasStarred, gist.owner?.login,
        gist.description ?? "", " " + names.joined(separator: " ") + " ",
        " " + languages.joined(separator: " ") + " ", body,
      ])
    // The text rows: rewritten when the content came, or when the gist changed (keeping
    // the content of files whose names stay until the new content comes).
    guard content != nil || !unchanged else { return }
    var kept: [String: String] = [:]
    if content == nil {
      for old in try text(of: gist.id, db: db) {
        kept[old["filename"]] = old["content"]
      }
    }
    try deleteText(of: gist.id, db: db)
    let files = gist.files.isEmpty ? [GistFile(filename: "")] : gist.files
    for file in files {
      let text = content?.file(named: file.filename)?.content ?? kept[file.filename] ?? ""
      try db.execute(
        sql: """
          INSERT INTO search_text (account, id, filename, language, description, content)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          account, gist.id, file.filename, file.language ?? "", gist.description ?? "", text,
        ])
      try db.execute(
        sql: "INSERT INTO search_rows (account, id, row) VALUES (?, ?, ?)",
        arguments: [account, gist.id, db.lastInsertedRowID])
    }
  }

  // MARK: - Reading

  /// How many gists the index holds, and how many of them have their content indexed.
  public func counts() -> (gists: Int, withContent: Int) {
    let row = cache.database.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT count(*) AS total,
            sum(CASE WHEN content_at = updated_at THEN 1 ELSE 0 END) AS done
          FROM search_gists WHERE account = ?
          """, arguments: [account])
    }
    guard let row = row.flatMap({ $0 }) else { return (0, 0) }
    return (row["total"] ?? 0, row["done"] ?? 0)
  }

  /// The gists whose content is not indexed, or older than the gist, newest first.
  public func pendingIDs(limit: Int) -> [String] {
    cache.database.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT id FROM search_gists
          WHERE account = ? AND (content_at IS NULL OR content_at != updated_at)
          ORDER BY updated_at DESC LIMIT ?
          """, arguments: [account, limit])
    } ?? []
  }

  /// The gists `query` finds, best first, at most `limit`: description and file-name hits
  /// above content hits, then the most recently updated.
  public func search(_ query: SearchQuery, limit: Int = 100) -> SearchResults {
    let indexed =
      cache.database.read { db in
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM search_gists WHERE account = ?", arguments: [account])
      }.flatMap { $0 } ?? 0
    guard !query.isEmpty, !query.matchesNothing else {
      return SearchResults(results: [], matched: 0, indexed: indexed)
    }
    var conditions = ["g.account = ?"]
    var arguments: [any DatabaseValueConvertible] = [account]
    if let expression = query.ftsExpression {
      conditions.append("g.id IN (\(Self.idsMatching))")
      arguments += [account, expression]
    }
    if !query.languages.isEmpty {
      conditions.append(
        "(" + query.languages.map { _ in "instr(g.languages, ?) > 0" }.joined(separator: " OR ")
          + ")")
      arguments += query.languages.map { " \($0) " }
    }
    for name in query.files {
      conditions.append("instr(g.filenames, ?) > 0")
      arguments.append(name)
    }
    for tag in query.tags {
      conditions.append("instr(lower(g.description), ?) > 0")
      arguments.append(tag)
    }
    if let user = query.user {
      conditions.append("lower(g.owner) = lower(?)")
      arguments.append(user)
    }
    if let isPublic = query.isPublic {
      conditions.append("g.is_public = ?")
      arguments.append(isPublic)
    }
    if query.starred { conditions.append("g.starred = 1") }
    if query.fork { conditions.append("g.is_fork = 1") }
    let filters = conditions.joined(separator: " AND ")
    // Description and file-name hits first: the same words, in those columns only.
    var byName = "0"
    var rankArguments: [any DatabaseValueConvertible] = []
    if let expression = query.ftsExpression {
      byName = "g.id IN (\(Self.idsMatching))"
      rankArguments = [account, "{filename description} : (\(expression))"]
    }
    let terms = query.textTerms.map(Self.fold)
    let found =
      cache.database.read { db -> (Int, [Row]) in
        // Ranked without the rows' bodies (sorting thousands of them was most of the
        // time), which are read for the best `limit` only.
        let ranked = try Row.fetchAll(
          db,
          sql: """
            SELECT g.id, \(byName) AS by_name, count(*) OVER () AS matched
            FROM search_gists g WHERE \(filters)
            ORDER BY by_name DESC, g.updated_at DESC LIMIT ?
            """, arguments: StatementArguments(rankArguments + arguments + [limit]))
        let rows = try ranked.map { entry -> Row in
          let id: String = entry["id"]
          let body = try Data.fetchOne(
            db, sql: "SELECT row FROM search_gists WHERE account = ? AND id = ?",
            arguments: [account, id])
          return ["row": body, "by_name": entry["by_name"] as Bool]
        }
        return (ranked.first.map { $0["matched"] } ?? 0, rows)
      } ?? (0, [])
    let decoder = GistJSON.decoder()
    let results = found.1.compactMap { row -> SearchResult? in
      let body: Data = row["row"]
      guard let gist = try? decoder.decode(Gist.self, from: body) else { return nil }
      let named: Bool = row["by_name"]
      let match = named || terms.isEmpty ? nil : firstMatch(id: gist.id, terms: terms)
      return SearchResult(gist: gist, match: match)
    }
    return SearchResults(results: results, matched: found.0, indexed: indexed)
  }

  /// The first line of gist `id`'s files that holds one of `terms` (folded).
  public func firstMatch(id: String, terms: [String]) -> SearchMatch? {
    matches(id: id, terms: terms, limit: 1).first
  }

  /// Up to `limit` lines of gist `id`'s files that hold one of `terms` (folded), in file
  /// order.
  public func matches(id: String, terms: [String], limit: Int = 1000) -> [SearchMatch] {
    let rows = cache.database.read { db in try text(of: id, db: db) } ?? []
    var found: [SearchMatch] = []
    for row in rows {
      let file: String = row["filename"]
      let content: String = row["content"] ?? ""
      let lines = TextMatches.lines(in: content, terms: terms, limit: limit - found.count)
      guard !lines.isEmpty else { continue }
      let texts = content.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      for number in lines where number < texts.count {
        let trimmed = String(String.UnicodeScalarView(texts[number]))
          .trimmingCharacters(in: .whitespaces)
        found.append(SearchMatch(file: file, line: number + 1, text: String(trimmed.prefix(200))))
      }
      if found.count >= limit { return found }
    }
    return found
  }

  /// `text` as the search compares it: lower case, without diacritics.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
