import Basics
import FoundationEssentials
import GistValues

/// The full-text index of one account's gists (its own and starred), in the offline cache:
/// a row per gist in `search_gists` (what its list row shows, its filters, when its content
/// was indexed) and one FTS5 row per gist in `search_text` (file names, languages,
/// description, the files' contents, and tags for the account and the filters).
///
/// An FTS row's rowid is its gist's `key`, made from when the gist was last updated, so the
/// FTS index's own order is newest first: a query reads its best hundred rows straight off
/// the index (`ORDER BY rowid DESC LIMIT`), and its count is FTS5's, with no join.
///
/// It is fed by what the app fetches anyway (list pages, whole gists) and by the
/// `SearchIndexer`; it answers `SearchQuery`s offline.
public struct SearchIndex: Sendable {
  /// The cache's database, which holds the index's tables beside the cache's.
  let database: CacheDatabase
  /// The account (`HOST/LOGIN`).
  public let account: String

  /// The index of `account` in `database` (`GistCache.searchIndex(account:)` makes one).
  init(database: CacheDatabase, account: String) {
    self.database = database
    self.account = account
  }

  /// The account's login (what `mine` means for a whole gist).
  private var login: String { account.split(separator: "/").last.map(String.init) ?? "" }

  /// Between two files' contents in an FTS row (a character files do not hold: it is taken
  /// out of them first).
  static let fileSeparator: Character = "\u{1E}"

  // MARK: - Writing

