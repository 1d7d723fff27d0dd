import GistValues
import Store

/// Whether an edit of a gist can start, and from what: decided once for the detail screen,
/// the list's rows and `dehub edit`. Someone else's gist, an old revision, or a gist whose
/// text is not all here is refused; an unsent draft of the gist is offered (the screens ask
/// whether to resume it, `dehub edit` resumes it and says so); else the edit starts from the
/// gist as it is.
public enum EditStart: Equatable, Sendable {
  /// Why an edit cannot start.
  public enum Refusal: Equatable, Sendable {
    /// The gist is someone else's.
    case notOwner
    /// An old revision is shown, not the gist as it is.
    case oldRevision
    /// The gist's text is still loading.
    case loading
    /// The file `name` is too large to have its text here.
    case tooLarge(String)

    /// The refusal in the screens' words (`C` clones).
    public var sentence: String {
      switch self {
      case .notOwner: "Only the owner can edit this gist."
      case .oldRevision: "This is an old revision; open the current version to edit."
      case .loading: "The gist is still loading; try again in a moment."
      case .tooLarge: "A file is too large to edit here; clone the gist (C) and push instead."
      }
    }
  }

  /// The edit cannot start.
  case refuse(Refusal)
  /// An unsent draft of the gist is kept (the newest of them).
  case offer(kept: Draft)
  /// The edit starts from the gist as it is.
  case compose(Draft)

  /// How an edit of `gist` starts. `isOwner` is nil when it is not known (the server then
  /// decides); `revision` is the one shown (nil: the gist as it is); `loading` says whether
  /// its whole text is still on the way; `kept` holds the unsent drafts of it, oldest first.
  public static func decide(
    _ gist: Gist, isOwner: Bool?, revision: String? = nil, loading: Bool = false, kept: [Draft]
  ) -> EditStart {
    if isOwner == false { return .refuse(.notOwner) }
    if revision != nil { return .refuse(.oldRevision) }
    if let partial = gist.files.first(where: { $0.content == nil || $0.truncated }) {
      return .refuse(loading ? .loading : .tooLarge(partial.filename))
    }
    if let newest = kept.last { return .offer(kept: newest) }
    return .compose(DraftChanges.draft(editing: gist))
  }
}
