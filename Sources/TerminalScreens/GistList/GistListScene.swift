import GistValues
import GistWork
import Model
import ScreenLogic

/// The gist list screen: its ncurses Stage and its Director over the real collection
/// models. The Director is paused while another screen covers the list and resumed (a
/// refresh) when it shows again.
public final class GistListScene: StagedScene<CursesGistListStage> {
  /// The session, whose saved tabs the palette offers.
  private let session: AppSession
  /// The keys as `[keys]` remaps them (the saved tabs' keys, in the palette).
  private let keyMap: KeyMap

  /// The list of `context`'s account, starting on `startTab` (`startUser`'s gists on the
  /// User tab).
  public init(context: SceneContext, startTab: GistListTab = .mine, startUser: String? = nil) {
    let stage = CursesGistListStage(
      account: "…", clipboard: context.copyToClipboard, background: context.markdownBackground)
    let (api, worker, cache) = (context.api, context.worker, context.cache)
    let director = GistListDirector(
      stage: stage, scheduler: context.scheduler, refreshInterval: context.refreshInterval,
      resumed: context.resumed,
      collections: { [courier = context.session.outbox] kind in
        let list = GistCollection(kind: kind, api: api, worker: worker, cache: cache)
        guard kind == .mine, let courier else { return list }
        return OutboxListing(list, courier: courier)
      },
      session: context.session,
      draftCount: { [drafts = context.drafts] in drafts.onThisHost().count },
      search: context.search,
      previewer: GistPreviewer(
        stage: stage, scheduler: context.scheduler, columns: context.columns,
        retryKey: context.keyMap.retryKey(in: GistListKeys.table),
        documents: { id, gist in
          GistDocument(id: id, initial: gist, api: api, worker: worker, cache: cache)
        }),
      tools: GistListTools(
        star: { id, starred in
          StarModel(id: id, api: api, worker: worker, cache: cache, known: starred)
        },
        actions: { id in GistActions(id: id, api: api, worker: worker, cache: cache) },
        document: { id, gist in
          GistDocument(id: id, initial: gist, api: api, worker: worker, cache: cache)
        }, drafts: context.drafts,
        marks: {
          guard let cache, let account = cache.account else { return GistMarks() }
          return cache.cache.marks(account: account)
        }, options: context.optionStore, keepsDeleted: cache != nil),
      keyMap: context.keyMap, navigator: context.navigator)
    director.opening = (startTab, startUser)
    session = context.session
    keyMap = context.keyMap
    super.init(
      title: "Gist list", stage: stage, table: GistListKeys.table, director: director,
      keyMap: context.keyMap)
  }

  /// The table's actions, then the saved tabs (`saved tab: NAME`, with their keys): the
  /// table's numbered slots (`saved tab 1`…`5`) are left out, named entries stand for the
  /// ones in use, and an empty slot is nothing to run.
  override public func paletteEntries() -> [PaletteEntry] {
    super.paletteEntries().filter { !$0.id.hasPrefix(GistListKeys.savedTabPrefix) }
      + JumpEntries.entries(
        .savedTab, session.savedSearches.value.map(\.name),
        keys: (1...GistListKeys.savedTabKeys).map {
          keyMap.key(named: "saved-tab-\($0)", in: GistListKeys.table) ?? ""
        })
  }

  /// A saved tab shows (as a click on it does); the rest run as their keys.
  override public func runPaletteEntry(_ id: String) -> KeyOutcome {
    guard let name = JumpEntries.name(.savedTab, of: id) else { return super.runPaletteEntry(id) }
    stage.send(.selectSaved(name))
    return .handled
  }
}
