import Basics
import FoundationEssentials
import GistValues

/// How a tab of the list orders its gists (`s` cycles): by last update (GitHub's own order),
/// by creation, or by description. Kept per tab in the options (`sort_mine = "created"`).
public enum GistListOrder: String, CaseIterable, Equatable, Sendable {
  /// Newest update first (as GitHub sends them).
  case updated
  /// Newest first by creation.
  case created
  /// By description (or first file name), A to Z, numbers as numbers ("2" before "10").
  case description

  /// The one after this one, round.
  var next: GistListOrder {
    let all = Self.allCases
    return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
  }

  /// How the tab line says it ("by created").
  public var label: String {
    switch self {
    case .updated: "by updated"
    case .created: "by created"
    case .description: "by description"
    }
  }

  /// `gists` in this order (stable: equal keys keep GitHub's order).
  func sorted(_ gists: [Gist]) -> [Gist] {
    switch self {
    case .updated:
      return gists
    case .created:
      return gists.enumerated().sorted { left, right in
        let (a, b) = (
          left.element.createdAt ?? .distantPast, right.element.createdAt ?? .distantPast
        )
        return a != b ? a > b : left.offset < right.offset
      }.map(\.element)
    case .description:
      let keys = gists.map {
        $0.title.folded()
      }
      return gists.indices.sorted {
        keys[$0] != keys[$1] ? NaturalOrder.precedes(keys[$0], keys[$1]) : $0 < $1
      }.map { gists[$0] }
    }
  }
}
