import FoundationEssentials
import GistValues

/// One write kept in the outbox until GitHub takes it.
public enum OutboxWrite: Codable, Equatable, Sendable {
  /// A new gist, or an edit of one: the draft (for an edit, with the version and files it
  /// was based on, so a gist changed meanwhile is a conflict, not overwritten).
  case send(Draft)
  /// Delete the gist `id` (titled `title`), if it is still at `baseVersion` (nil: whatever
  /// its version).
  case delete(id: String, title: String, baseVersion: String?)
  /// Star (`true`) or unstar the gist `id`.
  case star(id: String, starred: Bool)
  /// A comment of `body` on the gist `id`.
  case comment(id: String, body: String)

  /// The gist the write is about; nil for a new gist.
  public var gistID: String? {
    switch self {
    case .send(let draft): draft.gistID
    case .delete(let id, _, _), .star(let id, _), .comment(let id, _): id
    }
  }

  /// What the write does, in a few words: "create “notes”", "edit 1a2b3c4", "delete
  /// “todo” (1a2b3c4)", "star 1a2b3c4", "comment on 1a2b3c4".
  public var summary: String {
    switch self {
    case .send(let draft):
      let name =
        draft.description.isEmpty
        ? (draft.files.keys.sorted().first ?? "a gist") : draft.description
      let short = String(name.prefix(40)) + (name.count > 40 ? "…" : "")
      if let id = draft.gistID { return "edit “\(short)” (\(Self.short(id)))" }
      return "create “\(short)”"
    case .delete(let id, let title, _):
      return "delete “\(title.prefix(40))” (\(Self.short(id)))"
    case .star(let id, let starred):
      return "\(starred ? "star" : "unstar") \(Self.short(id))"
    case .comment(let id, _):
      return "comment on \(Self.short(id))"
    }
  }

  /// The kind of write, one word: `create`, `edit`, `delete`, `star`, `unstar`, `comment`.
  public var kind: String {
    switch self {
    case .send(let draft): draft.gistID == nil ? "create" : "edit"
    case .delete: "delete"
    case .star(_, let starred): starred ? "star" : "unstar"
    case .comment: "comment"
    }
  }

  /// This write with a base of version `from` moved to version `to` (a write sent before
  /// it changed the gist); other writes as they are. An edit is not moved: its files were
  /// written against `from`, so a change in between is a conflict to look at.
  public func rebased(from: String, to: String) -> OutboxWrite {
    guard case .delete(let id, let title, let base) = self, base == from else { return self }
    return .delete(id: id, title: title, baseVersion: to)
  }

  private static func short(_ id: String) -> String { String(id.prefix(7)) }
}
