import GistValues
import Model
import Store

/// What the list acts on a gist with, besides reading lists: its star, its actions (delete,
/// open), its whole document (to edit it), the drafts, what the cache knows (stars and
/// forks to mark rows) and where the tabs' order and visibility are saved. The scene gives
/// the real models; tests give fakes.
public struct GistListTools {
  /// The star of gist `id`, starred or not as the list knows it.
  public var star: (String, Bool) -> any StarModelProtocol
  /// The actions on gist `id`.
  public var actions: (String) -> any GistActionsModel
  /// The whole gist `id` (the list's copy shows first).
  public var document: (String, Gist?) -> any GistDocumentModel
  /// The unsent drafts (nil: none are kept).
  public var drafts: DraftStore?
  /// What the cache knows: starred gists, forks.
  public var marks: () -> GistMarks
  /// Where the tabs' order and visibility are saved (nil: not saved).
  public var options: (any OptionStore)?
  /// Whether a delete keeps the gist's whole copy (there is a cache), so it can be undone.
  public var keepsDeleted: Bool

  /// Tools.
  public init(
    star: @escaping (String, Bool) -> any StarModelProtocol,
    actions: @escaping (String) -> any GistActionsModel,
    document: @escaping (String, Gist?) -> any GistDocumentModel, drafts: DraftStore? = nil,
    marks: @escaping () -> GistMarks = { GistMarks() }, options: (any OptionStore)? = nil,
    keepsDeleted: Bool = true
  ) {
    self.keepsDeleted = keepsDeleted
    self.star = star
    self.actions = actions
    self.document = document
    self.drafts = drafts
    self.marks = marks
    self.options = options
  }
}
