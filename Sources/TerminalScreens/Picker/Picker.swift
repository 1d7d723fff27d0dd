import FoundationEssentials
import Keys
import Model
import ScreenLogic
import Store
import TerminalUI

/// The picker as a program of its own (`dehub pick`, and `view`/`edit`/`delete`/`clone`
/// with no id): one screen on `loop` over the user's gists, from the cache at once, until a
/// choice or Esc. The screen is given back as it was before.
public enum Picker {
  /// Runs the picker, with `keyMap`'s keys; the chosen gist and file, nil when the user
  /// left (or a signal ended it: `exitCode` then says which).
  public static func run(
    loop: MainLoop, api: GistAPI, cache: CacheScope?, query: String, listsFiles: Bool,
    keyMap: KeyMap = KeyMap()
  ) -> (outcome: PickerDirector.Outcome, exitCode: Int32) {
    let worker = NetworkWorker(scheduler: loop.scheduler)
    let collection = GistCollection(kind: .mine, api: api, worker: worker, cache: cache)
    let stage = CursesPickerStage()
    var outcome = PickerDirector.Outcome.cancelled
    let director = PickerDirector(
      stage: stage, collection: collection, query: query, listsFiles: listsFiles
    ) { result in
      outcome = result
      loop.stop(exitCode: 0)
    }
    let keys = KeyDispatcher(stage: stage, table: keyMap.applied(to: PickerKeys.table)) {
      director.availability(of: $0)
    }
    loop.mouseEnabled = true
    loop.content = { stage.content(help: keys.hints) }
    loop.onKey = { key in
      if !loop.acts(on: key) {
        return
      } else if loop.quitsWhileTooSmall(key) {
        // Left without a choice (the outcome stays `cancelled`), as Esc and Ctrl-C leave it.
        loop.stop(exitCode: 0)
      } else if key == .ctrl("z") {
        loop.suspend()
      } else if keys.handle(key) != .unhandled {
        loop.setNeedsRender()
      }
    }
    director.start()
    let code = loop.run()
    cache?.flush()
    return (outcome, code)
  }
}
