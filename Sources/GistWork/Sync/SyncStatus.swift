/// Where a linked file stands against the last sync, as git tells it: decided from the
/// hashes of the file here, of the gist's file, and of what both had at the last sync.
public enum SyncStatus: Equatable, Sendable, CaseIterable {
  /// Both sides hold what they held at the last sync (or the same text).
  case inSync
  /// Changed here since the last sync: a push sends it.
  case changedHere
  /// Changed on GitHub since the last sync: a pull writes it here.
  case changedOnGitHub
  /// Changed on both sides, differently: nothing is written until a choice.
  case conflict
  /// Deleted here: a push removes the gist's file.
  case deletedHere
  /// Deleted on GitHub: a pull removes the local file (after asking).
  case deletedOnGitHub
  /// A new file here (in a linked folder): a push adds it to the gist.
  case newHere
  /// A new file on GitHub: a pull writes it here.
  case newOnGitHub
  /// Gone from both sides: a sync forgets it.
  case deletedBoth

  /// The status of a file whose last synced text hashed `base` (nil: never synced), which
  /// here hashes `local` and on GitHub `remote` (nil: no such file). Unless `exactly`, a
  /// difference only in trailing newlines counts as none.
  public static func decide(
    base: ContentHash?, local: ContentHash?, remote: ContentHash?, exactly: Bool = false
  ) -> SyncStatus {
    func same(_ one: ContentHash?, _ other: ContentHash?) -> Bool {
      switch (one, other) {
      case (nil, nil): true
      case (let one?, let other?): one.matches(other, exactly: exactly)
      default: false
      }
    }
    guard let base else {
      switch (local, remote) {
      case (nil, nil): return .deletedBoth
      case (.some, nil): return .newHere
      case (nil, .some): return .newOnGitHub
      case (.some, .some): return same(local, remote) ? .inSync : .conflict
      }
    }
    let changedHere = !same(local, base)
    let changedThere = !same(remote, base)
    switch (changedHere, changedThere) {
    case (false, false): return .inSync
    case (true, false): return local == nil ? .deletedHere : .changedHere
    case (false, true): return remote == nil ? .deletedOnGitHub : .changedOnGitHub
    case (true, true):
      if local == nil && remote == nil { return .deletedBoth }
      return same(local, remote) ? .inSync : .conflict
    }
  }

  /// The words `dehub status` and the links screen show.
  public var label: String {
    switch self {
    case .inSync: "in sync"
    case .changedHere: "changed here"
    case .changedOnGitHub: "changed on GitHub"
    case .conflict: "changed on both (conflict)"
    case .deletedHere: "deleted here"
    case .deletedOnGitHub: "deleted on GitHub"
    case .newHere: "new here"
    case .newOnGitHub: "new on GitHub"
    case .deletedBoth: "deleted on both"
    }
  }

  /// Whether a push carries it (changed, new or deleted here).
  public var pushes: Bool { self == .changedHere || self == .newHere || self == .deletedHere }

  /// Whether a pull carries it (changed, new or deleted on GitHub).
  public var pulls: Bool {
    self == .changedOnGitHub || self == .newOnGitHub || self == .deletedOnGitHub
  }
}