  /// Records the gists of a list page: `mine` or `starred` marks them. A gist new to the
  /// index, or changed since its content was indexed, is written again (keeping the
  /// content of files whose names stay) and waits for its content.
  public func record(list gists: [Gist], mine: Bool = false, starred: Bool = false) {
    guard !gists.isEmpty else { return }
    database.write { db in
      // What is known already, each gist by its key (a page written as a long list streams
      // in costs its own gists, not the account's): a page of unchanged gists writes nothing.
      var known: [String: (updated: Double, mine: Bool, starred: Bool)] = [:]
      let rows = try gists.flatMap { gist in
        try Row.fetchAll(
          db,
          sql:
            "SELECT id, updated_at, mine, starred FROM search_gists WHERE account = ? AND id = ?",
          arguments: [account, gist.id])
      }
      for row in rows {
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

  /// Records a page of the account's own gists as the GraphQL API lists them, with their
  /// files' text: a gist new to the index or changed since its content was indexed is
  /// written with its content when `whole` holds its id (else it waits for its content); a
  /// gist indexed as it is writes nothing.
  public func record(own gists: [Gist], whole: Set<String>) {
    guard !gists.isEmpty else { return }
    database.write { db in
      let marks = Array(repeating: "?", count: gists.count).joined(separator: ", ")
      var arguments: [any DatabaseValueConvertible] = [account]
      arguments += gists.map(\.id)
      // The page's gists already indexed whole, with the time they were indexed at.
      var indexed: [String: Double] = [:]
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT id, updated_at FROM search_gists WHERE account = ? AND id IN (\(marks))
            AND mine AND content_at = updated_at
          """, arguments: arguments)
      {
        indexed[row["id"]] = row["updated_at"]
      }
      for gist in gists where indexed[gist.id] != (gist.updatedAt?.timeIntervalSince1970 ?? 0) {
        try upsert(
          gist, content: whole.contains(gist.id) ? gist : nil, mine: true, starred: false, db: db)
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
    database.write { db in
      try db.execute(
        sql: "UPDATE search_gists SET starred = 0 WHERE account = ? AND id = ?",
        arguments: [account, id])
      try retag(id, db: db)
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
    database.write { db in
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
    database.write { db in try delete(id, db: db) }
  }

  private func delete(_ id: String, db: Database) throws {
    if let key = try Int64.fetchOne(
      db, sql: "SELECT key FROM search_gists WHERE account = ? AND id = ?",
      arguments: [account, id])
    {
      try db.execute(sql: "DELETE FROM search_text WHERE rowid = ?", arguments: [key])
    }
    try db.execute(
      sql: "DELETE FROM search_gists WHERE account = ? AND id = ?", arguments: [account, id])
  }

  /// The files (name and content, in order) of the FTS row `key`.
  private func files(key: Int64, db: Database) throws -> [(name: String, content: String)] {
    guard
      let row = try Row.fetchOne(
        db, sql: "SELECT filename, content FROM search_text WHERE rowid = ?", arguments: [key])
    else { return [] }
    return Self.files(names: row[0] ?? "", contents: row[1] ?? "")
  }

  /// The files of an FTS row's `filename` and `content` columns.
  static func files(names: String, contents: String) -> [(name: String, content: String)] {
    // Split by bytes: splitting by Characters walks grapheme clusters, many times slower.
    let names = names.utf8.split(separator: 10, omittingEmptySubsequences: false)
      .map { String(Substring($0)) }
    let texts = contents.utf8.split(separator: 0x1E, omittingEmptySubsequences: false)
    return names.enumerated().map { index, name in
      (name, index < texts.count ? String(Substring(texts[index])) : "")
    }
  }

  /// After a whole list was walked: gists of that list (`mine` or `starred`) not in `ids`
  /// leave it, and gists in neither list leave the index.
  public func prune(keeping ids: Set<String>, mine: Bool) {
    let column = mine ? "mine" : "starred"
    database.write { db in
      let listed = try String.fetchAll(
        db, sql: "SELECT id FROM search_gists WHERE account = ? AND \(column) = 1",
        arguments: [account])
      for id in listed where !ids.contains(id) {
        try db.execute(
          sql: "UPDATE search_gists SET \(column) = 0 WHERE account = ? AND id = ?",
          arguments: [account, id])
        try retag(id, db: db)
      }
      let orphans = try String.fetchAll(
        db, sql: "SELECT id FROM search_gists WHERE account = ? AND mine = 0 AND starred = 0",
        arguments: [account])
      for id in orphans { try delete(id, db: db) }
    }
  }

  /// The FTS row of gist `id` written again with its tags as `search_gists` has them now
  /// (its text unchanged).
  private func retag(_ id: String, db: Database) throws {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT key, is_public, is_fork, mine, starred, languages, description
          FROM search_gists WHERE account = ? AND id = ?
          """, arguments: [account, id])
    else { return }
    let key: Int64 = row["key"]
    let files = try files(key: key, db: db)
    let languages = (row["languages"] as String? ?? "").split(separator: " ").map(String.init)
    try writeText(
      key: key,
      tags: tags(
        isPublic: row["is_public"], fork: row["is_fork"], mine: row["mine"],
        starred: row["starred"], languages: languages),
      files: files, languages: languages, description: row["description"] ?? "", db: db)
  }

  private func writeText(
    key: Int64, tags: String, files: [(name: String, content: String)], languages: [String],
    description: String, db: Database
  ) throws {
    try db.execute(sql: "DELETE FROM search_text WHERE rowid = ?", arguments: [key])
    let separator = String(Self.fileSeparator)
    try db.execute(
      sql: """
        INSERT INTO search_text (rowid, tags, filename, language, description, content)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        key, tags,
        files.map { $0.name.replacing("\n", with: " ") }.joined(separator: "\n"),
        languages.joined(separator: " "), description,
        files.map { $0.content.replacing(separator, with: " ") }
          .joined(separator: separator),
      ])
  }

  /// The tags of a gist's FTS row: the account's, and one per filter it passes.
  private func tags(
    isPublic: Bool, fork: Bool, mine: Bool, starred: Bool, languages: [String]
  ) -> String {
    var tags = [Self.accountTag(account), isPublic ? "dhpublic" : "dhsecret"]
    if fork { tags.append("dhfork") }
    if mine { tags.append("dhmine") }
    if starred { tags.append("dhstarred") }
    tags += languages.map(Self.languageTag)
    return tags.joined(separator: " ")
  }

  /// The tag of `account` (a hash of its name: one word the tokenizer keeps whole).
  static func accountTag(_ account: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in account.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0100_0000_01b3
    }
    return "dha" + String(hash, radix: 16)
  }

  /// The tag of a language ("C++" → "dhlcpp", "C#" → "dhlcsharp"), so `lang:c` does not
  /// find C++.
  static func languageTag(_ language: String) -> String {
    let spelled = language.lowercased().replacing("+", with: "p")
      .replacing("#", with: "sharp")
    return "dhl"
      + String(
        spelled.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
          .map(Character.init))
  }

  private func upsert(_ gist: Gist, content: Gist?, mine: Bool, starred: Bool, db: Database)
    throws
  {
    let updated = gist.updatedAt?.timeIntervalSince1970 ?? 0
    let existing = try Row.fetchOne(
      db,
      sql: """
        SELECT key, updated_at, content_at, mine, starred FROM search_gists
        WHERE account = ? AND id = ?
        """,
      arguments: [account, gist.id])
    let oldKey: Int64? = existing?["key"]
    let isMine = mine || (existing?["mine"] ?? false)
    let isStarred = starred || (existing?["starred"] ?? false)
    let contentAt: Double? = existing?["content_at"]
    let unchanged = existing != nil && (existing?["updated_at"] as Double?) == updated
    // The text: the whole gist's when it came; else what was indexed, for the files whose
    // names stay, until the new content comes.
    var kept: [String: String] = [:]
    if content == nil, let oldKey {
      for file in try files(key: oldKey, db: db) { kept[file.name] = file.content }
    }
    let files = (gist.files.isEmpty ? [GistFile(filename: "")] : gist.files).map { file in
      // A binary file's base64 is no text to search (and 5 MB of image is 7 MB of it):
      // its name is indexed, its bytes are not.
      let whole = content?.file(named: file.filename)
      return (
        name: file.filename,
        content: whole?.encoding == "base64" ? "" : whole?.content ?? kept[file.filename] ?? ""
      )
    }
    // A new key when the gist changed: the FTS order stays newest first.
    let key = try unchanged ? (oldKey ?? newKey(updated, db: db)) : newKey(updated, db: db)
    var row = gist
    for index in row.files.indices { row.files[index].content = nil }
    let body = try GistJSON.encoder().encode(row)
    let names = gist.files.map { $0.filename.lowercased() }
    let languages = gist.files.compactMap { $0.language?.lowercased() }
    if let oldKey, oldKey != key {
      try db.execute(sql: "DELETE FROM search_text WHERE rowid = ?", arguments: [oldKey])
    }
    try db.execute(
      sql: """
        INSERT INTO search_gists (account, id, key, updated_at, content_at, is_public,
          is_fork, mine, starred, owner, description, filenames, languages, row)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (account, id) DO UPDATE SET key = excluded.key,
          updated_at = excluded.updated_at, content_at = excluded.content_at,
          is_public = excluded.is_public, is_fork = excluded.is_fork, mine = excluded.mine,
          starred = excluded.starred, owner = excluded.owner,
          description = excluded.description, filenames = excluded.filenames,
          languages = excluded.languages, row = excluded.row
        """,
      arguments: [
        account, gist.id, key, updated,
        content != nil ? updated : (unchanged ? contentAt : nil), gist.isPublic,
        gist.forkOf != nil, isMine, isStarred, gist.owner?.login,
        gist.description ?? "", " " + names.joined(separator: " ") + " ",
        " " + languages.joined(separator: " ") + " ", body,
      ])
    try writeText(
      key: key,
      tags: tags(
        isPublic: gist.isPublic, fork: gist.forkOf != nil, mine: isMine, starred: isStarred,
        languages: languages),
      files: files, languages: languages, description: gist.description ?? "", db: db)
  }

  /// A key for a gist updated at `updated` (milliseconds since 1970), the next free one.
  private func newKey(_ updated: Double, db: Database) throws -> Int64 {
    var key = Int64(max(0, min(updated, 1e14)) * 1000)
    while try Bool.fetchOne(
      db, sql: "SELECT 1 FROM search_gists WHERE key = ?", arguments: [key]) ?? false
    {
      key += 1
    }
    return key
  }

  // MARK: - Reading

  /// How many gists the index holds, and how many of them have their content indexed.
  public func counts() -> (gists: Int, withContent: Int) {
    let row = database.read { db in
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
    database.read { db in
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
    guard !query.isEmpty, !query.matchesNothing else {
      return SearchResults(results: [], matched: 0, indexed: counts().gists)
    }
    // What FTS5 decides (the account, the text, visibility, stars, forks, languages), and
    // what SQL checks after it (user, file names, hashtags: substrings, not words).
    var base: [String] = []
    if let isPublic = query.isPublic { base.append(isPublic ? "dhpublic" : "dhsecret") }
    if query.starred { base.append("dhstarred") }
    if query.fork { base.append("dhfork") }
    if !query.languages.isEmpty {
      base.append(
        "("
          + query.languages.map { Self.quoted(Self.languageTag($0)) }
          .joined(separator: " OR ") + ")")
    }
    let (residual, residualArguments) = residualConditions(query)
    let terms = query.textTerms.map(Self.fold)
    let found =
      database.read { db -> (Int, [(Int64, Data, Bool)], Int, [Int64: SearchMatch]) in
        // One read transaction for all of it.
        // Counted over the narrow recency index (the primary key's entries hold the ids).
        let indexed =
          try Int.fetchOne(
            db.cachedStatement(
              sql:
                "SELECT count(*) FROM search_gists INDEXED BY search_gists_recent WHERE account = ?"
            ),
            arguments: [account]) ?? 0
        // The account's tag is asked for only when the index holds another account too
        // (matching it costs a pass over every row's tags).
        let shared =
          try Bool.fetchOne(
            db, sql: "SELECT 1 FROM search_gists WHERE account < ? OR account > ? LIMIT 1",
            arguments: [account, account]) ?? false
        let tags = (shared ? [Self.quoted(Self.accountTag(account))] : []) + base
        let tagPart = tags.isEmpty ? [] : ["tags : (\(tags.joined(separator: " AND ")))"]
        var parts = tagPart
        var named: String?
        if let text = query.ftsExpression {
          parts.append("{filename language description content} : (\(text))")
          // A name hit is a text hit already: the tags and the narrower columns suffice.
          named = (tagPart + ["{filename description} : (\(text))"]).joined(separator: " AND ")
        }
        // Without text or filters (only user:, file:, #tag), every row of the account.
        if parts.isEmpty { parts = ["tags : \(Self.quoted(Self.accountTag(account)))"] }
        let expression = parts.joined(separator: " AND ")
        // Prepared once per connection (the SQL is the same for every key).
        let hitStatement = try db.cachedStatement(
          sql: """
            SELECT g.key, g.row FROM search_text t JOIN search_gists g ON g.key = t.rowid
            WHERE search_text MATCH ?\(residual) ORDER BY t.rowid DESC LIMIT ?
            """)
        func hits(_ match: String, _ count: Int) throws -> [(Int64, Data)] {
          try Row.fetchAll(
            hitStatement, arguments: [match] + residualArguments + [count]
          ).map { ($0[0], $0[1]) }
        }
        // Description and file-name hits first, then the others: each read newest first
        // off the FTS index, stopping at `limit`.
        var rows: [(Int64, Data, Bool)]
        if let named {
          rows = try hits(named, limit).map { ($0, $1, true) }
          if rows.count < limit {
            rows += try hits("(\(expression)) NOT (\(named))", limit - rows.count)
              .map { ($0, $1, false) }
          }
        } else {
          rows = try hits(expression, limit).map { ($0, $1, true) }
        }
        // Where the content matched, for the hits not found by name.
        let byContent = terms.isEmpty ? [] : rows.filter { !$0.2 }.map(\.0)
        let matches = try firstMatches(keys: byContent, terms: terms, db: db)
        // Counted only when there are more than were read.
        guard rows.count >= limit else { return (rows.count, rows, indexed, matches) }
        let countStatement = try db.cachedStatement(
          sql: residual.isEmpty
            ? "SELECT count(*) FROM search_text WHERE search_text MATCH ?"
            : """
            SELECT count(*) FROM search_text t JOIN search_gists g ON g.key = t.rowid
            WHERE search_text MATCH ?\(residual)
            """)
        let matched =
          try Int.fetchOne(
            countStatement, arguments: [expression] + residualArguments) ?? 0
        return (matched, rows, indexed, matches)
      } ?? (0, [], 0, [:])
    let results = found.1.compactMap { key, body, _ -> SearchResult? in
      guard let gist = try? Gist.whole(from: body) else { return nil }
      return SearchResult(gist: gist, match: found.3[key])
    }
    return SearchResults(results: results, matched: found.0, indexed: found.2)
  }

  private static func quoted(_ word: String) -> String { "\"" + word + "\"" }

  /// The filters SQL checks on `search_gists g` after FTS5 (" AND …"), with their arguments.
  private func residualConditions(_ query: SearchQuery) -> (String, [any DatabaseValueConvertible])
  {
    var conditions: [String] = []
    var arguments: [any DatabaseValueConvertible] = []
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
    return (conditions.map { " AND " + $0 }.joined(), arguments)
  }

  /// The best matching line of each FTS row of `keys`, by key.
  private func firstMatches(keys: [Int64], terms: [String], db: Database) throws
    -> [Int64: SearchMatch]
  {
    guard !keys.isEmpty else { return [:] }
    // One lookup per key (FTS5 reads `rowid IN (…)` by scanning its whole table).
    let statement = try db.cachedStatement(
      sql: "SELECT filename, content FROM search_text WHERE rowid = ?")
    var found: [Int64: SearchMatch] = [:]
    for key in keys {
      guard let row = try Row.fetchOne(statement, arguments: [key]) else { continue }
      let files = Self.files(names: row[0] ?? "", contents: row[1] ?? "")
      found[key] = Self.bestMatch(in: files, terms: terms)
    }
    return found
  }

  /// Up to `limit` lines of gist `id`'s files that hold one of `terms` (folded), in file
  /// order.
  public func matches(id: String, terms: [String], limit: Int = 1000) -> [SearchMatch] {
    let files =
      database.read { db -> [(name: String, content: String)] in
        guard
          let key = try Int64.fetchOne(
            db, sql: "SELECT key FROM search_gists WHERE account = ? AND id = ?",
            arguments: [account, id])
        else { return [] }
        return try self.files(key: key, db: db)
      } ?? []
    return Self.matches(in: files, terms: terms, limit: limit)
  }

  /// Gist `id`'s files (name and text) as indexed, in file order; nil when its content is
  /// not in the index (not the account's, or not indexed yet).
  public func indexedFiles(id: String) -> [(name: String, content: String)]? {
    database.read { db -> [(name: String, content: String)]? in
      guard
        let key = try Int64.fetchOne(
          db,
          sql:
            "SELECT key FROM search_gists WHERE account = ? AND id = ? AND content_at IS NOT NULL",
          arguments: [account, id])
      else { return nil }
      return try self.files(key: key, db: db)
    } ?? nil
  }

  /// The line of `files` that holds the most of `terms` (the first of those), nil when no
  /// line holds one: for "quokka rotate", a line with both words before one with either.
  static func bestMatch(in files: [(name: String, content: String)], terms: [String])
    -> SearchMatch?
  {
    let folded = Set(terms.map(fold).filter { !$0.isEmpty })
    guard folded.count > 1 else { return matches(in: files, terms: terms, limit: 1).first }
    var best: (count: Int, match: SearchMatch)?
    for file in files {
      let lines = TextMatches.lines(in: file.content, terms: terms)
      guard !lines.isEmpty else { continue }
      let texts = file.content.unicodeScalars.split(
        separator: "\n", omittingEmptySubsequences: false)
      for number in lines where number < texts.count {
        let text = String(String.UnicodeScalarView(texts[number]))
        let line = fold(text)
        let count = folded.filter { line.contains($0) }.count
        guard count > best?.count ?? 0 else { continue }
        let trimmed = text.trimmingSpaces()
        best = (
          count, SearchMatch(file: file.name, line: number + 1, text: String(trimmed.prefix(200)))
        )
        if count == folded.count { return best?.match }
      }
    }
    return best?.match
  }

  private static func matches(
    in files: [(name: String, content: String)], terms: [String], limit: Int
  ) -> [SearchMatch] {
    var found: [SearchMatch] = []
    for file in files {
      let lines = TextMatches.lines(in: file.content, terms: terms, limit: limit - found.count)
      guard !lines.isEmpty else { continue }
      let texts = file.content.unicodeScalars.split(
        separator: "\n", omittingEmptySubsequences: false)
      for number in lines where number < texts.count {
        let trimmed = String(String.UnicodeScalarView(texts[number]))
          .trimmingSpaces()
        found.append(
          SearchMatch(file: file.name, line: number + 1, text: String(trimmed.prefix(200))))
      }
      if found.count >= limit { break }
    }
    return found
  }

  /// `text` as the search compares it: lower case, without diacritics.
  public static func fold(_ text: String) -> String {
    text.folded()
  }
}
