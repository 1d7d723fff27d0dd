import GistValues

/// The gists the user marked in the list (`Space`, `V`, `Ctrl-A`), by id, in the order they
/// were marked, each with the gist as the list had it: kept across the filter, a refresh, a
/// new order and a tab switch, as k9s keeps its marks. Bulk actions apply to them.
public struct GistListSelection: Equatable, Sendable {
  /// The marked gists, in the order they were marked.
  public private(set) var gists: [Gist] = []
  /// The gist a range (`V`) starts from: the last marked or unmarked.
  public private(set) var anchor: String?
  private var ids: Set<String> = []

  /// No marks.
  public init() {}

  /// How many gists are marked.
  public var count: Int { gists.count }
  /// Whether none is.
  public var isEmpty: Bool { gists.isEmpty }
  /// Whether gist `id` is marked.
  public func contains(_ id: String) -> Bool { ids.contains(id) }

  /// Marks `gist`, or unmarks it when it was marked; it becomes the anchor.
  public mutating func toggle(_ gist: Gist) {
    anchor = gist.id
    if contains(gist.id) { remove(gist.id) } else { add(gist) }
  }

  /// Marks the gists of `shown` from the anchor to `gist` (just `gist` when the anchor is not
  /// shown); `gist` becomes the anchor.
  public mutating func markRange(to gist: Gist, in shown: [Gist]) {
    defer { anchor = gist.id }
    guard let end = shown.firstIndex(where: { $0.id == gist.id }),
      let start = anchor.flatMap({ id in shown.firstIndex { $0.id == id } })
    else { return add(gist) }
    for index in min(start, end)...max(start, end) { add(shown[index]) }
  }

  /// Marks every gist of `shown`, or, when they all are (or none is shown), takes every mark
  /// away, those of gists not shown too: a mark on a gist that is no longer listed (deleted
  /// elsewhere) can always be cleared. True when it marked.
  public mutating func toggleAll(_ shown: [Gist]) -> Bool {
    if shown.allSatisfy({ contains($0.id) }) {
      ids = []
      gists = []
      anchor = nil
      return false
    }
    for gist in shown { add(gist) }
    return true
  }

  /// Marks `gist` (its place stays when it was marked).
  public mutating func add(_ gist: Gist) {
    guard ids.insert(gist.id).inserted else { return }
    gists.append(gist)
  }

  /// Unmarks gist `id`.
  public mutating func remove(_ id: String) {
    guard ids.remove(id) != nil else { return }
    gists.removeAll { $0.id == id }
  }
}
