import AppLogic
import Reactive
import TerminalUI

/// The options drawn with the terminal toolkit: a check box, the name and what it does.
public final class CursesOptionsStage: OptionsStage, KeyedStage {
  /// What a key of the options screen does.
  public enum Command: Sendable {
    case move(Int), toggle
  }

  /// The keys of the options screen, in help order.
  public static let table: [KeyBinding<Command>] = [
    KeyBinding(
      [.character(" "), .enter], "Space Enter", "change it", .toggle,
      hinted: true),
    KeyBinding([.down, .character("j")], "↓ j", "next option", .move(1), hinted: true),
    KeyBinding([.up, .character("k")], "↑ k", "previous option", .move(-1)),
  ]

  public var bindings: [KeyBinding<Command>] { Self.table }

  private let toggledSubject = PublishSubject<String>()
  private var options: [(option: AppOption, value: String)] = []
  private var message = StageMessage()
  private lazy var list = ListView(
    columns: [.fixed(9), .fixed(16), .flexible], count: { [unowned self] in options.count }
  ) { [unowned self] in
    let (option, value) = options[$0]
    return [
      ListView.Cell(value, style: .accent), ListView.Cell(option.title),
      ListView.Cell(option.detail, style: .dim),
    ]
  }

  /// An options Stage.
  public init() {}

  public var toggled: Observable<String> { toggledSubject.asObservable() }

  public func showOptions(_ options: [(option: AppOption, value: String)]) {
    self.options = options
    list.reload()
  }

  public func showMessage(_ message: String) { self.message.error(message) }
  public func showNotice(_ notice: String) { message.notice(notice) }

  /// The option under the highlight, by its key.
  private var highlighted: String? {
    options.indices.contains(list.selection) ? options[list.selection].option.key : nil
  }

  /// Handles a key; false for keys the screen has no use for.
  public func handle(_ key: Key) -> Bool {
    if case .mouse(let event) = key {
      if list.handleMouse(event) == .activated, let key = highlighted { toggledSubject.onNext(key) }
      return true
    }
    guard let binding = bindings.binding(for: key) else { return false }
    message.clear()
    switch binding.command {
    case .move(let delta): list.moveSelection(by: delta)
    case .toggle: highlighted.map { toggledSubject.onNext($0) }
    }
    return true
  }

  /// The widget tree.
  public func content(help: [(keys: String, action: String)]) -> any Widget {
    var children: [any Widget] = [
      Label("Options", style: .bold),
      Label("Saved under [options] in the config file.", style: .dim), list,
    ]
    if let line = message.label { children.append(line) }
    children.append(HintBar(help, pinnedLast: 2))
    return VStack(children)
  }
}
