import Foundation
import GistValues
import Keys
import Reactive
import ScreenLogic
import TerminalScreens
import TerminalUI
import TestSupport
import Testing

/// The real ncurses list Stage and its Director together, keys in, transitions out (no
/// terminal is needed to handle keys): Enter opens exactly the highlighted gist whatever
/// changed the rows between the move and the key.
@Suite struct HighlightedGistOpensTests {
  final class Rig {
    let stage = CursesGistListStage(account: "you")
    let director: GistListDirector
    var collections: [FakeGistCollection] = []
    let navigator = RecordingNavigator()
    var moves: [Transition] { navigator.moves }

    init() {
      var made: (FakeGistCollection) -> Void = { _ in }
      director = GistListDirector(
        stage: stage, scheduler: VirtualTimeScheduler(), refreshInterval: 30,
        resumed: PublishSubject<Void>().asObservable(),
        collections: { kind in
          let collection = FakeGistCollection(kind: kind)
          made(collection)
          return collection
        }, navigator: navigator)
      made = { [unowned self] in collections.append($0) }
      director.start()
    }

    var collection: FakeGistCollection { collections[collections.count - 1] }

    func press(_ keys: Key...) {
      let dispatcher = KeyDispatcher(stage: stage, table: GistListKeys.table) {
        [director] in director.availability(of: $0)
      }
      for key in keys { _ = dispatcher.handle(key) }
    }

    /// Presses the keys of `actions`, each found in the list's key table by its name.
    func press(actions: String...) {
      for action in actions {
        guard let key = GistListKeys.table.first(where: { $0.name == action })?.keys.first else {
          Issue.record("the list has no action \"\(action)\"")
          continue
        }
        press(key)
      }
    }

    func type(_ text: String) {
      for character in text { press(.character(character)) }
    }

    /// The gists opened, in order.
    var opened: [String] {
      moves.compactMap {
        guard case .push(.loadedGist(let gist)) = $0 else { return nil }
        return gist.id
      }
    }
  }

  static let gists = (0..<10).map {
    Gist(
      id: "g\($0)", description: $0 == 5 ? "the sixth, about tmux" : "gist \($0)",
      files: [GistFile(filename: "f\($0).txt")])
  }

  @Test func afterAFilterThatShrinksTheList() {
    let rig = Rig()
    rig.collection.answer(Self.gists)
    rig.press(actions: "down", "down", "down", "down", "down")
    rig.press(actions: "filter")
    rig.type("tmux")
    rig.press(.enter)  // in the field: opens the highlighted result at once (issue 35, item 4)
    #expect(rig.opened == ["g5"])
  }

  @Test func afterARefreshThatBringsGistsInAbove() {
    let rig = Rig()
    rig.collection.answer(Self.gists)
    rig.press(actions: "down", "down", "down", "down", "down")
    rig.press(actions: "refresh")
    rig.collection.answer([Gist(id: "new", description: "new", files: [])] + Self.gists)
    rig.press(actions: "open")
    #expect(rig.opened == ["g5"])
  }

  @Test func afterATabSwitchAndBack() {
    let rig = Rig()
    rig.collection.answer(Self.gists)
    rig.press(actions: "down", "down", "down", "down", "down")
    rig.press(actions: "starred")
    rig.collection.answer(Array(Self.gists.prefix(2)))
    rig.press(actions: "mine")
    rig.collection.answer(Self.gists)
    rig.press(actions: "open")
    #expect(rig.opened == ["g5"])
  }

  @Test func afterAResize() {
    let rig = Rig()
    rig.collection.answer(Self.gists)
    rig.press(actions: "down", "down", "down", "down", "down")
    let surface = NullSurface(width: 80, height: 8)
    rig.stage.content(help: []).draw(in: Rect(x: 0, y: 0, width: 80, height: 8), on: surface)
    let small = NullSurface(width: 60, height: 5)
    rig.stage.content(help: []).draw(in: Rect(x: 0, y: 0, width: 60, height: 5), on: small)
    rig.press(actions: "open")
    #expect(rig.opened == ["g5"])
  }
}

/// A surface that keeps nothing: drawing on it lays the widgets out at its size.
final class NullSurface: Surface {
  let width: Int
  let height: Int
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int) -> Int { 0 }
  func fill(_ rect: Rect, style: Style) {}
  func showCursor(x: Int, y: Int) {}
}
