import Basics
import FoundationEssentials
import GistValues
import Store

/// Which gists the list shows and what their rows say, worked out from what is loaded and
/// what the user chose: the tab's visibility and order, stars and forks as known, the gists
/// deleted here, and the filter or the search index's answer for it. A value with no clock,
/// model or Stage; the Director keeps one and asks it.
///
/// Each change of what is kept makes the rows and search keys again, once (10,000 rows are
/// not made again on every key); a filter only picks among them.
public struct GistListQuery: Sendable {
  /// The gists shown for a filter, with their rows, in order.
  public struct Shown: Sendable {
    /// The gists.
    public var gists: [Gist] = []
    /// Their rows.
    public var rows: [GistRow] = []

    /// Whether gist `id` is among them.
    public func contains(_ id: String) -> Bool { rows.contains { $0.id == id } }
    /// Where gist `id` is among them.
    public func position(of id: String) -> Int? { rows.firstIndex { $0.id == id } }
    /// The gist `rows` rows below gist `id` (above when negative; from the first row when
    /// `id` is not shown), nil past either end.
    public func id(_ rows: Int, from id: String?) -> String? {
      let at = (id.flatMap(position(of:)) ?? 0) + rows
      return self.rows.indices.contains(at) ? self.rows[at].id : nil
    }
  }

  /// The tab: on Mine the rows name no owner, and Starred's gists are starred.
  public private(set) var tab: GistListTab
  /// The tab's order.
  public private(set) var order = GistListOrder.updated
  /// The tab's visibility.
  public private(set) var visibility = GistVisibility.all
  /// What the cache knows of stars and forks, with the user's own changes since.
  public private(set) var marks = GistMarks()
  /// Gists unstarred here (the Starred tab lists them until it is loaded again).
  public private(set) var unstarred: Set<String> = []
  /// Gists deleted here, left out until the list no longer has them.
  public private(set) var deleted: Set<String> = []
  /// The gists as loaded, before visibility and order.
  public private(set) var loaded: [Gist] = []
  /// The kept gists in order, each with its row and folded search text.
  public private(set) var kept = Shown()
  private var keys = FoldedKeys()

  /// A query of `tab`'s list, nothing loaded.
  public init(tab: GistListTab = .mine, marks: GistMarks = GistMarks()) {
    self.tab = tab
    self.marks = marks
  }

  /// The list of `tab` with nothing loaded yet; what the user did to stars and deletions is
  /// kept.
  public mutating func show(_ tab: GistListTab) {
    self.tab = tab
    loaded = []
    rebuild()
  }

  /// The gists loaded; false (and nothing made again) when they are the ones already kept.
  @discardableResult
  public mutating func load(_ gists: [Gist]) -> Bool {
    guard gists != loaded else { return false }
    loaded = gists
    rebuild()
    return true
  }

  /// The tab's order and visibility as the options say.
  public mutating func arrange(order: GistListOrder, visibility: GistVisibility) {
    guard order != self.order || visibility != self.visibility else { return }
    self.order = order
    self.visibility = visibility
    rebuild()
  }

  /// What the cache knows of stars and forks, read again: a gist starred again elsewhere
  /// after being unstarred here is starred. False when that is what was known.
  @discardableResult
  public mutating func useMarks(_ known: GistMarks) -> Bool {
    guard known != marks else { return false }
    marks = known
    unstarred.subtract(known.starred)
    rebuild()
    return true
  }

  /// Gist `id` was starred or unstarred here; false when that is what was known.
  @discardableResult
  public mutating func setStarred(_ id: String, _ starred: Bool) -> Bool {
    guard isStarred(id) != starred else { return false }
    if starred {
      unstarred.remove(id)
      marks.starred.insert(id)
    } else {
      unstarred.insert(id)
      marks.starred.remove(id)
    }
    rebuild()
    return true
  }

  /// Gist `id` was deleted here.
  public mutating func delete(_ id: String) {
    deleted.insert(id)
    rebuild()
  }

  /// Whether gist `id` is starred, as far as the list knows.
  public func isStarred(_ id: String) -> Bool {
    !unstarred.contains(id) && (tab == .starred || marks.starred.contains(id))
  }

  /// Gist `id` as the list has it, kept or not.
  public func gist(_ id: String) -> Gist? {
    kept.gists.first { $0.id == id } ?? loaded.first { $0.id == id }
  }

  /// What is shown for `filter`: every kept gist when it is empty; the index's `answer`
  /// when there is one (by the tab's visibility, without deleted gists, each row saying
  /// where it matched); else the kept gists whose description, file names or languages
  /// hold the filter, ignoring case and accents.
  public func shown(filter: String, answer: SearchResults?) -> Shown {
    if filter.isEmpty { return kept }
    if let answer {
      let results = answer.results.filter {
        visibility.admits($0.gist) && !deleted.contains($0.gist.id)
      }
      return Shown(gists: results.map(\.gist), rows: results.map { row($0.gist, match: $0.match) })
    }
    let query = Array(filter.folded().utf8)
    let hits = keys.positions(containing: query)
    return Shown(gists: hits.map { kept.gists[$0] }, rows: hits.map { kept.rows[$0] })
  }

  /// The row of `gist` on this tab: marked starred or a fork as known, with its owner where
  /// the gists are not all the user's. On a list sorted by creation, the time shown is when
  /// it was made.
  public func row(_ gist: Gist, match: SearchMatch? = nil) -> GistRow {
    var row = GistRow(
      gist, isStarred: isStarred(gist.id), isFork: marks.forks.contains(gist.id),
      owner: tab == .mine ? nil : gist.owner?.login, match: match)
    if order == .created {
      row.updatedAt = gist.createdAt
      row.showsCreation = true
    }
    return row
  }

  /// Whether `gist` matches the filter `text`: its description, a file name or a language
  /// holds it, ignoring case and accents.
  public static func matches(_ gist: Gist, _ text: String) -> Bool {
    searchKey(gist).contains(text.folded())
  }

  /// Makes the kept rows and search keys again.
  private mutating func rebuild() {
    let visibility = self.visibility
    let deleted = self.deleted
    // With nothing to leave out the loaded array itself is used (10,000 gists not copied).
    let gists = order.sorted(
      visibility == .all && deleted.isEmpty
        ? loaded : loaded.filter { visibility.admits($0) && !deleted.contains($0.id) })
    // Rows with the same languages share one array of them: 10,000 rows hold a few dozen
    // arrays, not 10,000.
    var languages: [[String]: [String]] = [:]
    let rows = gists.map { gist in
      var row = row(gist)
      if let same = languages[row.languages] {
        row.languages = same
      } else {
        languages[row.languages] = row.languages
      }
      return row
    }
    kept = Shown(gists: gists, rows: rows)
    keys = FoldedKeys(gists.lazy.map(Self.searchKey))
  }

  /// The text a filter searches: description, file names and languages, one per line,
  /// folded.
  static func searchKey(_ gist: Gist) -> String {
    // Folded part by part (folding goes character by character), with no array of parts.
    var key = (gist.description ?? "").folded()
    for file in gist.files {
      key += "\n"
      key += file.filename.folded()
      key += "\n"
      key += (file.language ?? "").folded()
    }
    return key
  }
}
