import Foundation
import Reactive
import ScreenLogic
import TerminalScreens
import TestSupport
import Testing

/// The palette, help and the hint line of every screen are made from one key table: on each
/// screen the switchboard opens, the palette lists exactly the actions of that screen's
/// table, in its order with the scroll keys moved last (the verbs come first), then the
/// app's actions the table has no key for, and help lists the same table first.
@Suite struct PaletteMatchesKeysTests {
  /// Each screen's table: (keys, what they do), by the scene's type.
  static let tables: [String: [(keys: String, action: String)]] = [
    "GistListScene": Self.paletteOrder(GistListKeys.table),
    "GistDetailScene": Self.paletteOrder(GistDetailKeys.table),
    "LookupScene": Self.paletteOrder(LookupKeys.table),
    "HistoryScene": Self.paletteOrder(HistoryKeys.table),
    "CommentsScene": Self.paletteOrder(CommentsKeys.table),
    "ForksScene": Self.paletteOrder(ForksKeys.table),
    "DiffScene": Self.paletteOrder(DiffKeys.table),
    "ComposeScene": Self.paletteOrder(ComposeKeys.table),
    "DraftsScene": Self.paletteOrder(DraftsKeys.table),
    "OutboxScene": Self.paletteOrder(OutboxKeys.table),
    "LinksScene": Self.paletteOrder(LinksKeys.table),
    "OptionsScene": Self.paletteOrder(OptionsKeys.table),
    "AccountsScene": Self.paletteOrder(AccountsKeys.table),
    "LoginScene": Self.paletteOrder(LoginKeys.table),
  ]

  /// A table as the palette lists it: the verbs in table order, then the scroll keys.
  static func paletteOrder<Intent, Item>(_ table: [KeyBinding<Intent, Item>]) -> [(
    keys: String, action: String
  )] {
    let verbs = table.filter { !$0.scrolls }
    let scrolls = table.filter(\.scrolls)
    return (verbs + scrolls).map { ($0.label, $0.action) }
  }

  final class NoStage: PaletteStage {
    var intents: Observable<PaletteIntent> { PublishSubject<PaletteIntent>().asObservable() }
    func showEntries(_ entries: [PaletteEntry], selected: String?) {}
    func showStatus(_ status: String) {}
  }

  @Test func everyScreensPaletteIsItsKeyTablePlusTheAppsActions() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    var seen: Set<String> = []
    for destination in SwitchboardTests.every {
      switchboard.go(.push(destination))
      let scene = try #require(stack.scenes.last)
      let kind = String(describing: type(of: scene))
      let table = try #require(Self.tables[kind], "\(kind) has no table listed here")
      seen.insert(kind)
      // The table's entries; a screen's jumps (a gist's files) follow them. The list's saved
      // tabs show by name (with their keys), not as numbered slots.
      let screen = scene.paletteEntries().filter { !JumpEntries.isJump($0.id) }
      let offered = table.filter { !$0.action.hasPrefix("saved tab ") }
      #expect(screen.map(\.action) == offered.map(\.action), "\(kind)")
      #expect(screen.map(\.keys) == offered.map(\.keys), "\(kind)")
      let named = Set(offered.map { $0.action.lowercased() })
      let palette = PaletteDirector(stage: NoStage(), screen: screen) { _ in }
      #expect(
        palette.entries.map(\.action)
          == offered.map(\.action)
          + GlobalAction.allCases.map(\.action).filter { !named.contains($0.lowercased()) },
        "\(kind)")
      let help = scene.helpEntries(isRoot: false)
      #expect(Set(help.prefix(table.count).map(\.keys)) == Set(table.map(\.keys)), "\(kind)")
      // `:` types into the login's token: help names Ctrl-P alone there.
      let paletteKeys = kind == "LoginScene" ? "Ctrl-P" : "Ctrl-P :"
      #expect(help.contains { $0.keys == paletteKeys }, "\(kind): help names the palette")
    }
    #expect(seen == Set(Self.tables.keys))
    withExtendedLifetime(host) {}
  }

  @Test func aPaletteEntryRunsAsItsKeyWould() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    switchboard.go(.restart(.mine))
    let list = try #require(stack.scenes.last)
    #expect(list.runPaletteEntry("new") == .handled)
    #expect(stack.kinds == ["GistListScene", "ComposeScene"])
    withExtendedLifetime(host) {}
  }

  /// Issue 31: `[keys]` remaps follow into the screens: the new key runs the action, the
  /// old one no longer does, and help and the palette name the new keys.
  @Test func remappedKeysAreTheOnesHelpAndThePaletteName() throws {
    let port = try ClosedPort()
    let host = try TestHost(baseURL: "http://127.0.0.1:\(port.port)", token: "t")
    host.keyMap = try KeyMap(["new": ["x"], "palette": ["ctrl-o"]])
    let stack = PlainStack()
    let switchboard = Switchboard(stack: stack, host: host)
    switchboard.go(.restart(.mine))
    let list = try #require(stack.scenes.last)
    #expect(list.paletteEntries().contains { $0.id == "new" && $0.keys == "x" })
    let help = list.helpEntries(isRoot: true)
    #expect(help.contains { $0.keys == "x" && $0.action == "new gist" })
    #expect(help.contains { $0.keys == "Ctrl-O" && $0.action.hasPrefix("command palette") })
    #expect(list.handle(.character("n")) == .unhandled)
    #expect(list.handle(.character("x")) == .handled)
    #expect(stack.kinds == ["GistListScene", "ComposeScene"])
    withExtendedLifetime(host) {}
  }
}
