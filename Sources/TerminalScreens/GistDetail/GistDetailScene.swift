import GistValues
import GistWork
import Model
import ScreenLogic

/// The gist detail screen: its Stage and Director over the real document, star and
/// action models.
public final class GistDetailScene: StagedScene<CursesGistDetailStage> {
  /// The detail of gist `id` (as it was at `revision`, when given); `initial` (a copy from
  /// a list) shows at once.
  /// `created`: the gist was just made (the screen says where it is); `find`: what the
  /// search it was found by looked for (it opens at the first match).
  public init(
    id: String, revision: String? = nil, initial: Gist? = nil, created: Bool = false,
    find: TextFind? = nil, context: SceneContext
  ) {
    let stage = CursesGistDetailStage(
      clipboard: context.copyToClipboard, background: context.markdownBackground)
    let director = GistDetailDirector(
      stage: stage,
      document: GistDocument(
        id: id, revision: revision, initial: initial, api: context.api, worker: context.worker,
        cache: context.cache),
      star: StarModel(id: id, api: context.api, worker: context.worker, cache: context.cache),
      actions: GistActions(
        id: id, api: context.api, worker: context.worker, cache: context.cache),
      session: context.session, drafts: context.drafts, created: created, find: find,
      keyMap: context.keyMap, navigator: context.navigator)
    super.init(
      title: "Gist", stage: stage, table: GistDetailKeys.table, director: director,
      keyMap: context.keyMap)
  }

  override public var goesToLines: Bool { true }
  override public func goToLine(_ line: Int) { stage.goTo(line: line) }

  /// The table's actions, then the gist's files (`file: NAME`), to go to by name.
  override public func paletteEntries() -> [PaletteEntry] {
    super.paletteEntries() + JumpEntries.entries(.file, stage.fileNames)
  }

  /// A file shows (as a click on its tab does); the rest run as their keys.
  override public func runPaletteEntry(_ id: String) -> KeyOutcome {
    guard let name = JumpEntries.name(.file, of: id) else { return super.runPaletteEntry(id) }
    stage.send(.selectFile(name))
    return .handled
  }
}
